const all = ['/api/foods'] as const;

/** The practice's own foods (issue 35); food search and compositions read them too, so a change marks those stale. */
export const customFoodKeys = {
  all,
  list: all,
  detail: (id: number) => [...all, id] as const,
  /** every food search answer: the practice's own foods lead them */
  searches: ['/api/nutrition/search'] as const,
  /** every compositions answer: a changed label changes a recipe's live nutrition */
  compositions: ['/api/nutrition/foods'] as const,
};
