import type { MealPlan } from '@/shared/schemas/meal-plans';

/** What a plan's share link does for whoever opens it now. */
export type ShareLinkState =
  | { kind: 'active'; token: string; expiresAt: string | null }
  | { kind: 'expired'; token: string; expiresAt: string }
  | { kind: 'cancelled'; token: string; expiresAt: string | null }
  | { kind: 'revoked' };

/**
 * Worked out in the browser from the plan's fields, at the moment it is shown: the server's answer for the plan
 * page may be kept a while, and an expiry passes without any change to the plan.
 */
export function shareLinkStateOf(
  plan: Pick<MealPlan, 'shareToken' | 'shareExpiresAt' | 'status'>,
  now = new Date(),
): ShareLinkState {
  if (!plan.shareToken) return { kind: 'revoked' };
  if (plan.shareExpiresAt && Date.parse(plan.shareExpiresAt) <= now.getTime())
    return { kind: 'expired', token: plan.shareToken, expiresAt: plan.shareExpiresAt };
  if (plan.status === 'cancelled') return { kind: 'cancelled', token: plan.shareToken, expiresAt: plan.shareExpiresAt };
  return { kind: 'active', token: plan.shareToken, expiresAt: plan.shareExpiresAt };
}

/** Why a plan's link opens nothing, in the words the Share dialog and the copy button use. */
export function whyLinkDoesNotWork(state: ShareLinkState): string | null {
  switch (state.kind) {
    case 'active':
      return null;
    case 'revoked':
      return 'This plan has no share link: it was withdrawn.';
    case 'expired':
      return 'The share link has expired.';
    case 'cancelled':
      return 'The plan is cancelled, so its link shows nothing. Set the plan back to active to share it again.';
  }
}
