import { Link } from 'wouter';
import { CalendarDays, CalendarPlus, Download, Flame, Link2, LoaderCircle, Trash2, UserRound } from 'lucide-react';
import type { MealPlanSummary } from '@/shared/schemas/meal-plans';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { copyShareLink } from '../lib/copy-share-link';
import { useDownloadMealPlanPdf } from '../api/use-download-meal-plan-pdf';
import { MealPlanStatusBadge } from './status-badge';
import type { Formats } from '@/shared/format/formats';
import { useFormats } from '@/client/lib/use-formats';

/** 'Jan 5, 2026 - Jan 18, 2026' (en-GB '5 Jan 2026 - 18 Jan 2026'), from the calendar dates as written (no time-zone shift). */
export function formatPlanDates(startDate: string, endDate: string, formats: Formats): string {
  return `${formats.calendarDate(startDate)} - ${formats.calendarDate(endDate)}`;
}

/** Days from start to end, both included. */
export function planLengthInDays(startDate: string, endDate: string): number {
  // Midnight UTC to midnight UTC: every day is exactly 24 hours there, whatever the viewer's clocks do.
  const utcDay = (yyyyMmDd: string) => Date.parse(`${yyyyMmDd.slice(0, 10)}T00:00:00Z`);
  return Math.round((utcDay(endDate) - utcDay(startDate)) / 86_400_000) + 1;
}

type MealPlanCardProps = {
  plan: MealPlanSummary;
  onDelete: (plan: MealPlanSummary) => void;
  deleting?: boolean;
};

/**
 * One plan in the grid. The name is the link to the plan and stretches over the whole card; share,
 * download and delete sit above that link as buttons of their own.
 */
export function MealPlanCard({ plan, onDelete, deleting = false }: MealPlanCardProps) {
  const formats = useFormats();
  const { download, downloading } = useDownloadMealPlanPdf();
  const days = planLengthInDays(plan.startDate, plan.endDate);

  return (
    <Card className="group relative flex h-full flex-col p-5 transition-all has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base leading-snug font-semibold break-words text-foreground">
          <Link
            href={`/meal-plans/${plan.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-700"
          >
            {plan.name}
          </Link>
        </h2>
        <MealPlanStatusBadge status={plan.status} className="mt-0.5" />
      </div>

      <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-subtle">
        <UserRound aria-hidden="true" className="size-3.5 shrink-0 text-faint" />
        <span className={plan.clientName ? 'truncate' : 'truncate italic'}>{plan.clientName ?? 'Unknown Client'}</span>
      </p>

      <div className="flex-1">
        {plan.description ? (
          <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-body">{plan.description}</p>
        ) : null}
      </div>

      <dl className="mt-4 grid gap-1.5 rounded-lg bg-background px-3 py-2.5 text-sm ring-1 ring-muted">
        <div className="flex items-center gap-2">
          <dt className="shrink-0">
            <CalendarDays aria-hidden="true" className="size-4 text-faint" />
            <span className="sr-only">Dates</span>
          </dt>
          <dd className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2 text-foreground-soft">
            <span className="whitespace-nowrap">{formatPlanDates(plan.startDate, plan.endDate, formats)}</span>
            <span className="text-xs whitespace-nowrap text-muted-foreground">{`${days} ${days === 1 ? 'day' : 'days'}`}</span>
          </dd>
        </div>
        {plan.targetCalories !== null ? (
          <div className="flex items-center gap-2">
            <dt className="shrink-0">
              <Flame aria-hidden="true" className="size-4 text-faint" />
              <span className="sr-only">Target</span>
            </dt>
            <dd className="text-foreground-soft">{`Target ${formats.energyLabel === 'kJ' ? 'Energy' : 'Calories'}: ${formats.energy(plan.targetCalories)}/day`}</dd>
          </div>
        ) : null}
      </dl>

      {/* relative z-10 lifts the buttons above the stretched link, so they get their own clicks. */}
      <div className="mt-3 -mb-1 flex items-center justify-between gap-2 border-t border-border pt-2.5">
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <CalendarPlus aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{`Created ${formats.date(plan.createdAt)}`}</span>
        </p>
        <div className="relative z-10 -mr-2 flex shrink-0 items-center gap-0.5">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Copy share link for ${plan.name}`}
            title="Copy share link"
            onClick={() => void copyShareLink(plan)}
            className="text-muted-foreground hover:text-foreground"
          >
            <Link2 aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Download PDF for ${plan.name}`}
            title="Download PDF"
            onClick={() => void download(plan.id)}
            disabled={downloading}
            aria-busy={downloading}
            className="text-muted-foreground hover:text-foreground"
          >
            {downloading ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Download aria-hidden="true" />
            )}
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${plan.name}`}
            title="Delete"
            onClick={() => onDelete(plan)}
            disabled={deleting}
            className="text-muted-foreground hover:bg-danger-50 hover:text-danger-700"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
