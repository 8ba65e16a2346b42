import { AllergenDetails } from '@/client/features/recipes';
import { Clock, ExternalLink, Heart, Timer, Users } from 'lucide-react';
import { HEALTHY_SCORE, type ExternalRecipe } from '@/shared/schemas/recipe-database';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { useFormats } from '@/client/lib/use-formats';
import { capitalise } from '../lib/recipe-filters';
import { formatPrice } from './external-recipe-card';
import { RecipeImage } from './recipe-image';

type RecipeViewSheetProps = {
  recipe: ExternalRecipe | null;
  onOpenChange: (open: boolean) => void;
  onSave: (recipe: ExternalRecipe) => void;
  saving: boolean;
};

function formatAmount(amount: number): string {
  if (Number.isInteger(amount)) return String(amount);
  return String(Math.round(amount * 100) / 100);
}

/**
 * Everything about one recipe before saving it. Summary and instructions are HTML that the server has already
 * reduced to a few harmless tags (and the page's CSP allows no inline script), so they are shown as formatted.
 */
export function RecipeViewSheet({ recipe, onOpenChange, onSave, saving }: RecipeViewSheetProps) {
  const formats = useFormats();
  return (
    <Dialog open={recipe !== null} onOpenChange={onOpenChange}>
      <DialogContent side="right" className="p-0 sm:w-[min(34rem,calc(100%-3rem))] sm:max-w-xl">
        {recipe ? (
          <>
            <RecipeImage src={recipe.image} className="aspect-[16/10] w-full shrink-0" />
            <div className="flex flex-col gap-5 px-6 pb-8">
              <DialogHeader>
                <DialogTitle className="pr-8 text-xl">{recipe.title}</DialogTitle>
                <DialogDescription asChild>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-subtle">
                    {recipe.readyInMinutes ? (
                      <span className="inline-flex items-center gap-1.5">
                        <Clock aria-hidden="true" className="size-4 text-faint" /> Ready in{' '}
                        {formats.minutes(recipe.readyInMinutes)}
                      </span>
                    ) : null}
                    <span className="inline-flex items-center gap-1.5">
                      <Users aria-hidden="true" className="size-4 text-faint" />{' '}
                      {formats.count(recipe.servings, 'serving')}
                    </span>
                    {recipe.healthScore !== null ? (
                      <span className="inline-flex items-center gap-1.5">
                        <Heart aria-hidden="true" className="size-4 text-faint" /> Health score {recipe.healthScore}
                        {recipe.healthScore >= HEALTHY_SCORE ? <Badge className="ml-1">Healthy</Badge> : null}
                      </span>
                    ) : null}
                    {recipe.pricePerServing !== null ? (
                      <span className="inline-flex items-center gap-1.5">
                        <Timer aria-hidden="true" className="size-4 text-faint" /> {formatPrice(recipe.pricePerServing)}{' '}
                        per serving
                      </span>
                    ) : null}
                  </div>
                </DialogDescription>
              </DialogHeader>

              {recipe.cuisines.length || recipe.diets.length ? (
                <ul aria-label="Cuisines and diets" className="flex flex-wrap gap-1.5">
                  {recipe.cuisines.map((cuisine) => (
                    <li key={`c-${cuisine}`}>
                      <Badge variant="secondary">{capitalise(cuisine)}</Badge>
                    </li>
                  ))}
                  {recipe.diets.map((diet) => (
                    <li key={`d-${diet}`}>
                      <Badge>{capitalise(diet)}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}

              {recipe.nutrition ? (
                <dl className="grid grid-cols-4 gap-2 rounded-xl bg-muted/70 p-3 text-center">
                  {[
                    ['Calories', `${Math.round(recipe.nutrition.calories)}`],
                    ['Protein', `${Math.round(recipe.nutrition.protein)} g`],
                    ['Carbs', `${Math.round(recipe.nutrition.carbs)} g`],
                    ['Fat', `${Math.round(recipe.nutrition.fat)} g`],
                  ].map(([label, value]) => (
                    <div key={label}>
                      {/* slate-500 on the tinted panel is under 4.5:1; the body colour reads as a label and passes */}
                      <dt className="text-xs font-medium text-body">{label}</dt>
                      <dd className="text-sm font-semibold text-foreground">{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}

              {recipe.summary ? (
                <div
                  className="recipe-html text-sm leading-relaxed text-body"
                  dangerouslySetInnerHTML={{ __html: recipe.summary }}
                />
              ) : null}

              <section aria-labelledby="view-allergens">
                <h3 id="view-allergens" className="mb-2 text-sm font-semibold text-foreground">
                  Allergens
                </h3>
                <AllergenDetails labels={recipe.allergenLabels} />
              </section>

              <section aria-labelledby="view-ingredients">
                <h3 id="view-ingredients" className="mb-2 text-sm font-semibold text-foreground">
                  Ingredients
                </h3>
                <ul className="divide-y divide-border rounded-xl border border-border text-sm">
                  {recipe.extendedIngredients.map((line, index) => (
                    <li key={index} className="flex justify-between gap-3 px-3 py-2">
                      <span className="text-foreground-soft">{line.name}</span>
                      <span className="shrink-0 text-muted-foreground tabular-nums">
                        {formatAmount(line.amount)} {line.unit}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>

              {recipe.instructions ? (
                <section aria-labelledby="view-instructions">
                  <h3 id="view-instructions" className="mb-2 text-sm font-semibold text-foreground">
                    Instructions
                  </h3>
                  <div
                    className="recipe-html text-sm leading-relaxed text-body"
                    dangerouslySetInnerHTML={{ __html: recipe.instructions }}
                  />
                </section>
              ) : null}

              <div className="flex flex-col gap-2 sm:flex-row">
                <Button className="flex-1" onClick={() => onSave(recipe)} disabled={saving}>
                  {saving ? 'Saving...' : 'Save to my recipes'}
                </Button>
                {recipe.sourceUrl ? (
                  <Button variant="outline" asChild className="flex-1">
                    <a href={recipe.sourceUrl} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" /> Original
                    </a>
                  </Button>
                ) : null}
              </div>
              {recipe.sourceName && !recipe.sourceUrl ? (
                <p className="text-xs text-muted-foreground">From {recipe.sourceName}.</p>
              ) : null}
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
