import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@/shared/schemas/billing';
import { createFormats } from '@/shared/format/formats';
import {
  billingDate,
  canCancel,
  formatBillingDate,
  formatPrice,
  priceParts,
  subscriptionStatusLabel,
} from './subscription-display';

const base: SubscriptionStatus = {
  status: 'active',
  hasSubscription: true,
  currentPeriodEnd: 1_770_000_000,
  cancelAtPeriodEnd: false,
  configured: true,
  publishableKey: 'pk_test_x',
  price: null,
};

describe('subscription display', () => {
  it.each([
    ['active', 'Active'],
    ['trialing', 'Trial'],
    ['trial', 'Trial'],
    ['past_due', 'Past Due'],
    ['canceled', 'Canceled'],
    ['incomplete', 'Incomplete'],
    ['paused', 'paused'],
    ['incomplete_expired', 'incomplete_expired'],
  ])('labels %s as %s', (status, label) => {
    expect(subscriptionStatusLabel(status)).toBe(label);
  });

  it('offers cancel only for an active subscription that is not already ending', () => {
    expect(canCancel(base)).toBe(true);
    expect(canCancel({ ...base, cancelAtPeriodEnd: true })).toBe(false);
    expect(canCancel({ ...base, status: 'past_due' })).toBe(false);
    expect(canCancel({ ...base, hasSubscription: false, status: 'trial' })).toBe(false);
  });

  it('shows the end date when cancelled at period end, otherwise the next billing date', () => {
    expect(billingDate(base)).toEqual({ label: 'Next billing date', epochSeconds: 1_770_000_000 });
    expect(billingDate({ ...base, cancelAtPeriodEnd: true })).toEqual({
      label: 'Ends on',
      epochSeconds: 1_770_000_000,
    });
    expect(billingDate({ ...base, hasSubscription: false, status: 'incomplete' })).toBeNull();
    expect(billingDate({ ...base, currentPeriodEnd: null })).toBeNull();
    expect(billingDate({ ...base, status: 'canceled', hasSubscription: false, cancelAtPeriodEnd: true })).toEqual({
      label: 'Ended on',
      epochSeconds: 1_770_000_000,
    });
  });

  it("writes the billing date in the practice's locale", () => {
    // Midday UTC, so no time zone the test runs in moves it to another day.
    const midday = Date.UTC(2026, 1, 2, 12) / 1000;
    expect(formatBillingDate(midday, createFormats({ locale: 'en-US' }))).toBe('Feb 2, 2026');
    expect(formatBillingDate(midday, createFormats({ locale: 'en-GB' }))).toBe('2 Feb 2026');
  });

  it('writes prices the way an invoice would', () => {
    expect(formatPrice({ unitAmount: 2900, currency: 'usd', interval: 'month', intervalCount: 1 })).toBe(
      '$29.00 per month',
    );
    expect(priceParts({ unitAmount: 24000, currency: 'eur', interval: 'year', intervalCount: 1 })).toEqual({
      amount: '€240.00',
      period: 'per year',
    });
    expect(formatPrice({ unitAmount: 7500, currency: 'usd', interval: 'month', intervalCount: 3 })).toBe(
      '$75.00 every 3 months',
    );
    expect(formatPrice({ unitAmount: null, currency: 'usd', interval: 'month', intervalCount: 1 })).toBeNull();
    expect(formatPrice(null)).toBeNull();
  });
});
