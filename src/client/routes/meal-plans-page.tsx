import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { PlanDraft } from '@/client/lib/plan-draft';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';
import { MealPlanFormDialogOnDemand, MealPlanList, useDashboardPlanDraft } from '@/client/features/meal-plans';

export function MealPlansPage() {
  // Arriving from the dashboard's Quick Meal Plan opens the dialog at once, filled in from those choices.
  const dashboardDraft = useDashboardPlanDraft();
  // The draft is kept while the dialog closes, so its title does not flip mid-animation.
  const [dialog, setDialog] = useState<{ open: boolean; draft: PlanDraft | null }>(() => ({
    open: dashboardDraft !== null,
    draft: dashboardDraft,
  }));
  const openForNew = () => setDialog({ open: true, draft: null });

  return (
    <>
      <PageHeader
        title="Meal Plans"
        description="Create and manage personalized meal plans for your clients, then share them with a link or a PDF."
        actions={
          <Button onClick={openForNew}>
            <Plus aria-hidden="true" />
            Create Meal Plan
          </Button>
        }
      />
      <MealPlanList onCreate={openForNew} />
      <MealPlanFormDialogOnDemand
        open={dialog.open}
        draft={dialog.draft}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </>
  );
}
