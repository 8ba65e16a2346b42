import { roundForDisplay, type NutrientKey, type Nutrition } from '@/shared/nutrition/recipe-nutrition';
import { useFormats } from '@/client/lib/use-formats';
import { Card } from '@/client/components/ui/card';
import type { Formats } from '@/shared/format/formats';
import { cn } from '@/client/lib/cn';
import { compareToTarget, TARGET_TOLERANCE_PERCENT, type TargetedNutrient } from '../lib/plan-targets';

const targeted: { key: TargetedNutrient; label: string }[] = [
  { key: 'calories', label: 'Calories' },
  { key: 'protein', label: 'Protein' },
  { key: 'carbs', label: 'Carbs' },
  { key: 'fat', label: 'Fat' },
];
const others: { key: Exclude<NutrientKey, TargetedNutrient>; label: string }[] = [
  { key: 'fiber', label: 'Fiber' },
  { key: 'sugar', label: 'Sugar' },
  { key: 'sodium', label: 'Sodium' },
];

/** The bar's track runs to 125 % of the target, so a day over target still shows how far over. */
const SCALE_PERCENT = 125;
const toTrack = (percent: number) => `${(Math.min(percent, SCALE_PERCENT) / SCALE_PERCENT) * 100}%`;

/** "1,850 / 2,000 kcal" (or "7,741 / 8,368 kJ"), "85.2 / 150 g" */
export function formatAgainstTarget(key: TargetedNutrient, value: number, target: number, f: Formats): string {
  if (key === 'calories') return `${f.number(f.energyValue(value))} / ${f.energy(target)}`;
  return `${f.number(roundForDisplay(key, value), 1, 1)} / ${f.number(target)} g`;
}

type TargetRowProps = {
  label: string;
  nutrient: TargetedNutrient;
  value: number;
  target: number | null;
  empty: boolean;
};

function TargetRow({ label, nutrient, value, target, empty }: TargetRowProps) {
  const f = useFormats();
  const comparison = compareToTarget(value, target);
  const onTarget = comparison?.tone === 'on-target';
  // A day with nothing planned yet is not "off target": it is not started, so no warning colour.
  const pillColour = empty
    ? 'bg-muted text-subtle'
    : onTarget
      ? 'bg-brand-100 text-brand-800'
      : 'bg-warning-100 text-warning-900';
  return (
    <li className="grid gap-1.5" data-nutrient={nutrient}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-body">{label}</span>
        <span className="flex items-baseline gap-2 tabular-nums">
          <span className="text-foreground">
            {comparison && target !== null
              ? formatAgainstTarget(nutrient, value, target, f)
              : f.nutrient(nutrient, value)}
          </span>
          {comparison ? (
            <>
              <span
                data-tone={comparison.tone}
                className={cn('rounded-full px-1.5 py-px text-xs font-semibold', pillColour)}
              >
                {`${comparison.percent}%`}
              </span>
              <span className="sr-only">{onTarget ? 'of target, on target' : 'of target, off target'}</span>
            </>
          ) : null}
        </span>
      </div>
      {comparison ? (
        <div aria-hidden="true" className="relative h-2.5 rounded-full bg-muted">
          {/* the ±10 % band around the target */}
          <span
            className="absolute inset-y-0 bg-brand-100"
            style={{
              left: toTrack(100 - TARGET_TOLERANCE_PERCENT),
              width: `${((2 * TARGET_TOLERANCE_PERCENT) / SCALE_PERCENT) * 100}%`,
            }}
          />
          <span
            className={cn('absolute inset-y-0 left-0 rounded-full', onTarget ? 'bg-brand-500' : 'bg-warning-400')}
            style={{ width: toTrack(comparison.percent) }}
          />
          <span className="absolute -inset-y-0.5 w-0.5 rounded-full bg-body" style={{ left: toTrack(100) }} />
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">No target set</p>
      )}
    </li>
  );
}

/** A total some food does not report: "at least" what the others give, or not known when they give nothing. */
function shownTotal(key: NutrientKey, value: number, incomplete: readonly string[], f: Formats): string {
  if (!incomplete.includes(key)) return f.nutrient(key, value);
  return value > 0 ? `≥ ${f.nutrient(key, value)}` : '—';
}

type DayTotalsCardProps = {
  title: string;
  totals: Nutrition;
  targets: Record<TargetedNutrient, number | null>;
  empty: boolean;
  /** nutrients some food of the day does not report (a label without sodium): their totals are "at least" */
  incomplete?: readonly string[];
};

/** The selected day's seven nutrients, the four with targets drawn as bars against them. */
export function DayTotalsCard({ title, totals, targets, empty, incomplete = [] }: DayTotalsCardProps) {
  const f = useFormats();
  const atLeast = others.filter(({ key }) => incomplete.includes(key));
  const anyTarget = targeted.some(({ key }) => targets[key] !== null && targets[key]! > 0);
  return (
    <Card className="p-5" aria-label={title} role="region">
      <h3 className="text-base font-semibold tracking-tight text-foreground">{title}</h3>
      {empty ? <p className="mt-1 text-sm text-muted-foreground">No meals planned for this day yet.</p> : null}
      <ul className="mt-4 grid gap-4">
        {targeted.map(({ key, label }) => (
          <TargetRow
            key={key}
            label={key === 'calories' && f.energyUnit === 'kJ' ? 'Energy' : label}
            nutrient={key}
            value={totals[key]}
            target={targets[key]}
            empty={empty}
          />
        ))}
      </ul>
      <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-border pt-4">
        {others.map(({ key, label }) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium text-foreground tabular-nums">
              {shownTotal(key, totals[key], incomplete, f)}
            </dd>
          </div>
        ))}
      </dl>
      {atLeast.length > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
          {`Some food of the day has no ${atLeast.map(({ label }) => label.toLowerCase()).join(' or ')} figure: ≥ means at least, — not known.`}
        </p>
      ) : null}
      {anyTarget ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
            {`Within ±${TARGET_TOLERANCE_PERCENT}% of target`}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-warning-400" />
            Further off
          </span>
        </p>
      ) : null}
    </Card>
  );
}
