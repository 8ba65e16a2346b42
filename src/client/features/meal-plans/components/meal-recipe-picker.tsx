import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { BookOpen, Search, TriangleAlert } from 'lucide-react';
import { allergensFromWords, clientExclusions } from '@/shared/nutrition/allergen-screening';
import { clientAllergyName } from '@/shared/nutrition/client-allergies';
import { allergensOfSummary, type RecipeSummary } from '@/shared/schemas/recipes';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ShowMore, useProgressiveList } from '@/client/components/ui/progressive-list';
import { useRecipes } from '@/client/features/recipes';
import { useFormats } from '@/client/lib/use-formats';
import { cn } from '@/client/lib/cn';
import { MealImage } from './meal-image';

/** Name, cuisine or any tag, in any case. */
function matches(recipe: RecipeSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [recipe.name, recipe.cuisine ?? '', ...recipe.tags].some((text) => text.toLowerCase().includes(needle));
}

type MealRecipePickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Add breakfast", "Replace lunch" */
  title: string;
  /** "Day 1 · Monday, Jan 5" */
  dayTitle: string;
  /** the plan's client's allergies and restrictions: recipes that conflict are hidden until "Show all" */
  allergies: string[];
  restrictions?: string[];
  onPick: (recipe: RecipeSummary) => void;
};

/** Search the practitioner's recipes and the shared catalogue; one tap puts the recipe in the slot. */
export function MealRecipePicker({
  open,
  onOpenChange,
  title,
  dayTitle,
  allergies,
  restrictions = [],
  onPick,
}: MealRecipePickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b border-border px-5 py-4 pr-12 sm:px-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{dayTitle}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts with an empty search. */}
        {open ? <PickerBody allergies={allergies} restrictions={restrictions} onPick={onPick} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({
  allergies,
  restrictions,
  onPick,
}: {
  allergies: string[];
  restrictions: string[];
  onPick: (recipe: RecipeSummary) => void;
}) {
  const f = useFormats();
  // Allergy words that name no allergen ('kiwi') are screened against ingredient names, which only then are fetched.
  const recipes = useRecipes({
    withIngredientNames: allergies.some((allergy) => allergy.trim() !== '' && allergensFromWords(allergy).length === 0),
  });
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const searched = useDeferredValue(query);
  const screened = useMemo(() => {
    const client = { allergies, dietaryRestrictions: restrictions };
    return (recipes.data ?? [])
      .filter((recipe) => matches(recipe, searched))
      .map((recipe) => ({
        recipe,
        exclusions: clientExclusions({ ...recipe, allergens: allergensOfSummary(recipe) }, client),
      }));
  }, [recipes.data, searched, allergies, restrictions]);
  const hiddenCount = screened.filter((item) => item.exclusions.length > 0).length;
  const shown = showAll ? screened : screened.filter((item) => item.exclusions.length === 0);
  const page = useProgressiveList(shown, `${showAll} ${searched}`);
  const screening = allergies.length > 0 || restrictions.length > 0;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="grid gap-2.5 px-5 pt-4 pb-3 sm:px-6">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by name, cuisine or tag"
            aria-label="Search recipes"
            className="pl-9"
            autoFocus
          />
        </div>
        {screening ? (
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5 text-xs text-warning-900">
            <p className="flex min-w-0 flex-1 items-start gap-1.5">
              <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-warning-600" />
              <span>
                {`Screened for the client: ${[...allergies.map(clientAllergyName), ...restrictions].join(', ')}. `}
                {hiddenCount > 0
                  ? showAll
                    ? `${hiddenCount} conflicting ${hiddenCount === 1 ? 'recipe is' : 'recipes are'} shown, marked.`
                    : `${hiddenCount} conflicting ${hiddenCount === 1 ? 'recipe is' : 'recipes are'} hidden.`
                  : 'No recipe here conflicts.'}
              </span>
            </p>
            <label className="inline-flex shrink-0 cursor-pointer items-center gap-1.5 font-medium text-body">
              <input
                type="checkbox"
                checked={showAll}
                onChange={(event) => setShowAll(event.target.checked)}
                className="size-3.5 accent-brand-600"
              />
              Show all
            </label>
          </div>
        ) : null}
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain border-t border-border px-3 py-3 sm:px-4">
        {recipes.isPending ? (
          <div role="status" className="grid gap-2 p-2">
            <span className="sr-only">Loading recipes…</span>
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="flex items-center gap-3">
                <Skeleton className="size-12 rounded-lg" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </div>
            ))}
          </div>
        ) : recipes.isError ? (
          <Alert variant="destructive" className="m-2">
            <p className="font-medium">Recipes could not be loaded.</p>
            <p className="mt-1">{recipes.error.message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void recipes.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : recipes.data.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-10 text-center">
            <BookOpen aria-hidden="true" className="size-8 text-brand-600" strokeWidth={1.75} />
            <p className="mt-3 text-sm font-medium text-foreground">No recipes yet</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Add recipes on the{' '}
              <Link href="/recipes" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                Recipes page
              </Link>{' '}
              to plan them here.
            </p>
          </div>
        ) : shown.length === 0 ? (
          <p className="px-2 py-10 text-center text-sm text-muted-foreground">
            {screened.length > 0
              ? 'Every matching recipe conflicts with the client. Tick “Show all” to see them.'
              : `No recipe's name, cuisine or tags contain “${searched.trim()}”.`}
          </p>
        ) : (
          <>
            <ul aria-label="Recipes" className="grid grid-cols-[minmax(0,1fr)] gap-1">
              {page.visible.map(({ recipe, exclusions }) => (
                <li key={recipe.id}>
                  <button
                    type="button"
                    onClick={() => onPick(recipe)}
                    className={cn(
                      'flex w-full cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-left transition-colors',
                      'hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    )}
                  >
                    <MealImage imageUrl={recipe.imageUrl} className="size-12" />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium break-words text-foreground">{recipe.name}</span>
                      <span className="mt-0.5 block truncate text-xs text-muted-foreground">
                        {[recipe.cuisine, ...recipe.tags.slice(0, 3)].filter(Boolean).join(' · ') ||
                          (recipe.userId === null
                            ? 'Platewise catalogue'
                            : recipe.isOwn
                              ? 'Your recipe'
                              : 'Shared by a colleague')}
                      </span>
                      {exclusions.length ? (
                        <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-danger-800">
                          <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
                          {`Conflicts: ${exclusions.join(', ')}`}
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 text-right">
                      {recipe.nutrition ? (
                        <>
                          <span className="block text-sm font-semibold text-foreground tabular-nums">
                            {f.nutrient('calories', recipe.nutrition.calories)}
                          </span>
                          <span className="block text-[0.7rem] text-muted-foreground">per serving</span>
                        </>
                      ) : (
                        <span className="block text-xs text-muted-foreground">No nutrition</span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <ShowMore remaining={page.remaining} onMore={page.showMore} what="recipes" />
          </>
        )}
      </div>
    </div>
  );
}
