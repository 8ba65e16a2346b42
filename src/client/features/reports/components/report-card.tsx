import { Link } from 'wouter';
import { CalendarDays, CalendarPlus, Download, UserRound } from 'lucide-react';
import { reportTypeLabels, type Report } from '@/shared/schemas/reports';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useFormats } from '@/client/lib/use-formats';
import type { Formats } from '@/shared/format/formats';
import { reportPdfHref, reportTypeBadgeClass } from '../lib/report-types';

/** The figures line: what the numbers are, then calories and the three macros. */
function KeyFigures({ content, f }: { content: Report['content']; f: Formats }) {
  if (content.nutritionSource === 'none') {
    return (
      <p className="text-sm text-muted-foreground italic">
        {content.mealPlanName ? 'No meals or targets in the plan yet' : 'No meal plan: no nutrition figures'}
      </p>
    );
  }
  const { nutrition, targets } = content;
  const planned = content.nutritionSource === 'plan_days';
  const caption = planned
    ? `Average per day · ${content.daysCounted} of ${content.planDays} days planned`
    : 'Daily targets · no meals planned yet';
  // From targets, a figure without a target is not 0: it is not set.
  const shown = (value: number, target: number | null, format: (value: number) => string) =>
    planned || target !== null ? format(value) : '—';
  const grams = (value: number) => `${f.number(value, 1)} g`;
  const figures = [
    {
      label: f.energyUnit,
      value: shown(nutrition.totalCalories, targets.calories, (value) => f.number(f.energyValue(value))),
    },
    { label: 'Protein', value: shown(nutrition.avgProtein, targets.protein, grams) },
    { label: 'Carbs', value: shown(nutrition.avgCarbs, targets.carbs, grams) },
    { label: 'Fat', value: shown(nutrition.avgFat, targets.fat, grams) },
  ];
  return (
    <div className="@container">
      <p className="text-xs text-muted-foreground">{caption}</p>
      <dl className="mt-1.5 grid grid-cols-2 gap-x-3 gap-y-1.5 @[17rem]:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-[0.7rem] tracking-wide text-muted-foreground uppercase">{figure.label}</dt>
            <dd className="truncate text-sm font-semibold text-foreground tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One report in the grid: what it is, for whom, over which period, its key figures and its PDF. */
export function ReportCard({ report }: { report: Report }) {
  const f = useFormats();
  // The period from its dates, in the practice's locale (the stored `dateRange` text is en-US).
  const { period, generatedOn } = report.content;
  const dateRange = period
    ? `${f.calendarDate(period.startDate)} - ${f.calendarDate(period.endDate)}`
    : `Generated on ${f.calendarDate(generatedOn)}`;
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base leading-snug font-semibold break-words text-foreground">{report.title}</h2>
        <Badge className={`mt-0.5 ${reportTypeBadgeClass[report.type]}`}>{reportTypeLabels[report.type]}</Badge>
      </div>

      <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-subtle">
        <UserRound aria-hidden="true" className="size-3.5 shrink-0 text-faint" />
        <Link
          href={`/clients/${report.clientId}`}
          className="truncate underline-offset-4 hover:text-brand-700 hover:underline"
        >
          {report.clientName}
        </Link>
      </p>

      <div className="mt-4 flex-1 space-y-3 rounded-lg bg-background px-3 py-2.5 ring-1 ring-muted">
        <p className="flex items-center gap-2 text-sm text-foreground-soft">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-faint" />
          <span className="sr-only">Period: </span>
          <span className="min-w-0">{dateRange}</span>
        </p>
        <KeyFigures content={report.content} f={f} />
      </div>

      <div className="mt-3 -mb-1 flex items-center justify-between gap-2 border-t border-border pt-2.5">
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <CalendarPlus aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">
            <span className="sr-only">Generated </span>
            {f.date(report.createdAt)}
          </span>
        </p>
        <Button asChild variant="outline" size="sm" className="-mr-1">
          <a href={reportPdfHref(report)} target="_blank" rel="noopener" aria-label={`Download PDF of ${report.title}`}>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      </div>
    </Card>
  );
}
