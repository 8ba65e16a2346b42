import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { useDroppable } from '@dnd-kit/core';
import { TriangleAlert } from 'lucide-react';
import type { ResolvedDay } from '@/shared/schemas/meal-plans';
import { cn } from '@/client/lib/cn';
import { formatDayTitle } from '../lib/day-format';
import type { MealDropData } from '../lib/day-planner-context';
import { mealsOf } from '../lib/plan-moves';
import { compareToTarget } from '../lib/plan-targets';

export function dayTabId(dayNumber: number): string {
  return `plan-day-tab-${dayNumber}`;
}
export const dayPanelId = 'plan-day-panel';

type DayPillProps = {
  day: ResolvedDay;
  selected: boolean;
  targetCalories: number | null;
  /** the day type's name, when the day has one */
  typeName: string | null;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

function DayPill({ day, selected, targetCalories, typeName, onSelect, onKeyDown }: DayPillProps) {
  const f = useFormats();
  const data: MealDropData = { kind: 'day', dayNumber: day.dayNumber, where: `Day ${day.dayNumber}` };
  const { setNodeRef, isOver, active } = useDroppable({ id: `day:${day.dayNumber}`, data });
  const count = mealsOf(day.meals).length;
  const hasConflicts = mealsOf(day.meals).some((meal) => meal.conflicts.length > 0);
  const calories = day.totals.calories; // unrounded: energy is rounded once, in the unit shown
  const comparison = count > 0 ? compareToTarget(day.totals.calories, targetCalories) : null;
  // No calorie target: a full grey bar just says "planned".
  const fill = comparison ? Math.min(100, comparison.percent) : count > 0 ? 100 : 0;
  const barColour = comparison ? (comparison.tone === 'on-target' ? 'bg-brand-500' : 'bg-warning-400') : 'bg-input';

  return (
    <button
      ref={setNodeRef}
      type="button"
      role="tab"
      id={dayTabId(day.dayNumber)}
      aria-selected={selected}
      aria-controls={dayPanelId}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      aria-label={`${formatDayTitle(day, f)}${typeName ? `, ${typeName}` : ''}: ${count === 0 ? 'no meals yet' : `${count} ${count === 1 ? 'meal' : 'meals'}, ${f.energy(calories)}`}${hasConflicts ? ', has diet warnings' : ''}`}
      className={cn(
        'relative flex w-[5.5rem] shrink-0 cursor-pointer flex-col items-start gap-0.5 rounded-xl border px-3 pt-2 pb-2.5 text-left transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        selected
          ? 'border-brand-600 bg-brand-50 shadow-sm'
          : 'border-border bg-surface hover:border-input hover:bg-background',
        isOver && active !== null && 'border-brand-500 bg-brand-100 ring-2 ring-brand-400',
      )}
    >
      <span
        className={cn(
          'text-[0.7rem] font-medium tracking-wide uppercase',
          selected ? 'text-brand-800' : 'text-muted-foreground',
        )}
      >
        {f.weekday(day.date)}
      </span>
      <span
        className={cn('text-sm font-semibold', selected ? 'text-brand-900' : 'text-foreground')}
      >{`Day ${day.dayNumber}`}</span>
      <span className="text-[0.7rem] text-muted-foreground">{f.monthDay(day.date)}</span>
      {typeName ? (
        <span
          data-day-type
          className="mt-0.5 max-w-full truncate rounded bg-info-100 px-1 text-[0.65rem] font-semibold text-info-900"
        >
          {/* "Training day" is "Training" here: the pill is narrow, and every one of them is a day */}
          {typeName.replace(/\s+day$/i, '')}
        </span>
      ) : null}
      <span
        className={cn(
          'mt-1 text-[0.7rem] font-medium tabular-nums',
          count === 0 ? 'text-muted-foreground' : 'text-body',
        )}
      >
        {count === 0 ? 'Empty' : f.energy(calories)}
      </span>
      <span aria-hidden="true" className="mt-1 h-1 w-full overflow-hidden rounded-full bg-border/80">
        <span className={cn('block h-full rounded-full', barColour)} style={{ width: `${fill}%` }} />
      </span>
      {hasConflicts ? (
        <TriangleAlert aria-hidden="true" className="absolute top-2 right-2 size-3.5 text-warning-500" />
      ) : null}
    </button>
  );
}

type DayStripProps = {
  days: ResolvedDay[];
  selectedDay: number;
  /** the day's calorie target: its day type's, or the plan's */
  targetCaloriesOf: (day: ResolvedDay) => number | null;
  /** the day type's name of a day, or null */
  typeNameOf: (day: ResolvedDay) => string | null;
  onSelect: (dayNumber: number) => void;
};

/**
 * Every day of the plan as a row of tabs that scrolls sideways on a phone. Arrow keys, Home and End
 * move between days; each day is also a drop target, so a meal can be dragged onto another day.
 */
export function DayStrip({ days, selectedDay, targetCaloriesOf, typeNameOf, onSelect }: DayStripProps) {
  const listRef = useRef<HTMLDivElement>(null);

  // Keeps the chosen day in view sideways only: scrollIntoView would also scroll the page to the strip.
  useEffect(() => {
    const list = listRef.current;
    const tab = document.getElementById(dayTabId(selectedDay));
    if (!list || !tab) return;
    const left = tab.offsetLeft; // the list is the tabs' offset parent
    const right = left + tab.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = left - 16;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth + 16;
  }, [selectedDay]);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = days.findIndex((day) => day.dayNumber === selectedDay);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? days.length - 1
              : null;
    if (next === null || next < 0 || next >= days.length) return;
    event.preventDefault();
    onSelect(days[next].dayNumber);
    document.getElementById(dayTabId(days[next].dayNumber))?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Days of the plan"
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0.5"
    >
      {days.map((day) => (
        <DayPill
          key={day.dayNumber}
          day={day}
          selected={day.dayNumber === selectedDay}
          targetCalories={targetCaloriesOf(day)}
          typeName={typeNameOf(day)}
          onSelect={() => onSelect(day.dayNumber)}
          onKeyDown={handleKeyDown}
        />
      ))}
    </div>
  );
}
