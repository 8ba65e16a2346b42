import { useRef, useState } from 'react';
import { Card } from '@/client/components/ui/card';
import { SegmentedControl } from '@/client/components/ui/segmented-control';
import { cn } from '@/client/lib/cn';
import { useFormats } from '@/client/lib/use-formats';
import type { Formats } from '@/shared/format/formats';
import { assessAdequacy, averageDay, missingFactWords, type AdequacyRow } from '@/shared/nutrition/adequacy';
import { lifeStageLabel, upperLimitAppliesToFood } from '@/shared/nutrition/dri/dri';
import type { MealPlanDetail, ResolvedDay } from '@/shared/schemas/meal-plans';
import { lacksMicronutrients, mealsOf } from '../lib/plan-moves';
import { useNutrientTargets } from '../api/use-nutrient-targets';

/** An amount in the practice's locale: whole from 10 up, else to two decimals ("1,234", "0.45"). */
function amountText(f: Formats, value: number): string {
  return value >= 10 ? f.number(Math.round(value)) : f.number(value, 2);
}

function statusText(row: AdequacyRow): string {
  switch (row.status) {
    case 'short':
      return row.atLeast ? 'Short (at least)' : 'Short';
    case 'over-limit':
      return 'Over upper limit';
    case 'over-cdrr':
      return 'Over 2,300 mg';
    case 'unknown':
      return 'Not known';
    default:
      return 'Met';
  }
}

function AdequacyItem({ row }: { row: AdequacyRow }) {
  const f = useFormats();
  const percent = row.percent === null ? null : Math.round(row.percent);
  const flagged = row.status === 'over-limit' || row.status === 'over-cdrr';
  const tone =
    row.status === 'short'
      ? 'bg-warning-400'
      : flagged
        ? 'bg-danger-500'
        : row.status === 'met'
          ? 'bg-brand-500'
          : 'bg-input';
  const target = amountText(f, row.target.amount);
  const amount = row.amount === null ? '–' : `${row.atLeast ? '≥ ' : ''}${amountText(f, row.amount)}`;
  return (
    <li className="grid min-w-0 gap-1" data-nutrient={row.key} data-status={row.status}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="truncate font-medium text-foreground">{row.label}</span>
        <span
          className={cn(
            'shrink-0 tabular-nums',
            flagged
              ? 'font-semibold text-danger-700'
              : row.status === 'short'
                ? 'font-semibold text-warning-800'
                : 'text-body',
          )}
        >
          {percent === null ? statusText(row) : `${row.atLeast && row.status !== 'met' ? '≥ ' : ''}${percent}%`}
        </span>
      </div>
      <div className="relative h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <span
          className={cn('absolute inset-y-0 left-0 rounded-full', tone)}
          style={{ width: `${Math.min(100, percent ?? 0)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        <span className="sr-only">{statusText(row)}: </span>
        {`${amount} of ${target} ${row.unit}`}
        {row.target.kind === 'AI' ? ' (AI)' : row.target.kind === 'CDRR' ? ' limit' : ''}
        {row.status === 'over-limit' && row.target.upperLimit !== undefined
          ? ` · UL ${amountText(f, row.target.upperLimit)}`
          : ''}
      </p>
    </li>
  );
}

type Scope = 'day' | 'average';

/**
 * Vitamins, minerals, fibre and protein of the selected day, or of the plan's average planned day, against the
 * client's Dietary Reference Intakes: shortfalls first, excesses flagged, so the panel reads in seconds.
 */
export function NutrientAdequacyPanel({
  plan,
  day,
  saving = false,
}: {
  plan: MealPlanDetail;
  day: ResolvedDay;
  saving?: boolean;
}) {
  const [scope, setScope] = useState<Scope>('day');
  const clientId = plan.client?.id ?? null;
  const { data, isPending, isError } = useNutrientTargets(clientId);
  const planned = (candidate: ResolvedDay) => mealsOf(candidate.meals).length > 0;
  const average = averageDay(
    plan.days.map((candidate) => ({
      totals: candidate.totals,
      incomplete: candidate.incomplete,
      planned: planned(candidate),
    })),
  );
  const shown =
    scope === 'day'
      ? { totals: day.totals, incomplete: day.incomplete ?? [], empty: !planned(day) }
      : { totals: average.totals, incomplete: average.incomplete, empty: average.dayCount === 0 };
  // A change being saved: its days' vitamins and minerals come with the server's answer, moments later. Until
  // then the panel keeps the figures it last showed for this view, dimmed, so the page does not jump.
  const updating = saving && (scope === 'day' ? lacksMicronutrients(day) : plan.days.some(lacksMicronutrients));
  const view = `${scope} ${day.dayNumber}`;
  const lastShown = useRef<{ view: string; rows: AdequacyRow[] } | null>(null);
  const fresh =
    data?.lifeStage && !updating
      ? assessAdequacy(shown.totals, shown.incomplete, data.targets, upperLimitAppliesToFood)
      : null;
  if (fresh) lastShown.current = { view, rows: fresh };
  const rows = fresh ?? (updating && lastShown.current?.view === view ? lastShown.current.rows : []);
  const shortCount = rows.filter((row) => row.status === 'short').length;
  const flaggedCount = rows.filter((row) => row.status === 'over-limit' || row.status === 'over-cdrr').length;

  let body: React.ReactNode;
  if (!clientId)
    body = (
      <p className="text-sm text-muted-foreground">
        Assign a client to this plan to compare it with their Dietary Reference Intakes.
      </p>
    );
  else if (isPending) body = <p className="text-sm text-muted-foreground">Loading the client’s targets…</p>;
  else if (isError || !data)
    body = <p className="text-sm text-muted-foreground">The client’s targets could not be loaded.</p>;
  else if (!data.lifeStage)
    body = (
      <p className="text-sm text-muted-foreground">
        {data.missing.length
          ? `Add the client’s ${data.missing.map((fact) => missingFactWords[fact]).join(' and ')} to their profile to see their vitamin and mineral targets.`
          : (data.reason ?? 'No reference intakes for this client.')}
      </p>
    );
  else if (updating && rows.length === 0)
    body = (
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Updating vitamins and minerals…
      </p>
    );
  else if (shown.empty && !updating)
    body = (
      <p className="text-sm text-muted-foreground">
        {scope === 'day' ? 'No meals planned for this day yet.' : 'No meals planned in this plan yet.'}
      </p>
    );
  else
    body = (
      <>
        <p className="text-sm text-body" aria-live="polite">
          {updating
            ? 'Updating vitamins and minerals…'
            : shortCount === 0 && flaggedCount === 0
              ? 'Every target met.'
              : `${shortCount} short${flaggedCount ? `, ${flaggedCount} over a limit` : ''} of ${rows.length} targets.`}
        </p>
        <ul
          className={cn(
            // One column on a phone: two there cut the names short ("Vitami…" beside "Not known").
            'mt-3 grid grid-cols-1 gap-x-4 gap-y-3 transition-opacity min-[440px]:grid-cols-2 sm:gap-x-6 lg:grid-cols-4',
            updating && 'opacity-50',
          )}
          aria-label="Nutrients against targets, shortfalls first"
          aria-busy={updating}
        >
          {rows.map((row) => (
            <AdequacyItem key={row.key} row={row} />
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">
          Share of the RDA or AI met (sodium: of the 2,300 mg chronic-disease risk reduction intake). “≥” means some
          foods do not report the nutrient. Reference group: {lifeStageLabel(data.lifeStage)}.
        </p>
      </>
    );

  return (
    <Card className="p-5" role="region" aria-label="Vitamins and minerals">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-base font-semibold tracking-tight text-foreground">Vitamins &amp; minerals</h3>
        <SegmentedControl
          look="solid"
          aria-label="Show"
          value={scope}
          onChange={setScope}
          options={[
            { value: 'day', label: `Day ${day.dayNumber}` },
            {
              value: 'average',
              label: `Plan average${average.dayCount ? ` (${average.dayCount} ${average.dayCount === 1 ? 'day' : 'days'})` : ''}`,
            },
          ]}
        />
      </div>
      <div className="mt-3">{body}</div>
    </Card>
  );
}
