import { describe, expect, it } from 'vitest';
import { shareLinkStateOf } from './share-link-state';

const now = new Date('2026-05-10T12:00:00Z');

describe('shareLinkStateOf', () => {
  it.each([
    [{ shareToken: 'tok', shareExpiresAt: null, status: 'active' as const }, 'active'],
    [{ shareToken: 'tok', shareExpiresAt: '2026-05-10T12:00:01Z', status: 'completed' as const }, 'active'],
    [{ shareToken: 'tok', shareExpiresAt: '2026-05-10T12:00:00Z', status: 'active' as const }, 'expired'],
    [{ shareToken: 'tok', shareExpiresAt: null, status: 'cancelled' as const }, 'cancelled'],
    [{ shareToken: null, shareExpiresAt: null, status: 'active' as const }, 'revoked'],
  ])('%o is %s', (plan, kind) => {
    expect(shareLinkStateOf(plan, now).kind).toBe(kind);
  });
});
