import { createRoute } from '@hono/zod-openapi';
import {
  createSubscriptionResultSchema,
  subscriptionStatusSchema,
  webhookReceiptSchema,
} from '../../../shared/schemas/billing.ts';
import { errorBodySchema } from '../../../shared/schemas/common.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { errorResponses, jsonResponse } from '../../lib/openapi-responses.ts';
import {
  cancelSubscription,
  createSubscription,
  getSubscriptionStatus,
  handleStripeWebhook,
} from './billing.service.ts';

const unavailable = {
  503: {
    description: 'Payment processing is not configured, or the payment service is not reachable',
    content: { 'application/json': { schema: errorBodySchema } },
  },
};

const getStatus = createRoute({
  method: 'get',
  path: '/api/subscription/status',
  tags: ['Billing'],
  summary: "The practitioner's subscription, and whether payments can be taken",
  responses: { 200: jsonResponse(subscriptionStatusSchema, 'Subscription status'), ...errorResponses(401) },
});

const create = createRoute({
  method: 'post',
  path: '/api/subscription/create',
  tags: ['Billing'],
  summary:
    'Start a subscription (empty body); answers the client secret that confirms its first payment with Stripe.js',
  responses: {
    200: jsonResponse(createSubscriptionResultSchema, 'The subscription waits for its first payment'),
    ...errorResponses(401, 409),
    ...unavailable,
  },
});

const cancel = createRoute({
  method: 'post',
  path: '/api/subscription/cancel',
  tags: ['Billing'],
  summary: 'Cancel at the end of the paid period (only an active subscription not already ending)',
  responses: {
    200: jsonResponse(subscriptionStatusSchema, 'The subscription as it now stands'),
    ...errorResponses(401, 409),
    ...unavailable,
  },
});

const webhook = createRoute({
  method: 'post',
  path: '/api/stripe/webhook',
  tags: ['Billing'],
  summary: 'Stripe events (public; verified by the Stripe-Signature header against STRIPE_WEBHOOK_SECRET)',
  description:
    'Only the ids in an event are used: the subscription is read back from Stripe. customer.subscription.created, ' +
    '.updated, .deleted, invoice.paid and invoice.payment_failed update the practitioner who owns the customer; ' +
    'others are acknowledged. An event id already handled changes nothing.',
  responses: {
    200: jsonResponse(webhookReceiptSchema, 'Received'),
    ...errorResponses(400),
    ...unavailable,
  },
});

export const billingRoutes = createRouter()
  .openapi(getStatus, async (c) => c.json(await getSubscriptionStatus(c.get('deps'), actorOf(c)), 200))
  .openapi(create, async (c) => c.json(await createSubscription(c.get('deps'), actorOf(c), c.get('clientIp')), 200))
  .openapi(cancel, async (c) => c.json(await cancelSubscription(c.get('deps'), actorOf(c), c.get('clientIp')), 200))
  .openapi(webhook, async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read as text, never re-serialised.
    const payload = await c.req.text();
    return c.json(await handleStripeWebhook(c.get('deps'), payload, c.req.header('stripe-signature')), 200);
  });
