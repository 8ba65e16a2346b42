const all = ['/api/recipes'] as const;

/**
 * One whole recipe and the list with ingredient names sit under the list's key, so every recipe change that
 * invalidates `all` refreshes them too. The recipe database's keys (`/api/recipes/random`, ...) are other roots.
 */
export const recipeKeys = {
  all,
  list: all,
  listWithIngredientNames: [...all, { include: 'ingredientNames' }] as const,
  detail: (id: string) => [...all, id] as const,
};

/** USDA foods as the recipe form reads them: a search by its text, compositions by the sorted ids. */
export const foodKeys = {
  search: (text: string) => ['/api/nutrition/search', text] as const,
  compositions: (sortedIds: string) => ['/api/nutrition/foods', sortedIds] as const,
  /** every search answer: a practice's own statuses for a food change what the searches say of it */
  searches: ['/api/nutrition/search'] as const,
  allergens: (id: number) => ['/api/nutrition/foods', id, 'allergens'] as const,
};
