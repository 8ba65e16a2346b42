import type { AdminUser } from '@/shared/schemas/admin';

/** Full name, username or e-mail, any case: "okafor", "Maya O", "maya_" and "@clinic" all find Maya Okafor. */
export function matchesUserSearch(user: AdminUser, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystacks = [`${user.firstName} ${user.lastName}`, user.username, user.email];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

export function fullNameOf(user: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** Locked after too many failed sign-ins, and the lock has not run out yet. */
export function isLocked(user: Pick<AdminUser, 'lockedUntil'>, now: Date = new Date()): boolean {
  return user.lockedUntil !== null && new Date(user.lockedUntil).getTime() > now.getTime();
}

const ACTIVE_WINDOW_MS = 30 * 86_400_000;

/** Signed in during the last 30 days: the same rule as the server's "active users". */
export function isActive(user: Pick<AdminUser, 'lastLoginAt'>, now: Date = new Date()): boolean {
  return user.lastLoginAt !== null && now.getTime() - new Date(user.lastLoginAt).getTime() <= ACTIVE_WINDOW_MS;
}
