import { Link } from 'wouter';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { usePageTitle } from '@/client/lib/use-page-title';

function BackToMealPlans() {
  return (
    <Button asChild variant="outline">
      <Link href="/meal-plans">
        <ArrowLeft aria-hidden="true" />
        Back to Meal Plans
      </Link>
    </Button>
  );
}

/**
 * Shown for a missing plan, another practice's plan and a failed load alike: the server answers 404
 * for the first two on purpose, so the screen should not hint at the difference.
 */
export function MealPlanNotFound() {
  usePageTitle('Meal Plan Not Found');
  return (
    <EmptyState
      icon={FileQuestion}
      tone="danger"
      titleAs="h1"
      title="Meal Plan Not Found"
      description="The meal plan you're looking for doesn't exist."
      action={<BackToMealPlans />}
    />
  );
}

/** An address with no plan id in it. */
export function InvalidMealPlanId() {
  usePageTitle('Invalid meal plan ID');
  return (
    <EmptyState
      icon={FileQuestion}
      tone="danger"
      titleAs="h1"
      title="Invalid meal plan ID"
      description="This address does not point to a meal plan."
      action={<BackToMealPlans />}
    />
  );
}
