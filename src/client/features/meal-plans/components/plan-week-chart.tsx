import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormats } from '@/client/lib/use-formats';
import type { ResolvedDay } from '@/shared/schemas/meal-plans';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';
import { formatDayTitle } from '../lib/day-format';
import { mealsOf } from '../lib/plan-moves';
import { compareToTarget } from '../lib/plan-targets';

const DAYS_PER_WEEK = 7;

type PlanWeekChartProps = {
  days: ResolvedDay[];
  selectedDay: number;
  targetCalories: number | null;
  /** with day types: each day's own calorie target */
  targetCaloriesOf?: (day: ResolvedDay) => number | null;
  onSelect: (dayNumber: number) => void;
};

/**
 * Calories per day for the week around the selected day, with the daily target as a dashed line.
 * Each bar is a button that opens its day.
 */
export function PlanWeekChart({ days, selectedDay, targetCalories, targetCaloriesOf, onSelect }: PlanWeekChartProps) {
  const f = useFormats();
  const selectedIndex = Math.max(
    0,
    days.findIndex((day) => day.dayNumber === selectedDay),
  );
  const week = Math.floor(selectedIndex / DAYS_PER_WEEK);
  const weeks = Math.ceil(days.length / DAYS_PER_WEEK);
  const shown = days.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK);
  const target = targetCalories !== null && targetCalories > 0 ? targetCalories : null;
  // With day types each day has its own target: a tick on its bar instead of one line across the week.
  const ownTargets = targetCaloriesOf ? shown.map((day) => targetCaloriesOf(day)) : null;
  const highest = Math.max(0, ...shown.map((day) => day.totals.calories));
  const scale = Math.max(highest * 1.1, (target ?? 0) * 1.25, ...(ownTargets ?? []).map((t) => (t ?? 0) * 1.25), 1);
  const height = (value: number) => `${Math.min(100, (value / scale) * 100)}%`;

  return (
    <Card className="p-5" role="region" aria-label={f.energyUnit === 'kJ' ? 'Energy by day' : 'Calories by day'}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-base font-semibold tracking-tight text-foreground">
            {f.energyUnit === 'kJ' ? 'Energy by day' : 'Calories by day'}
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {weeks > 1
              ? `Week ${week + 1} of ${weeks} · Days ${shown[0]?.dayNumber}–${shown[shown.length - 1]?.dayNumber}`
              : ownTargets
                ? 'Each day against its day type’s target'
                : target
                  ? `Daily target ${f.energy(target)}`
                  : 'No calorie target set'}
          </p>
        </div>
        {weeks > 1 ? (
          <div className="-mt-1 -mr-2 flex">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Previous week"
              disabled={week === 0}
              onClick={() => onSelect(days[(week - 1) * DAYS_PER_WEEK].dayNumber)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Next week"
              disabled={week >= weeks - 1}
              onClick={() => onSelect(days[(week + 1) * DAYS_PER_WEEK].dayNumber)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>

      <div className="relative mt-4">
        <div className="relative flex h-40 items-stretch gap-1.5 border-b border-input">
          {target && !ownTargets ? (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-dashed border-muted-foreground/70"
              style={{ bottom: height(target) }}
            >
              <span className="absolute right-0 bottom-0.5 rounded bg-surface/90 px-1 text-[0.65rem] font-medium text-subtle">
                {`Target ${f.number(f.energyValue(target))}`}
              </span>
            </div>
          ) : null}
          {shown.map((day, index) => {
            const calories = day.totals.calories; // unrounded: rounded once, in the unit shown
            const planned = mealsOf(day.meals).length > 0;
            const dayTarget = ownTargets ? ownTargets[index] : target;
            const comparison = planned ? compareToTarget(day.totals.calories, dayTarget) : null;
            const selected = day.dayNumber === selectedDay;
            const description = planned
              ? `${f.energy(calories)}${comparison ? `, ${comparison.percent}% of target` : ''}`
              : 'no meals yet';
            return (
              <button
                key={day.dayNumber}
                type="button"
                onClick={() => onSelect(day.dayNumber)}
                aria-label={`${formatDayTitle(day, f)}: ${description}`}
                aria-current={selected ? 'date' : undefined}
                className={cn(
                  'group relative flex min-w-0 flex-1 cursor-pointer flex-col justify-end rounded-t-md px-0.5 transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  'hover:bg-background',
                )}
              >
                <span
                  aria-hidden="true"
                  className="mb-1 block text-center text-[0.65rem] leading-none font-medium text-subtle tabular-nums"
                >
                  {planned ? f.number(f.energyValue(calories)) : ''}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'block w-full rounded-t-[3px]',
                    !planned
                      ? 'bg-border'
                      : !comparison
                        ? 'bg-faint'
                        : comparison.tone === 'on-target'
                          ? 'bg-brand-500'
                          : 'bg-warning-400',
                    selected && 'ring-2 ring-brand-700 ring-offset-1',
                  )}
                  style={{ height: planned ? height(day.totals.calories) : '3px' }}
                />
                {ownTargets && dayTarget ? (
                  <span
                    aria-hidden="true"
                    data-day-target={dayTarget}
                    className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-dashed border-muted-foreground/70"
                    style={{ bottom: height(dayTarget) }}
                  />
                ) : null}
              </button>
            );
          })}
        </div>
        <div aria-hidden="true" className="mt-1.5 flex gap-1.5">
          {shown.map((day) => (
            <span
              key={day.dayNumber}
              className={cn(
                'min-w-0 flex-1 text-center text-[0.65rem] leading-tight',
                day.dayNumber === selectedDay ? 'font-semibold text-brand-800' : 'text-muted-foreground',
              )}
            >
              <span className="block">{`D${day.dayNumber}`}</span>
              <span className="block">{f.weekday(day.date)}</span>
            </span>
          ))}
        </div>
      </div>
    </Card>
  );
}
