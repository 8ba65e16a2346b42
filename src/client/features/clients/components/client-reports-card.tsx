import { Link } from 'wouter';
import { Download, FileText, Plus } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import { reportTypeLabels, reportTypes, type ReportType } from '@/shared/schemas/reports';
import { Button } from '@/client/components/ui/button';
import { reportPdfHref } from '@/client/features/reports';
import { ProfileCard } from './profile-card';
import { useFormats } from '@/client/lib/use-formats';

function typeLabel(type: string): string {
  return (reportTypes as readonly string[]).includes(type) ? reportTypeLabels[type as ReportType] : type;
}

/** The client's reports, newest first; each opens its PDF in a new tab. */
export function ClientReportsCard({ clientId, reports }: { clientId: string; reports: ClientDetail['reports'] }) {
  const formats = useFormats();
  const generateHref = `/reports?client=${encodeURIComponent(clientId)}`;
  return (
    <ProfileCard
      title="Reports"
      icon={FileText}
      aside={
        reports.length > 0 ? (
          <Button asChild variant="ghost" size="sm" className="-my-1 text-brand-700">
            <Link href={generateHref}>
              <Plus aria-hidden="true" />
              New report
            </Link>
          </Button>
        ) : null
      }
    >
      {reports.length === 0 ? (
        <div className="rounded-lg border border-dashed border-input px-4 py-6 text-center">
          <p className="text-sm font-medium text-foreground">No reports yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            A progress summary for this client, or an insurance or medical report, with your branding.{' '}
            <Link href={generateHref} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Generate a report
            </Link>
          </p>
        </div>
      ) : (
        <ul className="-mx-2 divide-y divide-border">
          {reports.map((report) => (
            <li key={report.id}>
              <a
                href={reportPdfHref({ id: report.id, pdfPath: null })}
                target="_blank"
                rel="noopener"
                aria-label={`${report.title}, ${typeLabel(report.type)}: open the PDF`}
                className="group flex items-center gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-foreground">{report.title}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">{`${typeLabel(report.type)} · ${formats.date(report.createdAt)}`}</span>
                </span>
                <Download aria-hidden="true" className="size-4 shrink-0 text-faint group-hover:text-subtle" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
