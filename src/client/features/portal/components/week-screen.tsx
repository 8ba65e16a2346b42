import { CalendarDays } from 'lucide-react';
import { energyText, longDate, usePortalFormats } from '../lib/portal-formats';
import { DayTypeTargets } from './day-type-targets';
import { MealCard } from './meal-card';
import { usePortalPlan } from '../api/use-portal-plan';
import { PortalEmpty, PortalLoadError, PortalSkeleton } from './portal-states';
import { NoPlanYet } from './today-screen';

/** The next seven days of the plan (from today, or from its start when it has not begun). */
export function WeekScreen() {
  const plan = usePortalPlan();
  const formats = usePortalFormats();
  if (plan.isPending) return <PortalSkeleton />;
  if (plan.isError) return <PortalLoadError what="Your plan" onRetry={() => plan.refetch()} />;
  const { plan: current, today, days, checkIns } = plan.data;
  const from = current && current.startDate > today ? current.startDate : today;
  const week = days.filter((day) => day.date >= from).slice(0, 7);

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">The week ahead</h1>
      {!current ? (
        <NoPlanYet />
      ) : week.length === 0 ? (
        <PortalEmpty icon={CalendarDays} title="Your plan has ended">
          Your dietitian will share the next one with you.
        </PortalEmpty>
      ) : (
        week.map((day) => (
          <section key={day.date} aria-label={longDate(formats, day.date)} className="grid gap-3">
            <div className="flex items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold text-foreground">
                {day.date === today ? 'Today' : longDate(formats, day.date)}
              </h2>
              {day.totals.calories !== null && day.meals.length ? (
                <span className="text-sm text-subtle">{energyText(formats, day.totals.calories)}</span>
              ) : null}
            </div>
            <DayTypeTargets plan={current} day={day} />
            {day.meals.length === 0 ? (
              <p className="rounded-xl border border-dashed border-input px-4 py-3 text-sm text-subtle">
                Nothing planned.
              </p>
            ) : (
              day.meals.map((meal) => (
                <MealCard
                  key={meal.mealType}
                  date={day.date}
                  mealType={meal.mealType}
                  items={meal.items}
                  checkIn={checkIns.find((row) => row.date === day.date && row.mealType === meal.mealType)}
                  canCheckIn={day.date <= today}
                />
              ))
            )}
          </section>
        ))
      )}
    </div>
  );
}
