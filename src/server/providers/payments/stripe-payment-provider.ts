import Stripe from 'stripe';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderSubscription,
  type SubscriptionPrice,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  priceId: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Another API host, e.g. a local stand-in in tests: http://127.0.0.1:4242 */
  apiBaseUrl?: string;
}

const PRICE_CACHE_MS = 10 * 60_000;
const PRICE_RETRY_MS = 60_000;

/**
 * Stripe through its official SDK (API version pinned by the SDK). Subscriptions follow Stripe's documented
 * "default_incomplete" flow: the subscription waits for its first invoice, whose confirmation secret the
 * browser confirms with Stripe.js; webhooks then report the outcome.
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...hostOptions(settings.apiBaseUrl),
  });
  let priceCache: { value: SubscriptionPrice | null; fetchedAt: number } | null = null;

  return {
    name: 'stripe',
    configured: true,
    publishableKey: settings.publishableKey ?? null,
    webhooksConfigured: Boolean(settings.webhookSecret),

    async createCustomer({ userId, email, name }) {
      const customer = await call(() =>
        stripe.customers.create(
          { email, name, metadata: { platewise_user_id: userId } },
          { idempotencyKey: `platewise-customer-${userId}` },
        ),
      );
      return customer.id;
    },

    async createSubscription({ customerId, userId, attemptKey }) {
      const subscription = await call(() =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: settings.priceId }],
            payment_behavior: 'default_incomplete',
            // Renewals charge the card used for the first payment.
            payment_settings: { save_default_payment_method: 'on_subscription' },
            // Since API 2025-03-31 an invoice carries its payment's client secret as confirmation_secret.
            expand: ['latest_invoice.confirmation_secret'],
            metadata: { platewise_user_id: userId },
          },
          // The price is part of the key: a repeat after the price changed is a new attempt, not a clash.
          { idempotencyKey: `platewise-subscription-${settings.priceId}-${attemptKey}` },
        ),
      );
      return toProviderSubscription(subscription, true);
    },

    async getSubscription(id, options = {}) {
      const subscription = await call(() =>
        stripe.subscriptions.retrieve(
          id,
          options.withPaymentSecret ? { expand: ['latest_invoice.confirmation_secret'] } : {},
        ),
      );
      return toProviderSubscription(subscription, Boolean(options.withPaymentSecret));
    },

    async cancelAtPeriodEnd(id) {
      const subscription = await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }));
      return toProviderSubscription(subscription, false);
    },

    async getPrice() {
      if (priceCache && Date.now() - priceCache.fetchedAt < (priceCache.value ? PRICE_CACHE_MS : PRICE_RETRY_MS))
        return priceCache.value;
      let value: SubscriptionPrice | null = null;
      try {
        // Short and without retries: the status page waits for this.
        const price = await stripe.prices.retrieve(settings.priceId, {}, { timeout: 3000, maxNetworkRetries: 0 });
        value = {
          unitAmount: price.unit_amount,
          currency: price.currency,
          interval: price.recurring?.interval ?? null,
          intervalCount: price.recurring?.interval_count ?? 1,
        };
      } catch {
        // The price is a courtesy on the page; the page works without it. Asked again a minute later.
      }
      priceCache = { value, fetchedAt: Date.now() };
      return value;
    },

    verifyWebhook(payload, signatureHeader) {
      if (!settings.webhookSecret)
        throw new PaymentProviderError('not_configured', 'Stripe webhooks are not configured');
      if (!signatureHeader) throw new PaymentProviderError('rejected', 'The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        // Default tolerance (300 s): an old delivery replayed later is refused by its timestamp.
        event = stripe.webhooks.constructEvent(payload, signatureHeader, settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new PaymentProviderError('rejected', 'The Stripe-Signature header does not match this payload');
        }
        throw new PaymentProviderError('rejected', 'The webhook payload is not a Stripe event');
      }
      // Correctly signed yet not shaped like an event (e.g. `{}`): refused, rather than failing on a missing field.
      const shape = (typeof event === 'object' && event !== null ? event : {}) as unknown as {
        id?: unknown;
        type?: unknown;
        data?: { object?: unknown } | null;
      };
      const idLike = (value: unknown): value is string =>
        typeof value === 'string' && /^[A-Za-z0-9_.]{1,255}$/.test(value);
      if (
        !idLike(shape.id) ||
        !idLike(shape.type) ||
        typeof shape.data?.object !== 'object' ||
        shape.data.object === null
      ) {
        throw new PaymentProviderError('rejected', 'The webhook payload is not a Stripe event');
      }
      return { id: event.id, type: event.type, subscriptionId: subscriptionIdOf(event) };
    },
  };
}

function hostOptions(apiBaseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBaseUrl) return {};
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Translates the SDK's errors into the few outcomes the service distinguishes. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.statusCode === 404) {
      throw new PaymentProviderError('not_found', error.message);
    }
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500
    ) {
      throw new PaymentProviderError('unavailable', error.message);
    }
    throw new PaymentProviderError('invalid_request', error.message);
  }
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

function toProviderSubscription(subscription: Stripe.Subscription, withPaymentSecret: boolean): ProviderSubscription {
  // Since API 2025-03-31 the billing period lives on each item; with one price there is one item.
  const periodEnds = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((end) => Number.isFinite(end));
  const result: ProviderSubscription = {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    currentPeriodEnd: periodEnds.length > 0 ? new Date(Math.min(...periodEnds) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
  if (withPaymentSecret) {
    const invoice = subscription.latest_invoice;
    result.paymentSecret =
      invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
  }
  return result;
}

/** The subscription an event is about; an invoice names it under parent (API 2025-03-31 on) or directly (older). */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return typeof object.id === 'string' ? object.id : null;
  if (event.type.startsWith('invoice.')) {
    const parent = object.parent as
      { subscription_details?: { subscription?: string | { id: string } } | null } | null | undefined;
    const fromParent = parent?.subscription_details?.subscription;
    const legacy = object.subscription as string | { id: string } | null | undefined;
    const subscription = fromParent ?? legacy;
    return subscription ? idOf(subscription) : null;
  }
  return null;
}
