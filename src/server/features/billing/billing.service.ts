import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { CreateSubscriptionResult, SubscriptionStatus } from '../../../shared/schemas/billing.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { stripeEvents, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { paymentsInBrowser } from '../../lib/third-party-sources.ts';
import {
  noPaymentProvider,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderSubscription,
} from '../../providers/payments/payment-provider.ts';
import { recordActivity } from '../activity/activity.service.ts';

/** A subscription in these states is running: it bills (or tries to), so another one must not be started. */
const RUNNING_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'paused'];
/** Finished for good: a new subscription may replace it. */
const ENDED_STATUSES = ['canceled', 'incomplete_expired'];
/** The events that can change a subscription. Anything else is acknowledged and ignored. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const NOT_CONFIGURED = 'Payment processing is not configured';

function paymentsOf(deps: AppDeps): PaymentProvider {
  return deps.payments ?? noPaymentProvider;
}

type BillingRow = {
  email: string;
  firstName: string;
  lastName: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string;
  subscriptionCurrentPeriodEnd: Date | null;
  subscriptionCancelAtPeriodEnd: boolean;
};

async function getBillingRow(db: Database, actor: Actor): Promise<BillingRow> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      stripeCustomerId: users.stripeCustomerId,
      stripeSubscriptionId: users.stripeSubscriptionId,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionCurrentPeriodEnd: users.subscriptionCurrentPeriodEnd,
      subscriptionCancelAtPeriodEnd: users.subscriptionCancelAtPeriodEnd,
    })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row) throw new AppError('unauthorized', 'Please sign in to continue');
  return row;
}

function isRunning(row: BillingRow): boolean {
  return row.stripeSubscriptionId !== null && RUNNING_STATUSES.includes(row.subscriptionStatus);
}

/** The practitioner's subscription as last reported by the payment provider (trial until there is one). */
export async function getSubscriptionStatus(deps: AppDeps, actor: Actor): Promise<SubscriptionStatus> {
  const row = await getBillingRow(deps.db, actor);
  const payments = paymentsOf(deps);
  const configured = paymentsInBrowser(deps);
  return {
    status: row.subscriptionStatus,
    hasSubscription: isRunning(row),
    currentPeriodEnd: row.subscriptionCurrentPeriodEnd
      ? Math.floor(row.subscriptionCurrentPeriodEnd.getTime() / 1000)
      : null,
    cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd,
    configured,
    publishableKey: configured ? payments.publishableKey : null,
    price: configured ? await payments.getPrice() : null,
  };
}

/**
 * Starts a subscription that waits for its first payment and answers the secret the browser confirms it with.
 * An unfinished attempt is picked up again rather than duplicated; a running subscription is a conflict.
 */
export async function createSubscription(
  deps: AppDeps,
  actor: Actor,
  ipAddress: string,
): Promise<CreateSubscriptionResult> {
  const payments = paymentsOf(deps);
  if (!payments.configured) throw new AppError('unavailable', NOT_CONFIGURED);
  const row = await getBillingRow(deps.db, actor);
  if (isRunning(row)) throw alreadySubscribed();

  try {
    if (row.stripeSubscriptionId && !ENDED_STATUSES.includes(row.subscriptionStatus)) {
      const resumed = await resumeUnfinished(deps, actor, row.stripeSubscriptionId);
      if (resumed) return resumed;
    }

    // The attempt is named after the subscription on record when this request began, never after one read
    // later: two presses that both saw the same record ask the provider with the same key and get the same
    // subscription back, even when the other press has stored its answer in between.
    const previous = row.stripeSubscriptionId;
    const customerId = row.stripeCustomerId ?? (await ensureCustomer(deps, actor, row));
    const subscription = await payments.createSubscription({
      customerId,
      userId: actor.id,
      attemptKey: `${actor.id}-after-${previous ?? 'none'}`,
    });
    // Only if nobody (a parallel request, an early webhook) recorded another subscription meanwhile.
    await deps.db
      .update(users)
      .set({ stripeSubscriptionId: subscription.id, ...stateOf(subscription) })
      .where(
        and(
          eq(users.id, actor.id),
          previous === null ? isNull(users.stripeSubscriptionId) : eq(users.stripeSubscriptionId, previous),
        ),
      );
    await recordActivity(deps.db, {
      actorId: actor.id,
      action: 'subscription.started',
      entityType: 'subscription',
      entityId: subscription.id,
      summary: 'Started a subscription',
      ipAddress,
      at: deps.clock.now(),
    });
    return { clientSecret: subscription.paymentSecret ?? null };
  } catch (error) {
    throw providerFailure(deps, error);
  }
}

/** An earlier attempt whose first payment is still open: answer its secret again. */
async function resumeUnfinished(
  deps: AppDeps,
  actor: Actor,
  subscriptionId: string,
): Promise<CreateSubscriptionResult | null> {
  let current: ProviderSubscription;
  try {
    current = await paymentsOf(deps).getSubscription(subscriptionId, { withPaymentSecret: true });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'not_found') return null;
    throw error;
  }
  await deps.db
    .update(users)
    .set(stateOf(current))
    .where(and(eq(users.id, actor.id), eq(users.stripeSubscriptionId, current.id)));
  if (RUNNING_STATUSES.includes(current.status)) throw alreadySubscribed();
  if (current.status === 'incomplete' && current.paymentSecret) return { clientSecret: current.paymentSecret };
  return null;
}

async function ensureCustomer(deps: AppDeps, actor: Actor, row: BillingRow): Promise<string> {
  const customerId = await paymentsOf(deps).createCustomer({
    userId: actor.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
  });
  await deps.db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, actor.id), isNull(users.stripeCustomerId)));
  // A parallel request may have stored one first (the provider answers both with the same customer anyway).
  return (await getBillingRow(deps.db, actor)).stripeCustomerId ?? customerId;
}

/** Cancel at the end of the paid period: only a running, active subscription that is not already ending. */
export async function cancelSubscription(deps: AppDeps, actor: Actor, ipAddress: string): Promise<SubscriptionStatus> {
  const row = await getBillingRow(deps.db, actor);
  if (!row.stripeSubscriptionId || !isRunning(row))
    throw new AppError('conflict', 'There is no subscription to cancel');
  if (row.subscriptionStatus !== 'active') {
    throw new AppError('conflict', 'Only an active subscription can be canceled; settle the open payment first');
  }
  if (row.subscriptionCancelAtPeriodEnd) throw new AppError('conflict', 'Your subscription is already set to end');
  const payments = paymentsOf(deps);
  if (!payments.configured) throw new AppError('unavailable', NOT_CONFIGURED);

  try {
    const subscription = await payments.cancelAtPeriodEnd(row.stripeSubscriptionId);
    await deps.db
      .update(users)
      .set(stateOf(subscription))
      .where(and(eq(users.id, actor.id), eq(users.stripeSubscriptionId, subscription.id)));
  } catch (error) {
    throw providerFailure(deps, error);
  }
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'subscription.cancel_requested',
    entityType: 'subscription',
    entityId: row.stripeSubscriptionId,
    summary: 'Canceled the subscription at the end of the period',
    ipAddress,
    at: deps.clock.now(),
  });
  return getSubscriptionStatus(deps, actor);
}

/**
 * Before a practice's account is erased (users/account-erasure.service.ts): a running subscription that would
 * renew is set to end at its period's end, so the provider charges no one for an account that is gone. One that
 * is not running, or already ending, needs nothing. When the provider cannot be reached the erasure does not
 * happen (503), rather than leave a subscription billing a deleted account.
 */
export async function endSubscriptionBeforeErasure(deps: AppDeps, actor: Actor, ipAddress: string): Promise<void> {
  const row = await getBillingRow(deps.db, actor);
  if (!row.stripeSubscriptionId || !isRunning(row) || row.subscriptionCancelAtPeriodEnd) return;
  const payments = paymentsOf(deps);
  if (!payments.configured) throw new AppError('unavailable', NOT_CONFIGURED);
  try {
    await payments.cancelAtPeriodEnd(row.stripeSubscriptionId);
  } catch (error) {
    throw providerFailure(deps, error);
  }
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'subscription.cancel_requested',
    entityType: 'subscription',
    entityId: row.stripeSubscriptionId,
    summary: 'Canceled the subscription at the end of the period (the account is being deleted)',
    ipAddress,
    at: deps.clock.now(),
  });
}

/**
 * A Stripe webhook delivery. Its signature is checked, then only its ids are used: the subscription is read
 * back from Stripe, so a late, repeated or out-of-order event can only ever write the current state. An
 * event id is handled once.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  payload: string,
  signatureHeader: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const payments = paymentsOf(deps);
  if (!payments.configured || !payments.webhooksConfigured)
    throw new AppError('unavailable', 'Stripe webhooks are not configured');
  let event;
  try {
    event = payments.verifyWebhook(payload, signatureHeader);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'rejected')
      throw new AppError('bad_request', error.message);
    throw error;
  }

  const [seen] = await deps.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };

  if (SUBSCRIPTION_EVENTS.has(event.type) && event.subscriptionId) {
    try {
      await storeSubscriptionState(deps.db, await payments.getSubscription(event.subscriptionId));
    } catch (error) {
      // Not ours (another account or mode): nothing to store. Anything else: answer 5xx, Stripe retries.
      if (!(error instanceof PaymentProviderError && error.kind === 'not_found')) throw providerFailure(deps, error);
      deps.logger.warn('stripe webhook names an unknown subscription', { eventId: event.id, type: event.type });
    }
  }
  // Recorded after the work: a failure above leaves the event unrecorded, so Stripe's retry does it again.
  const inserted = await deps.db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return { received: true, duplicate: inserted.length === 0 };
}

/**
 * Writes what Stripe says onto the practitioner who owns the subscription's customer: the customer id, read
 * from Stripe itself, decides who that is. A subscription other than the one on record is taken over only
 * when the one on record has ended, so a late event about an old subscription cannot undo a newer one.
 */
async function storeSubscriptionState(db: Database, subscription: ProviderSubscription): Promise<void> {
  const belongsHere: SQL[] = [isNull(users.stripeSubscriptionId), eq(users.stripeSubscriptionId, subscription.id)];
  if (!ENDED_STATUSES.includes(subscription.status))
    belongsHere.push(inArray(users.subscriptionStatus, ENDED_STATUSES));
  await db
    .update(users)
    .set({ stripeSubscriptionId: subscription.id, ...stateOf(subscription) })
    .where(and(eq(users.stripeCustomerId, subscription.customerId), or(...belongsHere)));
}

function stateOf(subscription: ProviderSubscription) {
  return {
    subscriptionStatus: subscription.status,
    subscriptionCurrentPeriodEnd: subscription.currentPeriodEnd,
    subscriptionCancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

function alreadySubscribed(): AppError {
  return new AppError('conflict', 'You already have an active subscription');
}

function providerFailure(deps: AppDeps, error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  switch (error.kind) {
    case 'not_configured':
      return new AppError('unavailable', NOT_CONFIGURED);
    case 'unavailable':
      return new AppError(
        'unavailable',
        'The payment service is not reachable right now. Please try again in a moment.',
        [],
        {
          'Retry-After': '30',
        },
      );
    default:
      // The provider's words can name our configuration (price ids, keys): they go to the log, not the page.
      deps.logger.warn('payment provider refused a request', { kind: error.kind, message: error.message });
      return new AppError('unavailable', 'Payment processing is not set up correctly. Please contact support.');
  }
}
