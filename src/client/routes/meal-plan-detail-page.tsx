import { Link } from 'wouter';
import { ArrowLeft, ClipboardList } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';

export function MealPlanDetailPage() {
  return (
    <>
      <PageHeader
        title="Meal plan"
        description="Every day, meal and macro of this plan at a glance."
        actions={
          <Button asChild variant="outline">
            <Link href="/meal-plans">
              <ArrowLeft aria-hidden="true" />
              All meal plans
            </Link>
          </Button>
        }
      />
      <BeingBuiltState
        icon={ClipboardList}
        whatItWillDo="It will show the plan day by day with nutrition totals, and let you share it with your client."
      />
    </>
  );
}
