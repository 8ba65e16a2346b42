import { Link } from 'wouter';
import { ChevronRight, FileText } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import { formatDate } from '@/client/lib/format-date';
import { ProfileCard } from './profile-card';

/** 'progress_summary' → 'Progress summary': report types are stored as identifiers. */
function typeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function ClientReportsCard({ reports }: { reports: ClientDetail['reports'] }) {
  return (
    <ProfileCard
      title="Reports"
      icon={FileText}
      aside={reports.length > 0 ? <span className="text-sm text-muted-foreground">{reports.length}</span> : null}
    >
      {reports.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
          <p className="text-sm font-medium text-slate-900">No reports yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Progress and nutrition reports for this client will appear here.{' '}
            <Link href="/reports" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Go to Reports
            </Link>
          </p>
        </div>
      ) : (
        <ul className="-mx-2 divide-y divide-border">
          {reports.map((report) => (
            <li key={report.id}>
              <Link
                href="/reports"
                className="group flex items-center gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{report.title}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {`${typeLabel(report.type)} · ${formatDate(report.createdAt)}`}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-slate-600" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
