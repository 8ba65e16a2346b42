import { SearchableCardList } from '@/client/components/ui/searchable-card-list';
import { useFormats } from '@/client/lib/use-formats';
import { useMemo, useState } from 'react';
import { BookOpen, Plus } from 'lucide-react';
import type { RecipeSummary } from '@/shared/schemas/recipes';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { SegmentedControl } from '@/client/components/ui/segmented-control';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';
import { toast } from '@/client/components/ui/use-toast';
import { RecipeCard } from './recipe-card';
import { useDeleteRecipe } from '../api/use-delete-recipe';
import { useRecipes } from '../api/use-recipes';

/** Name, cuisine or any tag, in any case: "OATS", "italian" and "high-protein" all find something. */
function matchesSearch(recipe: RecipeSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [recipe.name, recipe.cuisine ?? '', ...recipe.tags].some((text) => text.toLowerCase().includes(needle));
}

type RecipeScope = 'mine' | 'shared';

/** Own recipes (incl. copies saved from the Recipe Database) apart from the shared catalogue and colleagues' public ones. */
function ScopeTabs({
  scope,
  onChange,
  counts,
}: {
  scope: RecipeScope;
  onChange: (scope: RecipeScope) => void;
  counts: Record<RecipeScope, number>;
}) {
  const f = useFormats();
  const tabs: { value: RecipeScope; label: string }[] = [
    { value: 'mine', label: 'My recipes' },
    { value: 'shared', label: 'Shared library' },
  ];
  return (
    <SegmentedControl
      look="tabs"
      aria-label="Which recipes"
      value={scope}
      onChange={onChange}
      options={tabs.map((tab) => ({
        value: tab.value,
        label: (
          <>
            {tab.label}{' '}
            <span className="font-normal text-muted-foreground tabular-nums">({f.number(counts[tab.value])})</span>
          </>
        ),
      }))}
    />
  );
}

type RecipeListProps = {
  onAdd: () => void;
  onEdit: (recipe: RecipeSummary) => void;
};

/** The searchable card grid on /recipes, with its loading, empty and no-match states. */
export function RecipeList({ onAdd, onEdit }: RecipeListProps) {
  const f = useFormats();
  const recipes = useRecipes();
  const deleteRecipe = useDeleteRecipe();
  const [scope, setScope] = useState<RecipeScope>('mine');
  const { own, shared } = useMemo(() => {
    const all = recipes.data ?? [];
    return { own: all.filter((recipe) => recipe.isOwn), shared: all.filter((recipe) => !recipe.isOwn) };
  }, [recipes.data]);
  const inScope = scope === 'mine' ? own : shared;

  const confirmAndDelete = (recipe: RecipeSummary) => {
    if (!window.confirm('Are you sure you want to delete this recipe? This action cannot be undone.')) return;
    deleteRecipe.mutate(recipe.id, {
      onSuccess: () =>
        toast({ title: 'Recipe deleted', description: `${recipe.name} has been removed from your recipes.` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete recipe',
          description: error.message || 'An error occurred while deleting the recipe.',
        }),
    });
  };

  if (recipes.isPending)
    return <SkeletonCardGrid count={6} label="Loading recipes" className="sm:grid-cols-1 md:grid-cols-2" />;

  if (recipes.isError) {
    return <ListLoadError what="recipes" message={recipes.error.message} onRetry={() => void recipes.refetch()} />;
  }

  const tabs = <ScopeTabs scope={scope} onChange={setScope} counts={{ mine: own.length, shared: shared.length }} />;

  if (inScope.length === 0) {
    return (
      <div className="grid gap-5">
        {tabs}
        {scope === 'mine' ? (
          <EmptyState
            icon={BookOpen}
            title="No recipes yet"
            description="Write down the dishes you recommend (nutrition per serving is worked out from the USDA food data as you add ingredients), or save one from the Recipe Database to adapt it."
            action={
              <Button onClick={onAdd}>
                <Plus aria-hidden="true" />
                Add Your First Recipe
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={BookOpen}
            title="No shared recipes yet"
            description="Recipes from the catalogue and colleagues' public recipes appear here."
          />
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      {tabs}
      <SearchableCardList
        items={inScope}
        matches={matchesSearch}
        keyOf={(recipe) => recipe.id}
        searchPlaceholder="Search by name, cuisine or tag"
        searchLabel="Search recipes"
        countOf={(shown, total, searching) =>
          searching ? `${f.number(shown)} of ${f.count(total, 'recipe')}` : f.count(total, 'recipe')
        }
        noMatch={{
          title: 'No recipes found',
          description: (searched) =>
            `No recipe's name, cuisine or tags contain “${searched}”. Check the spelling or try a shorter word.`,
        }}
        what="recipes"
        resetKey={scope}
      >
        {(recipe) => (
          <RecipeCard
            recipe={recipe}
            onEdit={onEdit}
            onDelete={confirmAndDelete}
            deleting={deleteRecipe.isPending && deleteRecipe.variables === recipe.id}
          />
        )}
      </SearchableCardList>
    </div>
  );
}
