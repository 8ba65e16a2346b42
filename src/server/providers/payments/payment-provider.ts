/**
 * Where subscriptions are paid: Stripe (STRIPE_SECRET_KEY + STRIPE_PRICE_ID), or nowhere (the embedded
 * default: every practitioner stays on the trial and the subscription page says payments are not configured).
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'none';
  /** A secret key and a price: subscriptions can be created. */
  readonly configured: boolean;
  /** Handed to the browser at run time, so the built app needs no key baked in. */
  readonly publishableKey: string | null;
  /** A webhook signing secret: events from the provider can be verified. */
  readonly webhooksConfigured: boolean;

  /** Returns the provider's customer id. The same user id always yields the same customer (idempotent). */
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  /**
   * A subscription to the configured price that waits for its first payment. `attemptKey` makes a repeat of
   * the same attempt (a double click, a retry after a lost answer) return the same subscription.
   */
  createSubscription(input: { customerId: string; userId: string; attemptKey: string }): Promise<ProviderSubscription>;
  /** Read back as the provider holds it now; the secret of its open first payment only when asked for. */
  getSubscription(id: string, options?: { withPaymentSecret?: boolean }): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(id: string): Promise<ProviderSubscription>;
  /** What the configured price costs, for the page; null when the provider cannot say right now. */
  getPrice(): Promise<SubscriptionPrice | null>;
  /** Checks the signature and age of a webhook delivery; throws PaymentProviderError('rejected') otherwise. */
  verifyWebhook(payload: string, signatureHeader: string | undefined): WebhookEvent;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's own words: incomplete, active, past_due, canceled, ... */
  status: string;
  /** End of the period paid for, or null when the provider has none. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The client secret that confirms the first payment in the browser; only when asked for and still open. */
  paymentSecret?: string | null;
}

export interface SubscriptionPrice {
  /** smallest currency unit (cents) */
  unitAmount: number | null;
  currency: string;
  /** month, year, ... ; null for a one-off price */
  interval: string | null;
  intervalCount: number;
}

/** Only the ids of an event are used: the state it describes is re-read from the provider. */
export interface WebhookEvent {
  id: string;
  type: string;
  /** The subscription the event is about, when there is one. */
  subscriptionId: string | null;
}

export type PaymentProviderFailure = 'not_configured' | 'unavailable' | 'not_found' | 'rejected' | 'invalid_request';

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

function notConfigured(): never {
  throw new PaymentProviderError('not_configured', 'Payment processing is not configured');
}

export const noPaymentProvider: PaymentProvider = {
  name: 'none',
  configured: false,
  publishableKey: null,
  webhooksConfigured: false,
  createCustomer: async () => notConfigured(),
  createSubscription: async () => notConfigured(),
  getSubscription: async () => notConfigured(),
  cancelAtPeriodEnd: async () => notConfigured(),
  getPrice: async () => null,
  verifyWebhook: () => notConfigured(),
};
