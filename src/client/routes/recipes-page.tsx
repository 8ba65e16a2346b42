import { BookOpen } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function RecipesPage() {
  return (
    <>
      <PageHeader title="Recipes" description="Your own recipes, with ingredients and nutrition worked out per serving." />
      <BeingBuiltState
        icon={BookOpen}
        whatItWillDo="It will let you write custom recipes and use them in any client's meal plan."
      />
    </>
  );
}
