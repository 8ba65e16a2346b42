import { useFormats } from '@/client/lib/use-formats';
import { CircleAlert, CircleCheck, LoaderCircle, RefreshCw } from 'lucide-react';
import { DAY_TOLERANCE_PERCENT } from '@/shared/nutrition/plan-targets';
import { planSlots, type GeneratedDay, type MacroKey } from '@/shared/schemas/generator';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';
import { GeneratedMealTile } from './generated-meal-tile';
import type { MealAddress, RegenerateTarget } from '../lib/generated-plan';

/** Beyond twice the tolerance a miss is shown in red rather than amber. */
const FAR_OFF_PERCENT = 2 * DAY_TOLERANCE_PERCENT;

export type DeviationTone = 'on-target' | 'near' | 'far';

/** Within ±5 % green, up to ±10 % amber, beyond that red. */
export function deviationTone(percent: number): DeviationTone {
  const off = Math.abs(percent);
  if (off <= DAY_TOLERANCE_PERCENT) return 'on-target';
  return off <= FAR_OFF_PERCENT ? 'near' : 'far';
}

const toneClasses: Record<DeviationTone, string> = {
  'on-target': 'bg-brand-100 text-brand-800',
  near: 'bg-warning-100 text-warning-900',
  far: 'bg-danger-100 text-danger-800',
};

const signed = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** "+1.2%", "−4.0%", "0.0%" */
export function formatDeviation(percent: number): string {
  return `${signed.format(percent).replace('-', '−')}%`;
}

const stats: { key: MacroKey; label: string; unit: string }[] = [
  { key: 'calories', label: 'Calories', unit: '' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
];

type GeneratedDayCardProps = {
  day: GeneratedDay;
  /** the day type's name, when the request had day types */
  typeName?: string | null;
  swapSource: MealAddress | null;
  frozen: boolean;
  regenerating: RegenerateTarget | null;
  onSwapStart: (address: MealAddress) => void;
  onSwapWith: (address: MealAddress) => void;
  onSwapCancel: () => void;
  onRegenerate: (target: RegenerateTarget) => void;
};

/** 'Day N': the day's meals, its totals against the targets with the deviation of each, and why it misses. */
export function GeneratedDayCard({
  day,
  typeName = null,
  swapSource,
  frozen,
  regenerating,
  onSwapStart,
  onSwapWith,
  onSwapCancel,
  onRegenerate,
}: GeneratedDayCardProps) {
  const formats = useFormats();
  const kilojoules = formats.energyUnit === 'kJ';
  // Energy in the practice's unit (rounded once, there), grams whole.
  const figure = (key: MacroKey, value: number) =>
    key === 'calories' ? formats.number(formats.energyValue(value)) : formats.number(Math.round(value));
  const titleId = `generated-day-${day.dayNumber}`;
  const wholeDay = regenerating?.dayNumber === day.dayNumber && !regenerating.mealType;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-day={day.dayNumber}
      className={cn('p-4 sm:p-5', wholeDay && 'opacity-70')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2.5">
          <h3
            id={titleId}
            className="text-base font-semibold tracking-tight text-foreground"
          >{`Day ${day.dayNumber}`}</h3>
          {typeName ? (
            <span className="rounded-full bg-info-100 px-2 py-0.5 text-xs font-semibold text-info-900">{typeName}</span>
          ) : null}
          {day.withinTolerance ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              On target
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-900">
              <CircleAlert aria-hidden="true" className="size-3.5" />
              Off target
            </span>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRegenerate({ dayNumber: day.dayNumber })}
          disabled={frozen || swapSource !== null}
          aria-label={`Regenerate Day ${day.dayNumber}`}
          title="Choose new meals for this day; the other days stay as they are"
        >
          {wholeDay ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RefreshCw aria-hidden="true" />}
          Regenerate day
        </Button>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stats.map(({ key, label: macroLabel, unit: macroUnit }) => {
          const label = key === 'calories' && kilojoules ? 'Energy' : macroLabel;
          const unit = key === 'calories' && kilojoules ? 'kJ' : macroUnit;
          const tone = deviationTone(day.deviation[key]);
          return (
            <div
              key={key}
              className="min-w-0 rounded-lg bg-background px-3 py-2 ring-1 ring-muted ring-inset"
              data-nutrient={key}
            >
              <dt className="flex items-center justify-between gap-1 text-xs text-muted-foreground">
                {label}
                <span
                  data-tone={tone}
                  className={cn(
                    'rounded-full px-1.5 py-px text-[0.7rem] font-semibold tabular-nums',
                    toneClasses[tone],
                  )}
                >
                  {formatDeviation(day.deviation[key])}
                </span>
              </dt>
              <dd className="mt-0.5 text-sm text-foreground tabular-nums">
                <span className="font-semibold">{figure(key, day.totals[key])}</span>
                <span className="text-xs text-muted-foreground">{` / ${figure(key, day.targets[key])}${unit ? ` ${unit}` : ''}`}</span>
              </dd>
            </div>
          );
        })}
      </dl>

      {day.notes.length ? (
        <ul className="mt-3 grid gap-1 rounded-lg border border-warning-200 bg-warning-50 px-3 py-2 text-sm text-warning-900">
          {day.notes.map((note) => (
            <li key={`${note.code}:${note.message}`} data-note={note.code} className="flex items-start gap-2">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{note.message}</span>
            </li>
          ))}
        </ul>
      ) : null}

      <ul className="mt-3 grid gap-2">
        {planSlots.map((mealType) => {
          const meal = day.meals[mealType];
          if (!meal) return null;
          const address = { dayNumber: day.dayNumber, mealType };
          return (
            <li key={mealType}>
              <GeneratedMealTile
                meal={meal}
                address={address}
                swapSource={swapSource}
                frozen={frozen}
                regenerating={
                  wholeDay || (regenerating?.dayNumber === day.dayNumber && regenerating.mealType === mealType)
                }
                onSwapStart={onSwapStart}
                onSwapWith={onSwapWith}
                onSwapCancel={onSwapCancel}
                onRegenerate={onRegenerate}
              />
            </li>
          );
        })}
      </ul>
      <EmptySlots day={day} />
    </Card>
  );
}

/** Slots the generator left empty (too few recipes passed the filters) are named, not silently missing. */
function EmptySlots({ day }: { day: GeneratedDay }) {
  const present = planSlots.filter((slot) => day.meals[slot]);
  if (present.length === 0)
    return <p className="mt-3 text-sm text-muted-foreground">No recipe fits this day with the chosen filters.</p>;
  return null;
}
