import { SearchableCardList } from '@/client/components/ui/searchable-card-list';
import { FileChartColumn, Plus } from 'lucide-react';
import { reportTypeLabels, type Report } from '@/shared/schemas/reports';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';
import { ReportCard } from './report-card';
import { useReports } from '../api/use-reports';

/** Title or type, in any case: "insurance" finds every Insurance Report, "march" the March ones. */
export function matchesReportSearch(report: Pick<Report, 'title' | 'type'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [report.title, reportTypeLabels[report.type], report.type].some((text) => text.toLowerCase().includes(needle));
}

function countOfReports(count: number): string {
  return `${count} ${count === 1 ? 'report' : 'reports'}`;
}

/** The searchable card grid on /reports, with its loading, empty and no-match states. */
export function ReportList({ onGenerate }: { onGenerate: () => void }) {
  const reports = useReports();

  if (reports.isPending) {
    return <SkeletonCardGrid count={6} label="Loading reports" className="sm:grid-cols-1 md:grid-cols-2" />;
  }

  if (reports.isError) {
    return <ListLoadError what="reports" message={reports.error.message} onRetry={() => void reports.refetch()} />;
  }

  if (reports.data.length === 0) {
    return (
      <EmptyState
        icon={FileChartColumn}
        title="No reports yet"
        description="Generate a report for a client: a friendly summary for them, or an insurance or medical report with their details, your contact block and the nutrition figures against their targets."
        action={
          <Button onClick={onGenerate}>
            <Plus aria-hidden="true" />
            Generate Your First Report
          </Button>
        }
      />
    );
  }

  return (
    <div className="grid gap-5">
      <SearchableCardList
        items={reports.data}
        matches={matchesReportSearch}
        keyOf={(report) => report.id}
        searchPlaceholder="Search reports by title or type..."
        searchLabel="Search reports"
        countOf={(shown, total, searching) =>
          searching ? `${shown} of ${countOfReports(total)}` : countOfReports(total)
        }
        noMatch={{
          title: 'No reports found',
          description: (searched) =>
            `No report's title or type contains “${searched}”. Check the spelling or try a shorter word.`,
        }}
        what="reports"
      >
        {(report) => <ReportCard report={report} />}
      </SearchableCardList>
    </div>
  );
}
