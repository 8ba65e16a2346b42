import { useState } from 'react';
import { ClipboardList, Plus, Search, SearchX, X } from 'lucide-react';
import type { MealPlan } from '@/shared/schemas/meal-plans';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Input } from '@/client/components/ui/input';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';
import { toast } from '@/client/components/ui/use-toast';
import { MealPlanCard } from './meal-plan-card';
import { useDeleteMealPlan } from './use-delete-meal-plan';
import { useMealPlans } from './use-meal-plans';

/** The plan's name, in any case: "VEGAN" finds "14 day vegan reset". */
function matchesSearch(plan: MealPlan, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || plan.name.toLowerCase().includes(needle);
}

function countOfPlans(count: number): string {
  return `${count} ${count === 1 ? 'meal plan' : 'meal plans'}`;
}

/** The searchable card grid on /meal-plans, with its loading, empty and no-match states. */
export function MealPlanList({ onCreate }: { onCreate: () => void }) {
  const mealPlans = useMealPlans();
  const deleteMealPlan = useDeleteMealPlan();
  const [query, setQuery] = useState('');

  const confirmAndDelete = (plan: MealPlan) => {
    if (!window.confirm('Are you sure you want to delete this meal plan? This action cannot be undone.')) return;
    deleteMealPlan.mutate(plan, {
      onSuccess: () => toast({ title: 'Meal plan deleted', description: `${plan.name} has been removed from your meal plans.` }),
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
      <Alert variant="destructive">
        <p className="font-medium">Your meal plans could not be loaded.</p>
        <p className="mt-1">{mealPlans.error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void mealPlans.refetch()}>
          Try again
        </Button>
      </Alert>
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

  const shown = mealPlans.data.filter((plan) => matchesSearch(plan, query));

  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search meal plans by name..."
            aria-label="Search meal plans"
            className="pl-9"
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.trim() ? `${shown.length} of ${countOfPlans(mealPlans.data.length)}` : countOfPlans(mealPlans.data.length)}
        </p>
      </div>

      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No meal plans found"
          description={`No meal plan's name contains “${query.trim()}”. Check the spelling or try a shorter word.`}
          action={
            <Button variant="outline" onClick={() => setQuery('')}>
              <X aria-hidden="true" />
              Clear search
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((plan) => (
            <li key={plan.id}>
              <MealPlanCard
                plan={plan}
                onDelete={confirmAndDelete}
                deleting={deleteMealPlan.isPending && deleteMealPlan.variables?.id === plan.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
