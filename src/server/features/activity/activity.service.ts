import { isDatabaseUnavailable } from '../../db/db-errors.ts';
import type { Database } from '../../db/open-db.ts';
import { perDatabase } from '../../db/per-database.ts';
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

/** Entries waiting for the insert in flight to finish. More than this go in the next statement. */
const MAX_ROWS_PER_INSERT = 500;

interface Waiting {
  row: typeof activityLog.$inferInsert;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Audit rows are written with group commit: while one insert is in flight, the entries that arrive queue up
 * and go in together as one multi-row insert when it finishes. Every caller still waits until its own row is
 * stored (a request is never answered before its audit row is in the database), rows keep the order in which
 * they were recorded, and under no load each entry is its own insert as before. Under load, twenty requests'
 * rows cost one statement instead of twenty (the load benchmark's signed-in reads write one row each).
 */
class ActivityWriter {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Database) {}

  record(row: Waiting['row']): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // The first insert waits for the requests already received to reach here too. PGlite runs each query to
        // its end before anything else runs, so without this pause no second row could ever join the first.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_ROWS_PER_INSERT);
        try {
          await this.db.insert(activityLog).values(batch.map((waiting) => waiting.row));
          for (const waiting of batch) waiting.resolve();
        } catch (error) {
          if (batch.length === 1 || isDatabaseUnavailable(error)) {
            for (const waiting of batch) waiting.reject(error);
            continue;
          }
          // One row the database refuses must not fail the others: each goes in on its own.
          for (const waiting of batch) {
            await this.db.insert(activityLog).values(waiting.row).then(waiting.resolve, waiting.reject);
          }
        }
      }
    } finally {
      this.writing = false;
    }
  }
}

const writerOf = perDatabase((db) => new ActivityWriter(db));

export async function recordActivity(db: Database, entry: ActivityEntry): Promise<void> {
  await writerOf(db).record({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    summary: entry.summary ?? null,
    ipAddress: entry.ipAddress ?? null,
    createdAt: entry.at,
  });
}
