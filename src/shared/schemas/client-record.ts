import { z } from 'zod';

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
