import type { IngredientUnit } from '@/shared/nutrition/units';
import type { Recipe, RecipeInput, RecipeValues } from '@/shared/schemas/recipes';

/** One ingredient row as the form holds it: text as typed, and '' for "no food chosen". */
export type IngredientDraft = { name: string; amount: string; unit: IngredientUnit; fdcId: number | '' };

/** A fresh row: grams, because every food converts from grams exactly. */
export function blankIngredient(): IngredientDraft {
  return { name: '', amount: '', unit: 'g', fdcId: '' };
}

/**
 * Rows the practitioner left exactly as saved keep their weighed grams (catalogue copies carry them), so an
 * edit elsewhere in the recipe does not shift its nutrition; a changed row is weighed from its new amount.
 */
export function withKnownWeights(values: RecipeValues, recipe?: Recipe): RecipeValues {
  if (!recipe) return values;
  return {
    ...values,
    ingredients: values.ingredients.map((line) => {
      const saved = recipe.ingredients.find(
        (item) =>
          item.grams !== undefined &&
          item.name === line.name &&
          item.amount === line.amount &&
          item.unit === line.unit &&
          item.fdcId === line.fdcId,
      );
      return saved ? { ...line, grams: saved.grams } : { ...line, grams: undefined };
    }),
  };
}

/**
 * What the form starts with: the recipe when editing, blanks with one empty ingredient row when adding.
 * Number boxes hold text, which the shared schema turns into numbers and nulls.
 */
export function recipeFormValues(recipe?: Recipe): RecipeInput {
  return {
    name: recipe?.name ?? '',
    description: recipe?.description ?? '',
    instructions: recipe?.instructions ?? '',
    // undefined, not '': the schema would read '' as 0 minutes (see emptyAsAbsent in the dialog).
    prepTime: recipe?.prepTime == null ? undefined : String(recipe.prepTime),
    cookTime: recipe?.cookTime == null ? undefined : String(recipe.cookTime),
    servings: recipe ? String(recipe.servings) : '1',
    ingredients: recipe?.ingredients.length
      ? recipe.ingredients.map((line): IngredientDraft => ({
          name: line.name,
          amount: String(line.amount),
          unit: line.unit,
          fdcId: line.fdcId ?? '',
        }))
      : [blankIngredient()],
    tags: recipe?.tags ?? [],
    cuisine: recipe?.cuisine ?? '',
    difficulty: recipe?.difficulty ?? '',
    isPublic: recipe?.isPublic ?? false,
  };
}
