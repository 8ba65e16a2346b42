import { z } from 'zod';

/** What the subscription page shows. The first four fields are the spec's; the rest tell the browser what it can do. */
export const subscriptionStatusSchema = z.object({
  /** 'trial' until a subscription exists, then the payment provider's status (active, past_due, canceled, ...). */
  status: z.string(),
  /** A subscription that is running (active, past due, ...); an unfinished or ended one does not count. */
  hasSubscription: z.boolean(),
  /** End of the paid period, epoch seconds. */
  currentPeriodEnd: z.number().int().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Payments can be taken: the server has its keys and a price, and the browser gets a publishable key. */
  configured: z.boolean(),
  publishableKey: z.string().nullable(),
  /** What the plan costs, when the provider says so. */
  price: z
    .object({
      unitAmount: z.number().int().nullable(),
      currency: z.string(),
      interval: z.string().nullable(),
      intervalCount: z.number().int(),
    })
    .nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const createSubscriptionResultSchema = z.object({
  /** Confirms the first payment with Stripe.js; null when the provider asked for no payment. */
  clientSecret: z.string().nullable(),
});
export type CreateSubscriptionResult = z.infer<typeof createSubscriptionResultSchema>;

export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  /** The event id was seen before: nothing was done. */
  duplicate: z.boolean(),
});
