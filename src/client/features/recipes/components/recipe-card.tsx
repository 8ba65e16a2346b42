import { Clock, Globe, Pencil, Trash2, Users, UtensilsCrossed } from 'lucide-react';
import { useFormats } from '@/client/lib/use-formats';
import type { NutrientKey } from '@/shared/nutrition/recipe-nutrition';
import type { RecipeSummary } from '@/shared/schemas/recipes';
import { Badge, type BadgeProps } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { AllergenBadges } from './allergen-labels';

const difficultyStyle: Record<
  NonNullable<RecipeSummary['difficulty']>,
  { label: string; variant: BadgeProps['variant'] }
> = {
  easy: { label: 'Easy', variant: 'default' },
  medium: { label: 'Medium', variant: 'warning' },
  hard: { label: 'Hard', variant: 'destructive' },
};

const macros: { key: NutrientKey & keyof NonNullable<RecipeSummary['nutrition']>; label: string }[] = [
  { key: 'protein', label: 'Protein' },
  { key: 'carbs', label: 'Carbs' },
  { key: 'fat', label: 'Fat' },
];

const MAX_TAGS = 3;

type RecipeCardProps = {
  recipe: RecipeSummary;
  onEdit: (recipe: RecipeSummary) => void;
  onDelete: (recipe: RecipeSummary) => void;
  deleting?: boolean;
};

/** One recipe in the grid: what a dietitian scans for (time, servings, macros) before opening it. */
export function RecipeCard({ recipe, onEdit, onDelete, deleting = false }: RecipeCardProps) {
  const f = useFormats();
  const totalMinutes = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  // 0 + 0 is "no time given" as far as a reader is concerned, not "0 min".
  const hasTime = totalMinutes > 0;
  // The catalogue is visible to everybody, so it is as public as a shared recipe.
  const isPublic = recipe.isPublic || recipe.userId === null;
  const partlyCounted = recipe.countedIngredients < recipe.ingredientCount;
  const allergenLabels = [
    ...recipe.contains.map((allergen) => ({ allergen, status: 'contains' as const })),
    ...recipe.mayContain.map((allergen) => ({ allergen, status: 'may contain' as const })),
    ...recipe.notReviewed.map((allergen) => ({ allergen, status: 'not reviewed' as const })),
  ];
  const shownTags = recipe.tags.slice(0, MAX_TAGS);
  const hiddenTags = recipe.tags.slice(MAX_TAGS);
  const difficulty = recipe.difficulty ? difficultyStyle[recipe.difficulty] : null;

  return (
    <Card className="flex h-full flex-col p-5 transition-shadow hover:shadow-raised">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base leading-snug font-semibold break-words text-foreground">{recipe.name}</h2>
        {isPublic ? (
          <span role="img" aria-label="Public recipe" title="Public recipe" className="mt-0.5 shrink-0 text-info-600">
            <Globe aria-hidden="true" className="size-4" />
          </span>
        ) : null}
      </div>

      <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-subtle">
        {hasTime ? (
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5 text-faint" />
            {f.minutes(totalMinutes)}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-3.5 text-faint" />
          {f.count(recipe.servings, 'serving')}
        </span>
      </p>

      <div className="flex-1">
        {recipe.description ? (
          <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-body">{recipe.description}</p>
        ) : null}

        {difficulty || recipe.cuisine || recipe.tags.length > 0 ? (
          <ul aria-label="Labels" className="mt-3 flex flex-wrap gap-1.5">
            {difficulty ? (
              <li>
                <Badge variant={difficulty.variant}>{difficulty.label}</Badge>
              </li>
            ) : null}
            {recipe.cuisine ? (
              <li className="max-w-full">
                <Badge variant="info" className="max-w-full capitalize">
                  <span className="truncate">{recipe.cuisine}</span>
                </Badge>
              </li>
            ) : null}
            {shownTags.map((tag) => (
              <li key={tag} className="max-w-full">
                <Badge variant="outline" className="max-w-full">
                  <span className="truncate">{tag}</span>
                </Badge>
              </li>
            ))}
            {hiddenTags.length > 0 ? (
              <li>
                <Badge variant="outline" title={hiddenTags.join(', ')} className="border-dashed text-muted-foreground">
                  {`+${hiddenTags.length} more`}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>

      {recipe.diets.length ? (
        <ul aria-label="Diets" className="mt-3 flex flex-wrap gap-1.5">
          {recipe.diets.map((diet) => (
            <li key={diet}>
              <Badge variant="default" className="capitalize">
                {diet}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {recipe.dietNotes.length ? (
        <ul aria-label="Diets not claimed" className="mt-2 space-y-0.5 text-xs text-subtle">
          {recipe.dietNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <AllergenBadges labels={recipe.ingredientCount ? allergenLabels : null} className="mt-2" />

      <div className="mt-4 rounded-lg bg-background px-3 py-2.5 ring-1 ring-muted">
        {recipe.nutrition ? (
          <>
            <p className="flex items-baseline justify-between gap-2">
              <span className="text-lg leading-none font-semibold text-foreground tabular-nums">
                {f.nutrient('calories', recipe.nutrition.calories)}
              </span>
              <span className="text-xs text-muted-foreground">per serving</span>
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
              {macros.map(({ key, label }) => (
                <div key={key} className="min-w-0">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium text-foreground-soft tabular-nums">
                    {f.nutrient(key, recipe.nutrition![key])}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No nutrition yet: no ingredient is linked to a food.</p>
        )}
        {partlyCounted && recipe.nutrition ? (
          <p className="mt-2 text-xs text-warning-800">
            {`Nutrition counts ${recipe.countedIngredients} of ${recipe.ingredientCount} ingredients`}
          </p>
        ) : null}
      </div>

      <div className="mt-3 flex min-h-8 items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <UtensilsCrossed aria-hidden="true" className="size-3.5" />
          {f.count(recipe.ingredientCount, 'ingredient')}
          {recipe.isOwn ? null : (
            <span className="before:mr-1.5 before:content-['·']">
              {recipe.userId === null ? 'Platewise catalogue' : 'Shared by a colleague'}
            </span>
          )}
        </p>
        {recipe.isOwn ? (
          <div className="-my-1 -mr-2 flex shrink-0">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Edit ${recipe.name}`}
              onClick={() => onEdit(recipe)}
              className="text-muted-foreground hover:text-foreground"
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete ${recipe.name}`}
              onClick={() => onDelete(recipe)}
              disabled={deleting}
              className="text-muted-foreground hover:bg-danger-50 hover:text-danger-700"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
