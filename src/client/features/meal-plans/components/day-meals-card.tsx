import { ChevronLeft, ChevronRight } from 'lucide-react';
import { planMealSlots, type ResolvedDay } from '@/shared/schemas/meal-plans';
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
};

/** The selected day: its four meal sections, each ready to fill, change or drag from. */
export function DayMealsCard({ day, previousDay, nextDay, onSelect }: DayMealsCardProps) {
  return (
    <Card role="tabpanel" id={dayPanelId} aria-labelledby={dayTabId(day.dayNumber)} className="min-w-0 p-4 sm:p-5">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold tracking-tight text-foreground sm:text-lg">{formatDayTitle(day)}</h3>
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
      <div className="grid gap-5">
        {planMealSlots.map((type) => (
          <MealSlot key={type} day={day} type={type} />
        ))}
      </div>
    </Card>
  );
}
