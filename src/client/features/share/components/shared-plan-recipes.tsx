import { AllergenBadges } from '@/client/features/recipes';
import { Clock, Users } from 'lucide-react';
import type { SharedPlan } from '@/shared/schemas/meal-plans';
import type { Formats } from '@/shared/format/formats';
import { formatIngredientAmount, formatMinutes } from '../lib/format-shared';

type SharedRecipe = SharedPlan['recipes'][number];

/** Weights need no second figure beside them. */
const massUnits = new Set(['g', 'kg', 'oz', 'lb']);

/** Every recipe the plan uses, once, with what to buy for it and how to make it. */
export function SharedPlanRecipes({ recipes, formats }: { recipes: SharedRecipe[]; formats: Formats }) {
  return (
    <ul className="grid gap-4">
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} formats={formats} />
        </li>
      ))}
    </ul>
  );
}

function RecipeCard({ recipe, formats }: { recipe: SharedRecipe; formats: Formats }) {
  const headingId = `recipe-${recipe.id}-name`;
  return (
    <article
      id={`recipe-${recipe.id}`}
      aria-labelledby={headingId}
      data-print-keep-together=""
      className="scroll-mt-4 rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5 print:rounded-none print:border-faint"
    >
      <h3 id={headingId} className="text-base leading-snug font-semibold break-words text-foreground sm:text-lg">
        {recipe.name}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-subtle">
        <span className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-3.5 text-faint" />
          {`Makes ${formats.number(recipe.servings, 2)} ${recipe.servings === 1 ? 'serving' : 'servings'}`}
        </span>
        {recipe.prepTime ? (
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5 text-faint" />
            {`Prep ${formatMinutes(formats, recipe.prepTime)}`}
          </span>
        ) : null}
        {recipe.cookTime ? (
          <span className="inline-flex items-center gap-1.5">
            {recipe.prepTime ? null : <Clock aria-hidden="true" className="size-3.5 text-faint" />}
            {`Cook ${formatMinutes(formats, recipe.cookTime)}`}
          </span>
        ) : null}
      </p>
      <AllergenBadges labels={recipe.ingredients.length ? recipe.allergenLabels : null} className="mt-2" />

      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8 print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:gap-8">
        <section aria-label={`Ingredients for ${recipe.name}`}>
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Ingredients</h4>
          {recipe.ingredients.length > 0 ? (
            <ul className="mt-2 divide-y divide-border text-sm">
              {recipe.ingredients.map((ingredient, index) => (
                <li key={`${ingredient.name}-${index}`} className="flex items-baseline justify-between gap-3 py-1.5">
                  <span className="min-w-0 break-words text-foreground-soft">{ingredient.name}</span>
                  <span className="shrink-0 text-right text-subtle tabular-nums">
                    {formatIngredientAmount(formats, ingredient.amount, ingredient.unit)}
                    {ingredient.weight && !massUnits.has(ingredient.unit) ? (
                      <span className="block text-xs text-muted-foreground" title={ingredient.weight.note}>
                        {ingredient.weight.estimated
                          ? `≈ ${formats.number(ingredient.weight.grams)} g, estimated`
                          : `${formats.number(ingredient.weight.grams)} g`}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">No ingredients listed.</p>
          )}
        </section>
        <section aria-label={`Instructions for ${recipe.name}`}>
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Instructions</h4>
          {recipe.instructions.trim() ? (
            <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-foreground-soft">
              {recipe.instructions.trim()}
            </p>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">No instructions written for this recipe.</p>
          )}
        </section>
      </div>
    </article>
  );
}
