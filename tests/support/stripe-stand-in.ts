import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's REST API that Platewise calls, in Stripe's documented wire format:
 * form-encoded bodies with bracketed keys (items[0][price]=...), `Authorization: Bearer sk_test_...`, JSON
 * objects carrying their `object` type, `expand[]`, Idempotency-Key replays, and errors as
 * {error: {type, message, code, param}} with Stripe's status codes. It keeps customers, subscriptions and
 * invoices in memory, and plays Stripe's part in the lifecycle (a payment confirmed in the browser, a failed
 * renewal, the end of a period), answering each change with the webhook events Stripe would send, signed
 * with the endpoint secret: Stripe-Signature `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`.
 */

const DAY = 86_400;
const API_VERSION = '2026-10-28.endive';

type Json = Record<string, unknown>;

interface Customer {
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface Subscription {
  id: string;
  customer: string;
  price: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  periodStart: number;
  periodEnd: number;
  latestInvoice: string;
  metadata: Record<string, string>;
  created: number;
}

interface Invoice {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid' | 'void';
  amountDue: number;
  clientSecret: string;
  billingReason: string;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | null;
  stripeVersion: string | null;
}

/** One webhook delivery as Stripe would POST it: the exact body and its Stripe-Signature header. */
export interface WebhookDelivery {
  event: Json & { id: string; type: string };
  payload: string;
  signature: string;
}

export interface StripeStandInOptions {
  secretKey?: string;
  webhookSecret?: string;
  price?: { id: string; unitAmount: number; currency: string; interval: string };
}

export async function startStripeStandIn(options: StripeStandInOptions = {}) {
  const secretKey = options.secretKey ?? `sk_test_standin${randomBytes(8).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_standin${randomBytes(12).toString('hex')}`;
  const price = options.price ?? { id: 'price_standin_monthly', unitAmount: 2900, currency: 'usd', interval: 'month' };

  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  const requests: RecordedRequest[] = [];
  let failures: { remaining: number; status: number } = { remaining: 0, status: 500 };
  let clock: () => number = () => Math.floor(Date.now() / 1000);

  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  // ---- Stripe's JSON representations -------------------------------------------------------------------
  function customerJson(customer: Customer): Json {
    return {
      id: customer.id,
      object: 'customer',
      email: customer.email,
      name: customer.name,
      metadata: customer.metadata,
      created: customer.created,
      livemode: false,
    };
  }

  function priceJson(): Json {
    return {
      id: price.id,
      object: 'price',
      active: true,
      currency: price.currency,
      unit_amount: price.unitAmount,
      type: 'recurring',
      recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
      livemode: false,
    };
  }

  function invoiceJson(invoice: Invoice, expand: string[]): Json {
    const json: Json = {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      status: invoice.status,
      amount_due: invoice.amountDue,
      amount_paid: invoice.status === 'paid' ? invoice.amountDue : 0,
      currency: price.currency,
      billing_reason: invoice.billingReason,
      created: invoice.created,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: invoice.subscription, metadata: {} },
      },
      livemode: false,
    };
    // Includable field: present only when expanded, as Stripe documents for confirmation_secret.
    if (expand.includes('confirmation_secret')) {
      json.confirmation_secret =
        invoice.status === 'open' ? { client_secret: invoice.clientSecret, type: 'payment_intent' } : null;
    }
    return json;
  }

  function subscriptionJson(subscription: Subscription, expand: string[] = []): Json {
    const invoiceExpand = expand
      .filter((path) => path.startsWith('latest_invoice.'))
      .map((path) => path.slice('latest_invoice.'.length));
    const invoice = invoices.get(subscription.latestInvoice)!;
    const customer = customers.get(subscription.customer)!;
    return {
      id: subscription.id,
      object: 'subscription',
      customer: expand.includes('customer') ? customerJson(customer) : subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
      canceled_at: subscription.canceledAt,
      ended_at: subscription.endedAt,
      collection_method: 'charge_automatically',
      currency: price.currency,
      created: subscription.created,
      start_date: subscription.created,
      billing_cycle_anchor: subscription.periodStart,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscription.id}`,
        data: [
          {
            id: `si_${subscription.id.slice(4)}`,
            object: 'subscription_item',
            price: priceJson(),
            quantity: 1,
            subscription: subscription.id,
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
          },
        ],
      },
      latest_invoice:
        expand.includes('latest_invoice') || invoiceExpand.length > 0
          ? invoiceJson(invoice, invoiceExpand)
          : invoice.id,
      metadata: subscription.metadata,
      livemode: false,
    };
  }

  // ---- Events ---------------------------------------------------------------------------------------------
  function sign(payload: string, signing: { timestamp?: number; secret?: string } = {}): string {
    const timestamp = signing.timestamp ?? Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', signing.secret ?? webhookSecret)
      .update(`${timestamp}.${payload}`, 'utf8')
      .digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  function delivery(type: string, object: Json, previousAttributes?: Json): WebhookDelivery {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: clock(),
      type,
      data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const payload = JSON.stringify(event, null, 2);
    return { event, payload, signature: sign(payload) };
  }

  // ---- HTTP -----------------------------------------------------------------------------------------------
  function stripeError(status: number, type: string, message: string, extra: { code?: string; param?: string } = {}) {
    return { status, body: { error: { type, message, ...extra } } as Json };
  }

  function expandOf(params: Json): string[] {
    const expand = params.expand;
    return Array.isArray(expand) ? expand.map(String) : [];
  }

  function checkExpand(expand: string[], allowed: string[]) {
    for (const path of expand) {
      if (!allowed.includes(path)) {
        const property = path.split('.').at(-1);
        return stripeError(400, 'invalid_request_error', `This property cannot be expanded (${property}).`, {
          param: 'expand',
        });
      }
    }
    return null;
  }

  const subscriptionExpandable = ['customer', 'latest_invoice', 'latest_invoice.confirmation_secret'];

  function route(method: string, path: string, params: Json): { status: number; body: Json } {
    if (method === 'POST' && path === '/v1/customers') {
      const metadata = (params.metadata ?? {}) as Record<string, string>;
      const customer: Customer = {
        id: newId('cus'),
        email: typeof params.email === 'string' ? params.email : null,
        name: typeof params.name === 'string' ? params.name : null,
        metadata,
        created: clock(),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customerJson(customer) };
    }

    const priceMatch = path.match(/^\/v1\/prices\/([^/]+)$/);
    if (method === 'GET' && priceMatch) {
      if (decodeURIComponent(priceMatch[1]) !== price.id) {
        return stripeError(404, 'invalid_request_error', `No such price: '${decodeURIComponent(priceMatch[1])}'`, {
          code: 'resource_missing',
          param: 'id',
        });
      }
      return { status: 200, body: priceJson() };
    }

    if (method === 'POST' && path === '/v1/subscriptions') {
      const expand = expandOf(params);
      const refused = checkExpand(expand, subscriptionExpandable);
      if (refused) return refused;
      const customerId = String(params.customer ?? '');
      if (!customers.has(customerId)) {
        return stripeError(400, 'invalid_request_error', `No such customer: '${customerId}'`, {
          code: 'resource_missing',
          param: 'customer',
        });
      }
      const items = Array.isArray(params.items) ? (params.items as Json[]) : [];
      const priceId = String(items[0]?.price ?? '');
      if (priceId !== price.id) {
        return stripeError(400, 'invalid_request_error', `No such price: '${priceId}'`, {
          code: 'resource_missing',
          param: 'items[0][price]',
        });
      }
      if (params.payment_behavior !== 'default_incomplete') {
        return stripeError(
          400,
          'invalid_request_error',
          'This customer has no attached payment source or default payment method.',
          {
            code: 'resource_missing',
          },
        );
      }
      const now = clock();
      const subscription: Subscription = {
        id: newId('sub'),
        customer: customerId,
        price: priceId,
        status: 'incomplete',
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        periodStart: now,
        periodEnd: now + 30 * DAY,
        latestInvoice: newId('in'),
        metadata: (params.metadata ?? {}) as Record<string, string>,
        created: now,
      };
      const paymentIntent = newId('pi');
      invoices.set(subscription.latestInvoice, {
        id: subscription.latestInvoice,
        customer: customerId,
        subscription: subscription.id,
        status: 'open',
        amountDue: price.unitAmount,
        clientSecret: `${paymentIntent}_secret_${randomBytes(10).toString('hex')}`,
        billingReason: 'subscription_create',
        created: now,
      });
      subscriptions.set(subscription.id, subscription);
      return { status: 200, body: subscriptionJson(subscription, expand) };
    }

    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionMatch) {
      const id = decodeURIComponent(subscriptionMatch[1]);
      const subscription = subscriptions.get(id);
      if (!subscription) {
        return stripeError(404, 'invalid_request_error', `No such subscription: '${id}'`, {
          code: 'resource_missing',
          param: 'id',
        });
      }
      const expand = expandOf(params);
      const refused = checkExpand(expand, subscriptionExpandable);
      if (refused) return refused;
      if (method === 'GET') return { status: 200, body: subscriptionJson(subscription, expand) };
      if (method === 'POST') {
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
          return stripeError(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        }
        if ('cancel_at_period_end' in params) {
          if (subscription.status === 'incomplete') {
            return stripeError(
              400,
              'invalid_request_error',
              'A subscription in status incomplete can only update metadata and default payment method.',
            );
          }
          subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
          subscription.canceledAt = subscription.cancelAtPeriodEnd ? clock() : null;
        }
        return { status: 200, body: subscriptionJson(subscription, expand) };
      }
    }

    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : rawBody);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      stripeVersion: (request.headers['stripe-version'] as string | undefined) ?? null,
    });
    const hold = holds.findIndex((candidate) => candidate.method === method && candidate.path === url.pathname);
    if (hold >= 0) {
      const [held] = holds.splice(hold, 1);
      held.arrived();
      await held.released;
    }

    const send = (status: number, body: Json, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
      response.end(JSON.stringify(body));
    };

    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ')) {
      const error = stripeError(
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
      );
      return send(error.status, error.body);
    }
    if (authorization.slice('Bearer '.length) !== secretKey) {
      const given = authorization.slice('Bearer '.length);
      const error = stripeError(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`,
      );
      return send(error.status, error.body);
    }
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      const error = stripeError(failures.status, 'api_error', 'An unknown error occurred');
      return send(error.status, error.body, { 'stripe-should-retry': 'false' });
    }
    if (
      method === 'POST' &&
      rawBody &&
      !String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    ) {
      const error = stripeError(
        400,
        'invalid_request_error',
        'Invalid request: request body must be application/x-www-form-urlencoded.',
      );
      return send(error.status, error.body);
    }

    if (method === 'POST' && idempotencyKey) {
      const fingerprint = `${url.pathname}\n${rawBody}`;
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          const error = stripeError(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
          return send(error.status, error.body);
        }
        return send(earlier.status, earlier.body, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
      }
      const result = route(method, url.pathname, params);
      if (result.status < 500) idempotent.set(idempotencyKey, { fingerprint, ...result });
      return send(result.status, result.body, { 'idempotency-key': idempotencyKey });
    }
    const result = route(method, url.pathname, params);
    return send(result.status, result.body);
  }

  /** Requests to keep waiting, one each, until the test lets them through. */
  const holds: { method: string; path: string; arrived: () => void; released: Promise<void> }[] = [];

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function subscriptionOrThrow(id: string): Subscription {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`stand-in: no subscription ${id}`);
    return subscription;
  }

  return {
    url,
    secretKey,
    webhookSecret,
    priceId: price.id,
    publishableKey: 'pk_test_standin',
    requests,
    customers,
    subscriptions,
    sign,
    /** Stripe's clock for new objects and events (unix seconds). */
    setClock(now: () => number) {
      clock = now;
    },
    /** The next `count` authenticated calls answer this status (no retry advised). */
    failNext(count: number, status = 500) {
      failures = { remaining: count, status };
    },
    /**
     * Keeps the next `method path` request waiting before Stripe looks at it: `arrived` resolves when it comes in,
     * `release()` lets it go on. For playing out one exact interleaving of two requests of ours.
     */
    holdNext(method: string, path: string) {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      holds.push({ method, path, arrived, released: new Promise<void>((resolve) => (release = resolve)) });
      return { arrived: reached, release };
    },
    subscriptionJson(id: string) {
      return subscriptionJson(subscriptionOrThrow(id));
    },
    /** Any event, signed for this endpoint: for deliveries Stripe would not make on its own. */
    event(type: string, object: Json): WebhookDelivery {
      return delivery(type, object);
    },
    /** The browser confirmed the first payment (Stripe.js confirmPayment succeeded). */
    confirmFirstPayment(subscriptionId: string): WebhookDelivery[] {
      const subscription = subscriptionOrThrow(subscriptionId);
      const invoice = invoices.get(subscription.latestInvoice)!;
      invoice.status = 'paid';
      subscription.status = 'active';
      return [
        delivery('invoice.paid', invoiceJson(invoice, [])),
        delivery('customer.subscription.updated', subscriptionJson(subscription), { status: 'incomplete' }),
      ];
    },
    /** A renewal charge was declined: a new open invoice, the subscription past due. */
    failRenewal(subscriptionId: string): WebhookDelivery[] {
      const subscription = subscriptionOrThrow(subscriptionId);
      const now = clock();
      const invoice: Invoice = {
        id: newId('in'),
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'open',
        amountDue: price.unitAmount,
        clientSecret: `${newId('pi')}_secret_${randomBytes(10).toString('hex')}`,
        billingReason: 'subscription_cycle',
        created: now,
      };
      invoices.set(invoice.id, invoice);
      subscription.latestInvoice = invoice.id;
      subscription.periodStart = subscription.periodEnd;
      subscription.periodEnd = subscription.periodStart + 30 * DAY;
      subscription.status = 'past_due';
      return [
        delivery('invoice.payment_failed', invoiceJson(invoice, [])),
        delivery('customer.subscription.updated', subscriptionJson(subscription), { status: 'active' }),
      ];
    },
    /** The paid period ran out on a subscription set to cancel at its end. */
    endPeriod(subscriptionId: string): WebhookDelivery[] {
      const subscription = subscriptionOrThrow(subscriptionId);
      if (!subscription.cancelAtPeriodEnd) throw new Error('stand-in: the subscription renews; nothing ends');
      subscription.status = 'canceled';
      subscription.endedAt = subscription.periodEnd;
      return [delivery('customer.subscription.deleted', subscriptionJson(subscription))];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/** Stripe's form encoding: `a[b][0][c]=x` becomes {a: {b: [{c: 'x'}]}}; `a[]=x` appends. */
export function parseStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const segments = (name.match(/^[^[]+|\[[^\]]*\]/g) ?? [name]).map((segment) => segment.replace(/^\[|\]$/g, ''));
    let node: any = root;
    segments.forEach((segment, index) => {
      const slot = Array.isArray(node) ? (segment === '' ? node.length : Number(segment)) : segment;
      if (index === segments.length - 1) {
        node[slot] = value;
        return;
      }
      node[slot] ??= /^\d*$/.test(segments[index + 1]) ? [] : {};
      node = node[slot];
    });
  }
  return root;
}
