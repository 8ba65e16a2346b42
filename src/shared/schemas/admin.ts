import { z } from 'zod';
import { EMAIL_HISTORY_PAGE_SIZE } from './email-history-paging.ts';
import { roles } from './roles.ts';

/** The longest subject an administrator's e-mail may have (the compose form's box reads it too). */
export const MAX_EMAIL_SUBJECT = 200;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Accounts that signed in during the last 30 days. */
  activeUsers: z.number().int(),
  totalClients: z.number().int(),
  totalMealPlans: z.number().int(),
  totalRecipes: z.number().int(),
  publicRecipes: z.number().int(),
  totalReports: z.number().int(),
  adminUsers: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

const healthPart = z.object({ ok: z.boolean() });
export const adminHealthSchema = z.object({
  db: healthPart.extend({ latencyMs: z.number(), kind: z.enum(['pglite', 'postgres']) }),
  /** server time of recent API requests in this process */
  api: healthPart.extend({ latencyMs: z.number(), p95Ms: z.number(), sampledRequests: z.number() }),
  /** the e-mail outbox */
  jobs: healthPart.extend({ queueDepth: z.number(), overdue: z.number(), failedLast24h: z.number() }),
  /** the data folder (PGlite) or the database (PostgreSQL); totalMB/availableMB of the disk when known */
  storage: healthPart.extend({
    usedMB: z.number(),
    totalMB: z.number().nullable(),
    availableMB: z.number().nullable(),
  }),
  checkedAt: z.string(),
});
export type AdminHealth = z.infer<typeof adminHealthSchema>;

const growth = z.object({
  /** in the last `period` */
  current: z.number().int(),
  /** in the `period` before that */
  previous: z.number().int(),
  /** percent change; null when there was nothing before */
  growth: z.number().nullable(),
  period: z.string(),
});
export const adminActivitySchema = z.object({
  userRegistration: growth,
  mealPlansCreated: growth,
  recipeSharing: growth,
  reportGeneration: growth,
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

export const adminUserSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  subscriptionStatus: z.string(),
  businessName: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** locked after failed sign-ins, until this time */
  lockedUntil: z.string().nullable(),
  clientCount: z.number().int(),
  mealPlanCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const roleChangeSchema = z.strictObject({ role: z.enum(roles, { message: 'Role must be user or admin' }) });

export const adminEmailInputSchema = z.strictObject({
  recipient: z
    .string({ message: 'Recipient is required' })
    .trim()
    .min(1, 'Recipient is required')
    .max(254)
    .email('Enter a valid email address'),
  subject: z
    .string({ message: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(MAX_EMAIL_SUBJECT, `At most ${MAX_EMAIL_SUBJECT} characters`),
  body: z
    .string({ message: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(20000, 'At most 20000 characters'),
});
export type AdminEmailInput = z.input<typeof adminEmailInputSchema>;

export const emailRecordSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().nullable(),
  /** who asked for it, when known */
  senderName: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** queued, sent, failed, not_delivered (no mail server configured) */
  status: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  resendId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type EmailRecord = z.infer<typeof emailRecordSchema>;

/** GET /api/admin/emails/history: newest first, optionally those whose recipient, subject or sender contains `q`. */
export const emailHistoryQuerySchema = z.object({
  q: z.string().trim().max(254, 'Search text must be at most 254 characters').optional(),
  /** the id of the last e-mail already shown: the page that follows it */
  before: z.string().uuid('before must be the id of an e-mail').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(EMAIL_HISTORY_PAGE_SIZE),
});
export type EmailHistoryQuery = z.input<typeof emailHistoryQuerySchema>;

export const adminEmailSentSchema = z.object({
  success: z.boolean(),
  id: z.string().uuid(),
  status: z.string(),
  message: z.string(),
});

/** The values actually in force, for the read-only admin settings page. */
export const adminSettingsSchema = z.object({
  sessionIdleMinutes: z.number(),
  sessionAbsoluteHours: z.number(),
  maxFailedSignIns: z.number(),
  lockMinutes: z.number(),
  authRateLimitPerMinute: z.number(),
  database: z.enum(['pglite', 'postgres']),
  foodDatabase: z.string(),
  mailTransport: z.enum(['smtp', 'resend', 'none']),
  trustProxy: z.boolean(),
  /** e-mail each practitioner may send; `trialPerDay` applies only where payments are configured (`trialApplies`) */
  emailQuota: z.object({
    perHour: z.number(),
    perDay: z.number(),
    perRecipientPerHour: z.number(),
    trialPerDay: z.number(),
    trialApplies: z.boolean(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
