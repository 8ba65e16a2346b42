import type { BadgeProps } from '@/client/components/ui/badge';
import type { Formats } from '@/shared/format/formats';
import type { SubscriptionStatus } from '@/shared/schemas/billing';

const statusLabels: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  trial: 'Trial',
  past_due: 'Past Due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};

/** The spec's labels; any other status the payment provider reports is shown as it is. */
export function subscriptionStatusLabel(status: string): string {
  return statusLabels[status] ?? status;
}

const statusVariants: Record<string, BadgeProps['variant']> = {
  active: 'default',
  trialing: 'info',
  trial: 'info',
  past_due: 'warning',
  incomplete: 'warning',
  canceled: 'secondary',
};

export function subscriptionStatusVariant(status: string): BadgeProps['variant'] {
  return statusVariants[status] ?? 'secondary';
}

/** Cancel is offered only for a running, active subscription that is not already set to end. */
export function canCancel(status: SubscriptionStatus): boolean {
  return status.hasSubscription && status.status === 'active' && !status.cancelAtPeriodEnd;
}

/** The date the status card reports: the end when cancelled at period end, otherwise the next charge. */
export function billingDate(
  status: SubscriptionStatus,
): { label: 'Ends on' | 'Ended on' | 'Next billing date'; epochSeconds: number } | null {
  if (status.currentPeriodEnd === null) return null;
  if (status.status === 'canceled')
    return status.cancelAtPeriodEnd ? { label: 'Ended on', epochSeconds: status.currentPeriodEnd } : null;
  if (status.cancelAtPeriodEnd) return { label: 'Ends on', epochSeconds: status.currentPeriodEnd };
  if (status.hasSubscription) return { label: 'Next billing date', epochSeconds: status.currentPeriodEnd };
  return null;
}

/** The amount and how often it is charged: {amount: '$29.00', period: 'per month'} ('every 3 months'). */
export function priceParts(
  price: NonNullable<SubscriptionStatus['price']>,
): { amount: string; period: string | null } | null {
  if (price.unitAmount === null) return null;
  let amount: string;
  try {
    amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency.toUpperCase() }).format(
      price.unitAmount / 100,
    );
  } catch {
    amount = `${(price.unitAmount / 100).toFixed(2)} ${price.currency.toUpperCase()}`;
  }
  if (!price.interval) return { amount, period: null };
  return {
    amount,
    period: price.intervalCount > 1 ? `every ${price.intervalCount} ${price.interval}s` : `per ${price.interval}`,
  };
}

/** "$29.00 per month", for sentences. */
export function formatPrice(price: SubscriptionStatus['price']): string | null {
  const parts = price ? priceParts(price) : null;
  if (!parts) return null;
  return parts.period ? `${parts.amount} ${parts.period}` : parts.amount;
}

/** Stripe's epoch seconds as the practice reads a date: "Jan 5, 2026" / "5 Jan 2026". */
export function formatBillingDate(epochSeconds: number, formats: Pick<Formats, 'date'>): string {
  return formats.date(new Date(epochSeconds * 1000).toISOString());
}
