/**
 * The portal's answers belong to the client signed in to it, not to a practitioner: they sit under their own
 * root, so signing in or accepting an invitation drops them all at once (`all`).
 */
export const portalKeys = {
  all: ['portal'] as const,
  me: ['portal', 'me'] as const,
  plan: ['portal', 'plan'] as const,
  measurements: ['portal', 'measurements'] as const,
  shoppingList: ['portal', 'shopping-list'] as const,
  diaryAll: ['portal', 'diary'] as const,
  diary: (from: string, to: string) => ['portal', 'diary', from, to] as const,
  diaryRecipes: ['portal', 'diary-recipes'] as const,
  diaryFoods: (query: string) => ['portal', 'diary-foods', query] as const,
};
