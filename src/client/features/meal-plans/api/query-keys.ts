const all = ['/api/meal-plans'] as const;

/**
 * A plan's page and its shopping list sit under the list's key: invalidating `all` refreshes every plan, and
 * `{ queryKey: list, exact: true }` only the list. A plan's nutrient targets are its client's (`clientKeys`).
 */
export const mealPlanKeys = {
  all,
  list: all,
  detail: (id: string) => [...all, id] as const,
  shoppingListText: (id: string) => [...all, id, 'shopping-list', 'txt'] as const,
};
