import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { localToday } from '@/shared/clients/age';
import { addDays } from '@/shared/dates/calendar-days';
import { planMealSlots } from '@/shared/schemas/meal-plans';
import { cn } from '@/client/lib/cn';
import { longDate, usePortalFormats } from '../lib/portal-formats';
import { mealStateOf } from '../lib/diary';
import { useDiary } from '../api/use-diary';
import { usePortalPlan } from '../api/use-portal-plan';
import { DiaryMealCard } from './diary-meal-card';
import { PortalLoadError, PortalSkeleton } from './portal-states';
import { WaterCard } from './water-card';

/** How many days back the diary's arrows go: a fortnight is what a client remembers of what they ate. */
const DAYS_BACK = 14;

/** The food diary: one day at a time, each meal logged as planned, as a portion, skipped or as something else. */
export function DiaryScreen() {
  const today = localToday();
  const [date, setDate] = useState(today);
  const diary = useDiary(date, date);
  const plan = usePortalPlan();
  const formats = usePortalFormats();
  const earliest = addDays(today, -DAYS_BACK);

  const planned = plan.data?.days.find((day) => day.date === date)?.meals ?? [];
  const data = diary.data;
  const logged = data?.meals.filter((meal) => meal.date === date) ?? [];
  const calories = logged.reduce((sum, meal) => sum + (meal.calories ?? 0), 0);

  return (
    <div className="grid gap-4">
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-subtle">{date === today ? 'Today' : longDate(formats, date)}</p>
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">Food diary</h1>
        </div>
        <div className="flex shrink-0 gap-1.5" role="group" aria-label="Day">
          <DayButton label="Previous day" disabled={date <= earliest} onClick={() => setDate(addDays(date, -1))}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </DayButton>
          <DayButton label="Next day" disabled={date >= today} onClick={() => setDate(addDays(date, 1))}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </DayButton>
        </div>
      </div>
      {date !== today ? <p className="-mt-2 text-sm text-body">{longDate(formats, date)}</p> : null}

      {diary.isPending || plan.isPending ? (
        <PortalSkeleton />
      ) : diary.isError || !data ? (
        <PortalLoadError what="Your diary" onRetry={() => diary.refetch()} />
      ) : (
        <>
          <p className="text-sm text-body" aria-live="polite">
            {logged.length === 0
              ? 'Nothing logged yet for this day.'
              : `${logged.length} of 4 meals logged${calories > 0 ? ` · about ${formats.energy(calories)}` : ''}`}
          </p>
          {planMealSlots.map((mealType) => (
            <DiaryMealCard
              key={`${date}-${mealType}`}
              date={date}
              mealType={mealType}
              planned={planned.find((meal) => meal.mealType === mealType)?.items ?? []}
              state={mealStateOf(date, mealType, data.meals, data.checkIns)}
            />
          ))}
          <WaterCard date={date} ml={data.water.find((day) => day.date === date)?.ml ?? 0} />
        </>
      )}
    </div>
  );
}

function DayButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex size-11 cursor-pointer items-center justify-center rounded-xl border border-border bg-white text-foreground shadow-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-40',
      )}
    >
      {children}
    </button>
  );
}
