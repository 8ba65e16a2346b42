import { useState, type FormEvent } from 'react';
import { Database, Search, SearchX, SlidersHorizontal, Sparkles, X } from 'lucide-react';
import { MAX_SEARCH_TERM, type ExternalRecipe } from '@/shared/schemas/recipe-database';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Input } from '@/client/components/ui/input';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';
import { toast } from '@/client/components/ui/use-toast';
import { ExternalRecipeCard } from './external-recipe-card';
import type { AskedFor } from '../lib/card-labels';
import { activeFilterLabels, anyFilters, type RecipeFilters } from '../lib/recipe-filters';
import { RecipeFiltersSheet } from './recipe-filters-sheet';
import { useFeaturedRecipes } from '../api/use-featured-recipes';
import { useRecipeDatabaseInfo } from '../api/use-recipe-database-info';
import { useRecipeSearch, type SubmittedSearch } from '../api/use-recipe-search';
import { useSaveExternalRecipe } from '../api/use-save-external-recipe';
import { RecipeViewSheet } from './recipe-view-sheet';

const PAGE = 24;

function RecipeGrid({
  recipes,
  askedFor,
  onView,
  onSave,
  savingId,
}: {
  recipes: ExternalRecipe[];
  askedFor?: AskedFor;
  onView: (recipe: ExternalRecipe) => void;
  onSave: (recipe: ExternalRecipe) => void;
  savingId: string | null;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <ExternalRecipeCard
            recipe={recipe}
            askedFor={askedFor}
            onView={onView}
            onSave={onSave}
            saving={savingId === recipe.id}
          />
        </li>
      ))}
    </ul>
  );
}

function Banner() {
  const info = useRecipeDatabaseInfo();
  const total = info.data?.totalRecipes;
  return (
    <div className="mb-6 flex items-center gap-3 rounded-2xl border border-brand-100 bg-gradient-to-r from-brand-50 to-white px-4 py-3 sm:px-5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
        <Database aria-hidden="true" className="size-4" />
      </span>
      <p className="text-sm text-body">
        <strong className="font-semibold text-foreground" data-testid="recipe-count">
          {total === undefined ? '…' : `${total.toLocaleString('en-US')} Recipes Available`}
        </strong>
        <span className="hidden sm:inline">
          {' '}
          ·{' '}
          {info.data?.provider === 'spoonacular'
            ? 'searching Spoonacular'
            : 'original recipes by our kitchen, nutrition computed from USDA data'}
        </span>
      </p>
    </div>
  );
}

/** Recipe Database: search with Enter or the button, filter in a side sheet, view and save recipes. */
export function RecipeDatabaseScreen() {
  const [term, setTerm] = useState('');
  const [filters, setFilters] = useState<RecipeFilters>(anyFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [search, setSearch] = useState<SubmittedSearch | null>(null);
  const [viewing, setViewing] = useState<ExternalRecipe | null>(null);
  const results = useRecipeSearch(search);
  const featured = useFeaturedRecipes();
  const save = useSaveExternalRecipe();
  const active = activeFilterLabels(filters);

  const runSearch = (nextFilters = filters) => {
    const trimmed = term.trim();
    if (!trimmed) {
      toast({
        variant: 'destructive',
        title: 'Search Required',
        description: 'Please enter a search term to find recipes.',
      });
      return;
    }
    setSearch({ term: trimmed, filters: nextFilters, number: PAGE });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    runSearch();
  };
  const applyFilters = (next: RecipeFilters) => {
    setFilters(next);
    if (search) setSearch({ ...search, filters: next, number: PAGE });
  };
  const saveRecipe = (recipe: ExternalRecipe) =>
    save.mutate(recipe.id, {
      onSuccess: ({ alreadyExists }) =>
        toast(
          alreadyExists
            ? { title: 'Recipe Already Saved', description: `${recipe.title} is already in your recipes.` }
            : { title: 'Recipe Saved', description: `${recipe.title} has been added to your recipes.` },
        ),
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to save recipe. Please try again.' }),
    });
  const savingId = save.isPending ? (save.variables ?? null) : null;

  return (
    <>
      <Banner />
      <form role="search" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
          />
          <Input
            aria-label="Search recipes"
            placeholder="Search recipes, e.g. lentil soup, salmon, tofu"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            className="pl-9"
            maxLength={MAX_SEARCH_TERM}
          />
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" className="flex-1 sm:flex-none" onClick={() => setFiltersOpen(true)}>
            <SlidersHorizontal aria-hidden="true" /> Filters
            {active.length ? <Badge className="ml-0.5 px-1.5">{active.length}</Badge> : null}
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search aria-hidden="true" /> Search
          </Button>
        </div>
      </form>

      {active.length ? (
        <ul aria-label="Active filters" className="mt-3 flex flex-wrap gap-2">
          {active.map((filter) => (
            <li key={filter.name}>
              <button
                type="button"
                onClick={() => applyFilters({ ...filters, [filter.name]: 'any' })}
                className="inline-flex cursor-pointer items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
                aria-label={`Remove filter ${filter.label}`}
              >
                {filter.label} <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-6">
        {search === null ? (
          <section aria-labelledby="featured-heading">
            <h2
              id="featured-heading"
              className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
            >
              <Sparkles aria-hidden="true" className="size-4 text-brand-600" /> Featured recipes
            </h2>
            {featured.isPending ? (
              <SkeletonCardGrid count={6} label="Loading featured recipes" />
            ) : featured.isError ? (
              <ListLoadError
                what="featured recipes"
                message={featured.error.message}
                onRetry={() => void featured.refetch()}
              />
            ) : (
              <RecipeGrid recipes={featured.data.recipes} onView={setViewing} onSave={saveRecipe} savingId={savingId} />
            )}
          </section>
        ) : results.isPending ? (
          <SkeletonCardGrid count={6} label="Searching recipes" />
        ) : results.isError ? (
          <EmptyState
            icon={SearchX}
            tone="danger"
            title="Failed to search recipes"
            description={results.error.message}
            action={<Button onClick={() => void results.refetch()}>Try again</Button>}
          />
        ) : results.data.results.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No recipes found"
            description={
              active.length
                ? 'Try another word or remove a filter.'
                : 'Try another word, or a broader one (e.g. "soup").'
            }
          />
        ) : (
          <section aria-labelledby="results-heading">
            <h2 id="results-heading" className="mb-3 text-sm text-subtle" aria-live="polite">
              {results.data.totalResults.toLocaleString('en-US')}{' '}
              {results.data.totalResults === 1 ? 'recipe' : 'recipes'} for “{search.term}”
            </h2>
            <RecipeGrid
              recipes={results.data.results}
              askedFor={search.filters}
              onView={setViewing}
              onSave={saveRecipe}
              savingId={savingId}
            />
            {results.data.results.length < results.data.totalResults && search.number < 100 ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => setSearch({ ...search, number: Math.min(100, search.number + PAGE) })}
                  disabled={results.isFetching}
                >
                  {results.isFetching ? 'Loading…' : 'Show more'}
                </Button>
              </div>
            ) : null}
          </section>
        )}
      </div>

      <RecipeFiltersSheet open={filtersOpen} onOpenChange={setFiltersOpen} filters={filters} onApply={applyFilters} />
      <RecipeViewSheet
        recipe={viewing}
        onOpenChange={(open) => (open ? null : setViewing(null))}
        onSave={saveRecipe}
        saving={savingId !== null && savingId === viewing?.id}
      />
    </>
  );
}
