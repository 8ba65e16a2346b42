import { PageHeader } from '@/client/components/layout/page-header';
import { GenerateMealPlanScreen } from '@/client/features/generator';

export function GenerateMealPlanPage() {
  return (
    <>
      <PageHeader
        title="Generate Meal Plan"
        description="Plan days of meals that hit a calorie and macro target, within the health filters you choose."
      />
      <GenerateMealPlanScreen />
    </>
  );
}
