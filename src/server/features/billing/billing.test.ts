import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStripeStandIn,
  type StripeStandIn,
  type WebhookDelivery,
} from '../../../../tests/support/stripe-stand-in.ts';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { stripeEvents, users } from '../../db/schema.ts';
import { createStripePaymentProvider } from '../../providers/payments/stripe-payment-provider.ts';

let stripe: StripeStandIn;
let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    payments: createStripePaymentProvider({
      secretKey: stripe.secretKey,
      priceId: stripe.priceId,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      apiBaseUrl: stripe.url,
    }),
  });
  unconfigured = await createTestApp();
});
afterAll(async () => {
  await Promise.all([t.close(), unconfigured.close()]);
  await stripe.close();
});

/** POSTs a delivery the way Stripe does: the exact bytes, JSON content type, the signature header, no cookie. */
function deliver(
  app: TestApp,
  delivery: Pick<WebhookDelivery, 'payload' | 'signature'>,
  signature: string | null = delivery.signature,
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
  };
  if (signature !== null) headers['stripe-signature'] = signature;
  return createAgent(app).request('POST', '/api/stripe/webhook', { rawBody: delivery.payload, headers });
}

async function deliverAll(deliveries: WebhookDelivery[]) {
  for (const delivery of deliveries) {
    const response = await deliver(t, delivery);
    expect(response.status, response.text).toBe(200);
  }
}

async function rowOf(userId: string) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** A practitioner who pressed Start Subscription: the subscription waits for its first payment. */
async function startedPractitioner() {
  const practitioner = await registerAgent(t);
  const started = await practitioner.agent.request('POST', '/api/subscription/create');
  expect(started.status, started.text).toBe(200);
  const subscriptionId = (await rowOf(practitioner.user.id)).stripeSubscriptionId!;
  return { ...practitioner, clientSecret: started.json.clientSecret as string, subscriptionId };
}

async function activePractitioner() {
  const practitioner = await startedPractitioner();
  await deliverAll(stripe.confirmFirstPayment(practitioner.subscriptionId));
  return practitioner;
}

const callsTo = (method: string, pathStart: string) =>
  stripe.requests.filter((request) => request.method === method && request.path.startsWith(pathStart)).length;

describe('without Stripe keys', () => {
  it('keeps the practitioner on the trial and says payments are not configured', async () => {
    const { agent } = await registerAgent(unconfigured);
    const status = await agent.request('GET', '/api/subscription/status');
    expect(status.status).toBe(200);
    expect(status.json).toEqual({
      status: 'trial',
      hasSubscription: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      configured: false,
      publishableKey: null,
      price: null,
    });
    const create = await agent.request('POST', '/api/subscription/create');
    expect(create.status).toBe(503);
    expect(create.json).toEqual({ code: 'UNAVAILABLE', message: 'Payment processing is not configured', errors: [] });
    const cancel = await agent.request('POST', '/api/subscription/cancel');
    expect(cancel.status).toBe(409);
    expect((await agent.request('GET', '/api/subscription/status')).json.status).toBe('trial');
  });

  it('refuses webhooks it cannot verify with 503, so Stripe keeps them for later', async () => {
    const response = await deliver(unconfigured, stripe.event('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(response.status).toBe(503);
    expect(response.json.message).toBe('Stripe webhooks are not configured');
  });

  it('lets no Stripe or chat origin into the page policy', async () => {
    const response = await createAgent(unconfigured).request('GET', '/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/stripe|tawk/);
    expect(response.headers.get('permissions-policy')).toContain('payment=()');
  });

  it('asks a signed-in visitor only, and answers no chat ids', async () => {
    expect((await createAgent(unconfigured).request('GET', '/api/subscription/status')).status).toBe(401);
    expect((await createAgent(unconfigured).request('GET', '/api/chat/config')).status).toBe(401);
    const { agent } = await registerAgent(unconfigured);
    expect((await agent.request('GET', '/api/chat/config')).json).toEqual({ propertyId: null, widgetId: null });
  });
});

describe('subscription lifecycle against the Stripe stand-in', () => {
  it('goes trial → incomplete → active (webhook) → ending at period end → canceled (webhook)', async () => {
    const { agent, user, input } = await registerAgent(t);

    const trial = await agent.request('GET', '/api/subscription/status');
    expect(trial.json).toMatchObject({
      status: 'trial',
      hasSubscription: false,
      configured: true,
      publishableKey: 'pk_test_standin',
    });
    expect(trial.json.price).toEqual({ unitAmount: 2900, currency: 'usd', interval: 'month', intervalCount: 1 });

    const created = await agent.request('POST', '/api/subscription/create');
    expect(created.status).toBe(200);
    expect(created.json.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/);
    const row = await rowOf(user.id);
    const customer = stripe.customers.get(row.stripeCustomerId!)!;
    expect(customer).toMatchObject({
      email: input.email,
      name: `${input.firstName} ${input.lastName}`,
      metadata: { platewise_user_id: user.id },
    });
    const createCall = stripe.requests.findLast(
      (request) => request.method === 'POST' && request.path === '/v1/subscriptions',
    )!;
    expect(createCall.params).toMatchObject({
      customer: customer.id,
      items: [{ price: stripe.priceId }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(createCall.idempotencyKey).toBeTruthy();
    expect(createCall.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}\./);

    const incomplete = await agent.request('GET', '/api/subscription/status');
    const periodEnd = (
      stripe.subscriptionJson(row.stripeSubscriptionId!).items as { data: { current_period_end: number }[] }
    ).data[0].current_period_end;
    expect(incomplete.json).toMatchObject({
      status: 'incomplete',
      hasSubscription: false,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });

    await deliverAll(stripe.confirmFirstPayment(row.stripeSubscriptionId!));
    const active = await agent.request('GET', '/api/subscription/status');
    expect(active.json).toMatchObject({
      status: 'active',
      hasSubscription: true,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });

    const again = await agent.request('POST', '/api/subscription/create');
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: 'CONFLICT', message: 'You already have an active subscription', errors: [] });

    const cancel = await agent.request('POST', '/api/subscription/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.json).toMatchObject({
      status: 'active',
      hasSubscription: true,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    expect(stripe.subscriptions.get(row.stripeSubscriptionId!)!.cancelAtPeriodEnd).toBe(true);
    const twice = await agent.request('POST', '/api/subscription/cancel');
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('Your subscription is already set to end');

    await deliverAll(stripe.endPeriod(row.stripeSubscriptionId!));
    const canceled = await agent.request('GET', '/api/subscription/status');
    expect(canceled.json).toMatchObject({ status: 'canceled', hasSubscription: false });
    expect((await agent.request('POST', '/api/subscription/cancel')).status).toBe(409);

    // Subscribing again after the end starts a new subscription for the same customer.
    const renewed = await agent.request('POST', '/api/subscription/create');
    expect(renewed.status).toBe(200);
    const after = await rowOf(user.id);
    expect(after.stripeCustomerId).toBe(row.stripeCustomerId);
    expect(after.stripeSubscriptionId).not.toBe(row.stripeSubscriptionId);
    expect(after.subscriptionStatus).toBe('incomplete');
  });

  it('gives back the open payment of an unfinished attempt instead of starting a second subscription', async () => {
    const { agent, clientSecret, subscriptionId } = await startedPractitioner();
    const subscriptionsBefore = stripe.subscriptions.size;
    const repeat = await agent.request('POST', '/api/subscription/create');
    expect(repeat.status).toBe(200);
    expect(repeat.json.clientSecret).toBe(clientSecret);
    expect(stripe.subscriptions.size).toBe(subscriptionsBefore);
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('incomplete');
  });

  it('makes one subscription of two simultaneous Start presses', async () => {
    const { agent, user } = await registerAgent(t);
    const before = stripe.subscriptions.size;
    const [first, second] = await Promise.all([
      agent.request('POST', '/api/subscription/create'),
      agent.request('POST', '/api/subscription/create'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json.clientSecret).toBe(second.json.clientSecret);
    expect(stripe.subscriptions.size).toBe(before + 1);
    expect((await rowOf(user.id)).stripeSubscriptionId).toBe([...stripe.subscriptions.keys()].at(-1));
  });

  it('makes one subscription when the second press finishes after the first had stored its subscription', async () => {
    // The interleaving that once made two: the second press reads the account, then waits at Stripe while the
    // first press creates the customer and the subscription and stores both.
    const { agent, user } = await registerAgent(t);
    const before = stripe.subscriptions.size;
    const held = stripe.holdNext('POST', '/v1/customers');
    const second = agent.request('POST', '/api/subscription/create');
    await held.arrived;
    const first = await agent.request('POST', '/api/subscription/create');
    expect(first.status, first.text).toBe(200);
    expect((await rowOf(user.id)).stripeSubscriptionId).not.toBeNull();
    held.release();
    const late = await second;
    expect(late.status, late.text).toBe(200);
    expect(late.json.clientSecret).toBe(first.json.clientSecret);
    expect(stripe.subscriptions.size).toBe(before + 1);
    expect((await rowOf(user.id)).stripeSubscriptionId).toBe([...stripe.subscriptions.keys()].at(-1));
  });

  it('only cancels an active subscription', async () => {
    const { agent } = await startedPractitioner();
    const response = await agent.request('POST', '/api/subscription/cancel');
    expect(response.status).toBe(409);
    expect(response.json.message).toBe('There is no subscription to cancel');
  });

  it('reports a failed renewal as past due, and refuses to cancel until it is settled', async () => {
    const { agent, subscriptionId } = await activePractitioner();
    await deliverAll(stripe.failRenewal(subscriptionId));
    const status = await agent.request('GET', '/api/subscription/status');
    expect(status.json).toMatchObject({ status: 'past_due', hasSubscription: true });
    expect((await agent.request('POST', '/api/subscription/create')).status).toBe(409);
    const cancel = await agent.request('POST', '/api/subscription/cancel');
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toMatch(/Only an active subscription/);
  });

  it('answers 503 and changes nothing when Stripe fails', async () => {
    const { agent, user } = await registerAgent(t);
    stripe.failNext(1, 500);
    const response = await agent.request('POST', '/api/subscription/create');
    expect(response.status).toBe(503);
    expect(response.json).toEqual({
      code: 'UNAVAILABLE',
      message: 'The payment service is not reachable right now. Please try again in a moment.',
      errors: [],
    });
    const row = await rowOf(user.id);
    expect(row.subscriptionStatus).toBe('trial');
    expect(row.stripeSubscriptionId).toBeNull();
  });
});

describe('Stripe webhook', () => {
  it('refuses a delivery without a signature, signed with another secret, altered, or older than five minutes', async () => {
    const { user, subscriptionId } = await startedPractitioner();
    const [paid] = stripe.confirmFirstPayment(subscriptionId);
    const eventsBefore = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(stripeEvents);
    const fiveMinutesAgo = Math.floor(Date.now() / 1000) - 301;

    const refusals = [
      await deliver(t, paid, null),
      await deliver(t, paid, stripe.sign(paid.payload, { secret: 'whsec_someone_else' })),
      await deliver(t, {
        payload: paid.payload.replace('"livemode": false', '"livemode": true'),
        signature: paid.signature,
      }),
      await deliver(t, paid, stripe.sign(paid.payload, { timestamp: fiveMinutesAgo })),
    ];
    expect(refusals.map((response) => response.status)).toEqual([400, 400, 400, 400]);
    expect(refusals[0].json.message).toBe('The Stripe-Signature header is missing');
    expect(refusals[1].json).toEqual({
      code: 'BAD_REQUEST',
      message: 'The Stripe-Signature header does not match this payload',
      errors: [],
    });

    expect((await rowOf(user.id)).subscriptionStatus).toBe('incomplete');
    const eventsAfter = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(stripeEvents);
    expect(eventsAfter).toEqual(eventsBefore);
    // The same delivery, properly signed, is then accepted.
    expect((await deliver(t, paid)).status).toBe(200);
    expect((await rowOf(user.id)).subscriptionStatus).toBe('active');
  });

  it('does nothing on a replayed event, and an out-of-order older event cannot bring back an old state', async () => {
    const { agent, user, subscriptionId } = await startedPractitioner();
    const [paid, updatedToActive] = stripe.confirmFirstPayment(subscriptionId);
    expect((await deliver(t, paid)).json).toEqual({ received: true, duplicate: false });
    await agent.request('POST', '/api/subscription/cancel');
    await deliverAll(stripe.endPeriod(subscriptionId));
    expect((await rowOf(user.id)).subscriptionStatus).toBe('canceled');

    // The very same delivery again (within the signature tolerance): recognised by its id, nothing read or written.
    const readsBefore = callsTo('GET', `/v1/subscriptions/${subscriptionId}`);
    const replay = await deliver(t, paid);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ received: true, duplicate: true });
    expect(callsTo('GET', `/v1/subscriptions/${subscriptionId}`)).toBe(readsBefore);

    // An older event arriving late (its body says "active"): the state is re-read from Stripe, so it stays canceled.
    const late = await deliver(t, updatedToActive);
    expect(late.status).toBe(200);
    expect(callsTo('GET', `/v1/subscriptions/${subscriptionId}`)).toBe(readsBefore + 1);
    const row = await rowOf(user.id);
    expect(row.subscriptionStatus).toBe('canceled');
    expect(row.subscriptionCancelAtPeriodEnd).toBe(true);
    expect((await agent.request('GET', '/api/subscription/status')).json.hasSubscription).toBe(false);
  });

  it("cannot touch another practitioner: the owner comes from Stripe's own record, not from the event body", async () => {
    const alice = await startedPractitioner();
    const bob = await startedPractitioner();
    const bobRow = await rowOf(bob.user.id);
    const [, aliceUpdated] = stripe.confirmFirstPayment(alice.subscriptionId);

    // A validly signed event about Alice's subscription whose body claims Bob's customer and says "active".
    const forged = stripe.event('customer.subscription.updated', {
      ...(JSON.parse(aliceUpdated.payload).data.object as Record<string, unknown>),
      customer: bobRow.stripeCustomerId,
    });
    expect((await deliver(t, forged)).status).toBe(200);
    expect((await rowOf(alice.user.id)).subscriptionStatus).toBe('active');
    const bobAfter = await rowOf(bob.user.id);
    expect(bobAfter.subscriptionStatus).toBe('incomplete');
    expect(bobAfter.stripeSubscriptionId).toBe(bob.subscriptionId);

    // An event naming a subscription Stripe does not know changes no one.
    const unknown = stripe.event('customer.subscription.updated', {
      id: 'sub_not_ours',
      object: 'subscription',
      customer: bobRow.stripeCustomerId,
      status: 'active',
    });
    expect((await deliver(t, unknown)).status).toBe(200);
    expect((await rowOf(bob.user.id)).subscriptionStatus).toBe('incomplete');
  });

  it('acknowledges events it does not act on', async () => {
    const response = await deliver(t, stripe.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ received: true, duplicate: false });
  });
});

describe('browser configuration', () => {
  it('lets exactly Stripe.js into the page policy when payments are configured', async () => {
    const response = await createAgent(t).request('GET', '/api/health');
    const directives = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split('; ').map((part) => {
        const [name, ...values] = part.split(' ');
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(directives['frame-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(response.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
  });

  it('hands the chat ids to a signed-in practitioner and lets the chat origins in only then', async () => {
    const chat = await createTestApp({
      config: { chat: { propertyId: '64f0c0ffee0123456789abcd', widgetId: '1h9abcdef' } },
    });
    try {
      const { agent } = await registerAgent(chat);
      const config = await agent.request('GET', '/api/chat/config');
      expect(config.json).toEqual({ propertyId: '64f0c0ffee0123456789abcd', widgetId: '1h9abcdef' });
      const csp = config.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://embed.tawk.to");
      expect(csp).toContain("connect-src 'self' https://*.tawk.to wss://*.tawk.to");
      expect(csp).not.toContain('stripe');
    } finally {
      await chat.close();
    }
  });
});
