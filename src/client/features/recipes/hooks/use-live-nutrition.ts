import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  computeRecipeNutrition,
  type FoodComposition,
  type IngredientLine,
  type RecipeNutrition,
} from '@/shared/nutrition/recipe-nutrition';
import { ingredientUnits, type IngredientUnit } from '@/shared/nutrition/units';
import type { RecipeInput, RecipeValues } from '@/shared/schemas/recipes';
import { useFoodCompositions } from '../api/use-food-compositions';

/** A form row that takes part in the calculation; `index` is its place in the form. */
export type NutritionRow = { index: number; name: string; line: IngredientLine };

export type LiveNutrition = {
  rows: NutritionRow[];
  /** Same order as `rows`. */
  result: RecipeNutrition;
  servings: number;
  /** Food data for a newly picked food is on its way: a missing food is "loading", not "not found". */
  lookingUp: boolean;
  failed: boolean;
};

function toFoodId(value: unknown): number | null {
  const id = Number(value);
  return value !== '' && value != null && Number.isInteger(id) && id > 0 ? id : null;
}

/** The form's rows as the shared calculation takes them. Blank rows are left out: they cannot be saved anyway. */
function readRows(ingredients: RecipeInput['ingredients'] | undefined): NutritionRow[] {
  return (ingredients ?? []).flatMap((draft, index) => {
    const name = String(draft?.name ?? '').trim();
    const fdcId = toFoodId(draft?.fdcId);
    if (!name && fdcId === null) return [];
    const unit: IngredientUnit = ingredientUnits.includes(draft?.unit as IngredientUnit)
      ? (draft.unit as IngredientUnit)
      : 'g';
    // An empty box is "no amount", not 0 g, so the row is reported rather than silently counted as nothing.
    const amount = draft?.amount === '' || draft?.amount == null ? Number.NaN : Number(draft.amount);
    return [{ index, name, line: { name, amount, unit, fdcId } }];
  });
}

/** Servings as the server will read them: a whole number of at least 1, else 1. */
function readServings(value: unknown): number {
  const servings = Number(value);
  return value !== '' && Number.isInteger(servings) && servings >= 1 ? servings : 1;
}

/**
 * Nutrition of the recipe as it is being typed, from the same shared calculation the server runs on
 * save, so the form never promises a number the saved recipe will not show.
 */
export function useLiveNutrition(control: Control<RecipeInput, unknown, RecipeValues>): LiveNutrition {
  const ingredients = useWatch({ control, name: 'ingredients' });
  const servingsValue = useWatch({ control, name: 'servings' });
  const rows = readRows(ingredients);
  const servings = readServings(servingsValue);
  const compositions = useFoodCompositions(rows.flatMap((row) => (row.line.fdcId == null ? [] : [row.line.fdcId])));
  const foodsById = useMemo(
    () => new Map<number, FoodComposition>((compositions.data ?? []).map((food) => [food.id, food])),
    [compositions.data],
  );
  return {
    rows,
    result: computeRecipeNutrition(
      rows.map((row) => row.line),
      servings,
      foodsById,
    ),
    servings,
    lookingUp: compositions.isFetching,
    failed: compositions.isError,
  };
}
