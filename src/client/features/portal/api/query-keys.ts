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
};
