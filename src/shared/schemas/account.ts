import { z } from 'zod';
import { publicUserSchema } from './auth.ts';
import { erasedRecordKindLabels, erasedRecordKinds, type ErasureCounts } from './client-record.ts';

/**
 * A practice's own account, whole (issue 38 item 4): its export (GET /api/users/me/export) and its erasure
 * (POST /api/users/me/delete), decision 0026.
 */

/** POST /api/users/me/delete: the account's password confirms that the owner, not a borrowed session, asks. */
export const deleteAccountInputSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password').max(256),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** The rows an account erasure removes besides its clients' records, in the tombstone's words. */
export const erasedAccountKinds = [
  'clients',
  'recipes',
  'mealPlans',
  'planTemplates',
  'emails',
  'uploads',
  'allergenEntries',
  'sessions',
  'passwordResetTokens',
  'idempotencyKeys',
  'auditRows',
] as const;
export type ErasedAccountKind = (typeof erasedAccountKinds)[number];

export const erasedAccountKindLabels: Record<ErasedAccountKind, string> = {
  clients: 'client records',
  recipes: 'recipes',
  mealPlans: 'meal plans without a client',
  planTemplates: 'plan templates',
  emails: 'e-mails',
  uploads: 'uploaded logos',
  allergenEntries: 'allergen entries',
  sessions: 'sessions',
  passwordResetTokens: 'password-reset links',
  idempotencyKeys: 'kept request answers',
  auditRows: 'audit rows',
};

export type AccountErasureCounts = Record<ErasedAccountKind, number> & {
  /** What the client records held, summed over the clients (the words of client-record.ts). */
  clientRecords: ErasureCounts;
};

/** The tombstone's summary: counts only, never a name, an address or a health detail. */
export function accountErasureSummary(counts: AccountErasureCounts): string {
  const own = erasedAccountKinds.map((kind) => `${counts[kind]} ${erasedAccountKindLabels[kind]}`);
  const records = erasedRecordKinds.map((kind) => `${counts.clientRecords[kind]} ${erasedRecordKindLabels[kind]}`);
  return `Erased a practice account: ${own.join(', ')} (in the client records: ${records.join(', ')})`;
}

/** `account.json` of the practice's export: the profile with its branding, the subscription and the sign-in facts. */
export const accountFileSchema = z.object({
  format: z.literal('platewise-account/1'),
  exportedAt: z.string(),
  profile: publicUserSchema,
  subscription: z.object({
    status: z.string(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    stripeCustomerId: z.string().nullable(),
    stripeSubscriptionId: z.string().nullable(),
  }),
  lastLoginAt: z.string().nullable(),
  /** The devices signed in now: when and from where, never the session's token or its hash. */
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
      userAgent: z.string().nullable(),
      ipAddress: z.string().nullable(),
    }),
  ),
});
export type AccountFile = z.infer<typeof accountFileSchema>;
