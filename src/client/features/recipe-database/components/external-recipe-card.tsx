import { AllergenBadges } from '@/client/features/recipes';
import { Clock, Eye, Flame, Heart, Users } from 'lucide-react';
import { HEALTHY_SCORE, type ExternalRecipe } from '@/shared/schemas/recipe-database';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useFormats } from '@/client/lib/use-formats';
import { cardLabels, type AskedFor } from '../lib/card-labels';
import { RecipeImage } from './recipe-image';

type ExternalRecipeCardProps = {
  recipe: ExternalRecipe;
  /** the diet and cuisine the search asked for: shown first on the card */
  askedFor?: AskedFor;
  onView: (recipe: ExternalRecipe) => void;
  onSave: (recipe: ExternalRecipe) => void;
  saving: boolean;
};

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * A search result: picture, the facts a dietitian filters on, up to 2 cuisines and the diets (the one the search
 * asked for first), View and Save.
 */
export function ExternalRecipeCard({ recipe, askedFor, onView, onSave, saving }: ExternalRecipeCardProps) {
  const formats = useFormats();
  const labels = cardLabels(recipe, askedFor);
  const healthy = (recipe.healthScore ?? 0) >= HEALTHY_SCORE;
  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-raised">
      <div className="relative">
        <RecipeImage src={recipe.image} className="aspect-[16/10] w-full" />
        {healthy ? (
          <Badge className="absolute top-3 left-3 bg-white/95 text-brand-800 shadow-sm">
            <Heart aria-hidden="true" /> Healthy
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="text-base leading-snug font-semibold text-foreground">{recipe.title}</h2>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-subtle">
          {recipe.readyInMinutes ? (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-3.5 text-faint" />
              {formats.minutes(recipe.readyInMinutes)}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-3.5 text-faint" />
            {formats.count(recipe.servings, 'serving')}
          </span>
          {recipe.nutrition ? (
            <span className="inline-flex items-center gap-1.5">
              <Flame aria-hidden="true" className="size-3.5 text-faint" />
              {formats.energy(recipe.nutrition.calories)}
            </span>
          ) : null}
        </p>
        {recipe.nutrition ? (
          <p className="mt-1 text-xs text-muted-foreground">
            Protein {Math.round(recipe.nutrition.protein)} g · Carbs {Math.round(recipe.nutrition.carbs)} g · Fat{' '}
            {Math.round(recipe.nutrition.fat)} g per serving
          </p>
        ) : null}
        <div className="flex-1">
          {labels.length ? (
            <ul aria-label="Cuisines and diets" className="mt-3 flex flex-wrap gap-1.5">
              {labels.map((label) => (
                <li key={`${label.kind}-${label.text}`}>
                  <Badge variant={label.kind === 'diet' ? 'default' : 'secondary'}>{label.text}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <AllergenBadges labels={recipe.allergenLabels} className="mt-2" />
        </div>
        <div className="mt-4 flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>
            {recipe.healthScore !== null ? `Health score ${recipe.healthScore}` : null}
            {recipe.pricePerServing !== null ? ` · ${formatPrice(recipe.pricePerServing)} per serving` : null}
          </span>
        </div>
        <div className="mt-3 flex gap-2">
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            onClick={() => onView(recipe)}
            aria-label={`View ${recipe.title}`}
          >
            <Eye aria-hidden="true" /> View
          </Button>
          <Button
            size="sm"
            className="flex-1"
            onClick={() => onSave(recipe)}
            disabled={saving}
            aria-label={`Save ${recipe.title}`}
          >
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
