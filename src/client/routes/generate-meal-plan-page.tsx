import { Sparkles } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function GenerateMealPlanPage() {
  return (
    <>
      <PageHeader title="Generate Meal Plan" description="Build a personalised plan from a client's calorie target, macros and food preferences." />
      <BeingBuiltState
        icon={Sparkles}
        whatItWillDo="It will draft a day-by-day plan that respects your client's targets and allergies, ready for you to fine-tune."
      />
    </>
  );
}
