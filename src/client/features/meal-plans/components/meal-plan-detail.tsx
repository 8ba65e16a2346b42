import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import type { MealPlanDetail as MealPlanDetailData } from '@/shared/schemas/meal-plans';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';
import { DayPlanner } from './day-planner';
import { MealPlanNotFound } from './meal-plan-detail-not-found';
import { useMealPlanDetail } from '../api/use-meal-plan-detail';
import { MealPlanDetailSkeleton } from './meal-plan-detail-skeleton';
import { PlanHeaderActions } from './plan-header-actions';
import { PlanOverviewCard } from './plan-overview-card';

function MealPlanDetailView({ plan }: { plan: MealPlanDetailData }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 sm:gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 text-subtle">
          <Link href="/meal-plans">
            <ArrowLeft aria-hidden="true" />
            Back to Meal Plans
          </Link>
        </Button>
      </div>
      <PageHeader
        className="mb-0 sm:mb-0"
        title={<span className="break-words">{plan.name}</span>}
        documentTitle={plan.name}
        description="Detailed meal plan view"
        actions={<PlanHeaderActions plan={plan} />}
      />
      <PlanOverviewCard plan={plan} />
      <DayPlanner plan={plan} />
    </div>
  );
}

/** /meal-plans/:id — the plan, its overview and the day-by-day editor. */
export function MealPlanDetailScreen({ id }: { id: string }) {
  const plan = useMealPlanDetail(id);
  if (plan.isPending) return <MealPlanDetailSkeleton />;
  if (plan.isError) return <MealPlanNotFound />;
  return <MealPlanDetailView plan={plan.data} />;
}
