import { CalendarClock, Salad } from 'lucide-react';
import { Link } from 'wouter';
import type { PortalPlan } from '@/shared/schemas/portal-plan';
import { energyText, longDate, usePortalFormats } from '../lib/portal-formats';
import { DayTypeTargets } from './day-type-targets';
import { MealCard } from './meal-card';
import { usePortalPlan } from '../api/use-portal-plan';
import { PortalEmpty, PortalLoadError, PortalSkeleton } from './portal-states';

export function NoPlanYet() {
  return (
    <PortalEmpty icon={Salad} title="No plan yet">
      Your dietitian has not shared a meal plan with you yet. You will find it here as soon as they do.
    </PortalEmpty>
  );
}

/** Today's meals with their recipes, each to check off. */
export function TodayScreen() {
  const plan = usePortalPlan();
  const formats = usePortalFormats();
  if (plan.isPending) return <PortalSkeleton />;
  if (plan.isError) return <PortalLoadError what="Your plan" onRetry={() => plan.refetch()} />;
  const { plan: current, today, days, checkIns } = plan.data;

  return (
    <div className="grid gap-4">
      <div>
        <p className="text-sm font-medium text-subtle">{longDate(formats, today)}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">Today’s meals</h1>
      </div>
      {!current ? <NoPlanYet /> : <TodayMeals plan={plan.data} />}
      {current ? (
        <p className="text-xs text-subtle">
          Plan: {current.name} · {formats.shortDayDate(current.startDate)} to {formats.shortDayDate(current.endDate)}
          {checkIns.length ? ` · ${checkIns.filter((row) => row.status === 'eaten').length} meals eaten so far` : ''}
        </p>
      ) : null}
      {current && days.length === 0 ? null : null}
    </div>
  );
}

function TodayMeals({ plan }: { plan: PortalPlan }) {
  const formats = usePortalFormats();
  const day = plan.days.find((candidate) => candidate.date === plan.today);
  if (!day) {
    const starts = plan.plan!.startDate > plan.today;
    return (
      <PortalEmpty
        icon={CalendarClock}
        title={starts ? `Your plan starts ${longDate(formats, plan.plan!.startDate)}` : 'Your plan has ended'}
      >
        {starts ? (
          <>
            See what is coming in the{' '}
            <Link href="/week" className="font-semibold text-(--brand-ink) underline">
              week ahead
            </Link>
            .
          </>
        ) : (
          'Your dietitian will share the next one with you.'
        )}
      </PortalEmpty>
    );
  }
  if (day.meals.length === 0) {
    return (
      <>
        <DayTypeTargets plan={plan.plan!} day={day} />
        <PortalEmpty icon={Salad} title="Nothing planned today">
          Eat as you and your dietitian agreed.
        </PortalEmpty>
      </>
    );
  }
  return (
    <>
      <DayTypeTargets plan={plan.plan!} day={day} />
      {day.totals.calories !== null ? (
        <p className="text-sm text-body">About {energyText(formats, day.totals.calories)} planned today.</p>
      ) : null}
      {day.meals.map((meal) => (
        <MealCard
          key={meal.mealType}
          date={day.date}
          mealType={meal.mealType}
          items={meal.items}
          checkIn={plan.checkIns.find((row) => row.date === day.date && row.mealType === meal.mealType)}
          canCheckIn
        />
      ))}
    </>
  );
}
