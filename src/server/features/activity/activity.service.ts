import type { Database } from '../../db/open-db.ts';
import { activityLog } from '../../db/schema.ts';

export interface ActivityEntry {
  actorId: string | null;
  /** dotted verb, e.g. 'client.viewed', 'user.signed_in', 'admin.role_changed' */
  action: string;
  entityType?: string;
  entityId?: string;
  /** Short human text for activity lists; never health details. */
  summary?: string;
  ipAddress?: string;
  at: Date;
}

export async function recordActivity(db: Database, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    summary: entry.summary ?? null,
    ipAddress: entry.ipAddress ?? null,
    createdAt: entry.at,
  });
}
