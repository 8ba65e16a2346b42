import { useState } from 'react';
import { Apple, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { RecipeSummary } from '@/shared/schemas/recipes';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';
import { RecipeFormDialogOnDemand, RecipeList } from '@/client/features/recipes';

export function RecipesPage() {
  // The edited recipe is kept while the dialog closes, so its title does not flip to "Add" mid-animation.
  const [dialog, setDialog] = useState<{ open: boolean; recipe?: RecipeSummary }>({ open: false });
  const openForNew = () => setDialog({ open: true });

  return (
    <>
      <PageHeader
        title="Recipes"
        description="Your own recipes and shared ones, with nutrition worked out per serving."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href="/foods">
                <Apple aria-hidden="true" />
                Your foods
              </Link>
            </Button>
            <Button onClick={openForNew}>
              <Plus aria-hidden="true" />
              Add Recipe
            </Button>
          </>
        }
      />
      <RecipeList onAdd={openForNew} onEdit={(recipe) => setDialog({ open: true, recipe })} />
      <RecipeFormDialogOnDemand
        open={dialog.open}
        recipe={dialog.recipe}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </>
  );
}
