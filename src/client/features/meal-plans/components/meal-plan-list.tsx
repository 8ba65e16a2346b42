import { SearchableCardList } from '@/client/components/ui/searchable-card-list';
import { ClipboardList, Plus } from 'lucide-react';
import type { MealPlanSummary } from '@/shared/schemas/meal-plans';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';
import { toast } from '@/client/components/ui/use-toast';
import { MealPlanCard } from './meal-plan-card';
import { useDeleteMealPlan } from '../api/use-delete-meal-plan';
import { useMealPlans } from '../api/use-meal-plans';
import { useFormats } from '@/client/lib/use-formats';

/** The plan's name or its client's, in any case: "VEGAN" finds "14 day vegan reset", "okafor" every plan of Maya Okafor. */
function matchesSearch(plan: MealPlanSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return (
    !needle || plan.name.toLowerCase().includes(needle) || (plan.clientName?.toLowerCase().includes(needle) ?? false)
  );
}

/** The searchable card grid on /meal-plans, with its loading, empty and no-match states. */
export function MealPlanList({ onCreate }: { onCreate: () => void }) {
  const formats = useFormats();
  const mealPlans = useMealPlans();
  const deleteMealPlan = useDeleteMealPlan();

  const confirmAndDelete = (plan: MealPlanSummary) => {
    if (!window.confirm('Are you sure you want to delete this meal plan? This action cannot be undone.')) return;
    deleteMealPlan.mutate(plan, {
      onSuccess: () =>
        toast({ title: 'Meal plan deleted', description: `${plan.name} has been removed from your meal plans.` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete meal plan',
          description: error.message || 'An error occurred while deleting the meal plan.',
        }),
    });
  };

  if (mealPlans.isPending) {
    return <SkeletonCardGrid count={6} label="Loading meal plans" className="sm:grid-cols-1 md:grid-cols-2" />;
  }

  if (mealPlans.isError) {
    return (
      <ListLoadError what="meal plans" message={mealPlans.error.message} onRetry={() => void mealPlans.refetch()} />
    );
  }

  if (mealPlans.data.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title="No meal plans yet"
        description="Create a plan for one of your clients: set the dates and daily targets, then fill in the meals day by day and share it with a link or a PDF."
        action={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Create Your First Meal Plan
          </Button>
        }
      />
    );
  }

  return (
    <div className="grid gap-5">
      <SearchableCardList
        items={mealPlans.data}
        matches={matchesSearch}
        keyOf={(plan) => plan.id}
        searchPlaceholder="Search meal plans by name..."
        searchLabel="Search meal plans"
        countOf={(shown, total, searching) =>
          searching
            ? `${formats.number(shown)} of ${formats.count(total, 'meal plan')}`
            : formats.count(total, 'meal plan')
        }
        noMatch={{
          title: 'No meal plans found',
          description: (searched) =>
            `No meal plan's name or client contains “${searched}”. Check the spelling or try a shorter word.`,
        }}
        what="meal plans"
      >
        {(plan) => (
          <MealPlanCard
            plan={plan}
            onDelete={confirmAndDelete}
            deleting={deleteMealPlan.isPending && deleteMealPlan.variables?.id === plan.id}
          />
        )}
      </SearchableCardList>
    </div>
  );
}
