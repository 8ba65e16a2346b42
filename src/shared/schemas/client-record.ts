import { z } from 'zod';
import { clientSchema, nutrientTargetsSchema } from './clients.ts';

/**
 * A client's record, whole (issue 38): what erasing it removes, what its export holds, and archiving it.
 * DELETE /api/clients/{id} answers 204 as the spec says; what it removed is counted in the audit tombstone it
 * leaves, in these words, and the profile's confirmation names the same kinds before anything is removed.
 */
export const erasedRecordKinds = [
  'mealPlans',
  'mealPlanDays',
  'reports',
  'portalAccounts',
  'portalSessions',
  'checkIns',
  'measurements',
  'diaryMeals',
  'waterLogs',
  'shoppingTicks',
  'emails',
  'idempotencyKeys',
  'auditRows',
] as const;
export type ErasedRecordKind = (typeof erasedRecordKinds)[number];

/** How each kind is named in the tombstone's summary and on the profile's confirmation (plural). */
export const erasedRecordKindLabels: Record<ErasedRecordKind, string> = {
  mealPlans: 'meal plans',
  mealPlanDays: 'meal plan days',
  reports: 'reports',
  portalAccounts: 'portal accounts',
  portalSessions: 'portal sessions',
  checkIns: 'meal check-ins',
  measurements: 'weight entries',
  diaryMeals: 'food diary meals',
  waterLogs: 'water entries',
  shoppingTicks: 'ticked shopping items',
  emails: 'e-mails',
  idempotencyKeys: 'kept request answers',
  auditRows: 'audit rows',
};

export const erasureCountsSchema = z.object(
  Object.fromEntries(erasedRecordKinds.map((kind) => [kind, z.number().int().min(0)])) as Record<
    ErasedRecordKind,
    z.ZodNumber
  >,
);
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

/** The tombstone's summary: counts only, never a name, an address or a health detail. */
export function erasureSummary(counts: ErasureCounts): string {
  const parts = erasedRecordKinds.map((kind) => `${counts[kind]} ${erasedRecordKindLabels[kind]}`);
  return `Erased a client record: ${parts.join(', ')}`;
}

/** `client.json` of a record's export (GET /api/clients/{id}/export): the profile, the targets and portal status. */
export const clientRecordFileSchema = z.object({
  format: z.literal('platewise-client-record/1'),
  exportedAt: z.string(),
  client: clientSchema,
  nutrientTargets: nutrientTargetsSchema,
  portal: z.object({
    status: z.enum(['none', 'invited', 'active', 'revoked']),
    email: z.string().nullable(),
    invitedAt: z.string().nullable(),
    acceptedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
  }),
});
export type ClientRecordFile = z.infer<typeof clientRecordFileSchema>;

/** One e-mail about the client in `emails.json`. */
export const exportedEmailSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** One row of `audit.json`: who read or changed the record, and when. */
export const exportedAuditRowSchema = z.object({
  at: z.string(),
  actorId: z.string().nullable(),
  /** 'practitioner' (the practice's own account), 'portal' (the client in the portal) or 'other' */
  actor: z.enum(['practitioner', 'portal', 'other']),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  summary: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
