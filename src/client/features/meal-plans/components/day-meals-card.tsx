import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormats } from '@/client/lib/use-formats';
import { planMealSlots, type ResolvedDay } from '@/shared/schemas/meal-plans';
import { dayTypeOf, dayTypeTargetsText, type DayType } from '@/shared/schemas/day-types';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { formatDayTitle } from '../lib/day-format';
import { dayPanelId, dayTabId } from './day-strip';
import { MealSlot } from './meal-slot';

type DayMealsCardProps = {
  day: ResolvedDay;
  previousDay: number | null;
  nextDay: number | null;
  onSelect: (dayNumber: number) => void;
  /** the plan's day types; the day's type is chosen here when the plan has any */
  dayTypes?: DayType[] | null;
  onDayTypeChange?: (key: string | null) => void;
};

/** The selected day: its four meal sections, each ready to fill, change or drag from. */
export function DayMealsCard({ day, previousDay, nextDay, onSelect, dayTypes, onDayTypeChange }: DayMealsCardProps) {
  const f = useFormats();
  const type = dayTypeOf(dayTypes, day.dayType);
  return (
    <Card role="tabpanel" id={dayPanelId} aria-labelledby={dayTabId(day.dayNumber)} className="min-w-0 p-4 sm:p-5">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold tracking-tight text-foreground sm:text-lg">{formatDayTitle(day, f)}</h3>
        <div className="-mr-1.5 flex shrink-0">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Previous day"
            disabled={previousDay === null}
            onClick={() => previousDay !== null && onSelect(previousDay)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Next day"
            disabled={nextDay === null}
            onClick={() => nextDay !== null && onSelect(nextDay)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {dayTypes?.length && onDayTypeChange ? (
        <div className="-mt-1 mb-4 flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
          <label htmlFor={`day-type-${day.dayNumber}`} className="text-sm font-medium text-body">
            Day type
          </label>
          <NativeSelect
            id={`day-type-${day.dayNumber}`}
            className="sm:w-48"
            value={type?.key ?? ''}
            onChange={(event) => onDayTypeChange(event.target.value || null)}
          >
            <option value="">No day type (plan targets)</option>
            {dayTypes.map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
          {type ? <span className="text-xs text-muted-foreground tabular-nums">{dayTypeTargetsText(type)}</span> : null}
        </div>
      ) : null}
      <div className="grid gap-5">
        {planMealSlots.map((type) => (
          <MealSlot key={type} day={day} type={type} />
        ))}
      </div>
    </Card>
  );
}
