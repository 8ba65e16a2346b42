import { useState } from 'react';
import { BookOpen, Plus, SearchX, X } from 'lucide-react';
import type { Recipe } from '@/shared/schemas/recipes';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { ListSearchBar } from '@/client/components/ui/list-search-bar';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';
import { toast } from '@/client/components/ui/use-toast';
import { RecipeCard } from './recipe-card';
import { countOf } from './format-nutrient';
import { useDeleteRecipe } from './use-delete-recipe';
import { useRecipes } from './use-recipes';

/** Name, cuisine or any tag, in any case: "OATS", "italian" and "high-protein" all find something. */
function matchesSearch(recipe: Recipe, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [recipe.name, recipe.cuisine ?? '', ...recipe.tags].some((text) => text.toLowerCase().includes(needle));
}

type RecipeListProps = {
  onAdd: () => void;
  onEdit: (recipe: Recipe) => void;
};

/** The searchable card grid on /recipes, with its loading, empty and no-match states. */
export function RecipeList({ onAdd, onEdit }: RecipeListProps) {
  const recipes = useRecipes();
  const deleteRecipe = useDeleteRecipe();
  const [query, setQuery] = useState('');

  const confirmAndDelete = (recipe: Recipe) => {
    if (!window.confirm('Are you sure you want to delete this recipe? This action cannot be undone.')) return;
    deleteRecipe.mutate(recipe.id, {
      onSuccess: () => toast({ title: 'Recipe deleted', description: `${recipe.name} has been removed from your recipes.` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete recipe',
          description: error.message || 'An error occurred while deleting the recipe.',
        }),
    });
  };

  if (recipes.isPending) return <SkeletonCardGrid count={6} label="Loading recipes" className="sm:grid-cols-1 md:grid-cols-2" />;

  if (recipes.isError) {
    return <ListLoadError what="recipes" message={recipes.error.message} onRetry={() => void recipes.refetch()} />;
  }

  if (recipes.data.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title="No recipes yet"
        description="Write down the dishes you recommend: nutrition per serving is worked out from the USDA food data as you add ingredients."
        action={
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add Your First Recipe
          </Button>
        }
      />
    );
  }

  const shown = recipes.data.filter((recipe) => matchesSearch(recipe, query));

  return (
    <div className="grid gap-5">
      <ListSearchBar value={query} onChange={setQuery} placeholder="Search by name, cuisine or tag" label="Search recipes" count={query.trim() ? `${shown.length} of ${countOf(recipes.data.length, 'recipe')}` : countOf(recipes.data.length, 'recipe')} />

      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No recipes found"
          description={`No recipe's name, cuisine or tags contain “${query.trim()}”. Check the spelling or try a shorter word.`}
          action={
            <Button variant="outline" onClick={() => setQuery('')}>
              <X aria-hidden="true" />
              Clear search
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard
                recipe={recipe}
                onEdit={onEdit}
                onDelete={confirmAndDelete}
                deleting={deleteRecipe.isPending && deleteRecipe.variables === recipe.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
