/** Words the recipe catalogue, the Recipe Database filters and the generator share (spec section 9). */

/**
 * A recipe's meal types: where the generator may place it in a day, one recipe per key (so 'snack', singular).
 * Not the keys of a saved plan day (`planMealSlots` in schemas/meal-plans, where 'snacks' holds a list).
 */
export const recipeMealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type RecipeMealType = (typeof recipeMealTypes)[number];

/** The Recipe Database 'type' filter options. */
export const dishTypes = [
  'main course',
  'side dish',
  'dessert',
  'appetizer',
  'salad',
  'bread',
  'breakfast',
  'soup',
  'beverage',
  'sauce',
  'marinade',
  'fingerfood',
  'snack',
  'drink',
] as const;
export type DishType = (typeof dishTypes)[number];

/** The seven cuisines of the filter list come first; the catalogue also cooks from these other kitchens. */
export const filterCuisines = ['italian', 'mexican', 'chinese', 'indian', 'french', 'thai', 'mediterranean'] as const;
export const cuisines = [
  ...filterCuisines,
  'american',
  'british',
  'caribbean',
  'greek',
  'japanese',
  'korean',
  'latin american',
  'middle eastern',
  'african',
  'spanish',
  'vietnamese',
  'nordic',
] as const;
export type Cuisine = (typeof cuisines)[number];

/** Diet labels, all derived from the ingredients' foods and nutrients. */
export const dietLabels = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'ketogenic',
  'paleo',
  'whole30',
] as const;
export type DietLabel = (typeof dietLabels)[number];
