import { sql } from 'drizzle-orm';
import type { Actor } from '../app-env.ts';
import type { Database } from './open-db.ts';
import { perDatabase } from './per-database.ts';

/** Bounds that keep the process's memory flat however many practices read: least recently used go first. */
const MAX_ENTRIES = 2_000;
const MAX_TOTAL_BYTES = 48 * 1024 * 1024;
/**
 * A 366-day plan is about 1.3 MB and a practice's list of 5,000 plans 2.1 MB: kept, so the busiest practices'
 * lists are not computed on every visit. Anything larger is computed each time rather than crowd out the rest.
 */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** UTF-8 JSON text of a `T`, serialised once and sent as it is. */
export type JsonBytes<T> = Buffer<ArrayBuffer> & { readonly jsonOf?: T };

export interface CachedAnswer<T, Meta> {
  /** The answer's JSON, encoded once. */
  body: JsonBytes<T>;
  /** What the caller needs besides the body on every request (e.g. a count for the audit row). */
  meta: Meta;
}

interface Entry {
  version: string;
  body: Buffer<ArrayBuffer>;
  meta: unknown;
}

/**
 * Signed-in reads of practice data, kept as the bytes they were answered with, for the actor who read them and
 * the data versions they were computed at (Actor.dataVersion, read with the session; triggers give a scope a
 * new version in the same transaction as any change, see dataVersions in schema.ts). An entry is used only
 * while the actor's versions are unchanged, so every app process serves a change from the moment it commits;
 * the session itself is still checked in the database on every request, and the caller still writes its
 * audit row for every read.
 *
 * The version is read before the answer is computed, so an entry never holds data older than its version.
 */
class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;

  get(key: string, version: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.totalBytes -= entry.body.byteLength;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  countOf(prefix: string): number {
    let count = 0;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) count += 1;
    return count;
  }

  /** Drops every entry whose key starts with `prefix`. */
  forget(prefix: string): void {
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      this.entries.delete(key);
      this.totalBytes -= entry.body.byteLength;
    }
  }

  set(key: string, entry: Entry): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.totalBytes -= previous.body.byteLength;
    }
    if (entry.body.byteLength > MAX_ENTRY_BYTES) return;
    this.entries.set(key, entry);
    this.totalBytes += entry.body.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.totalBytes <= MAX_TOTAL_BYTES) break;
      this.entries.delete(oldest);
      this.totalBytes -= old.body.byteLength;
    }
  }
}

const cacheOf = perDatabase(() => new AnswerCache());

/**
 * The answer named `what` for `actor`: from memory when it was computed at the actor's current data versions,
 * else from `compute` (which must read only data the version triggers cover), as a value to serialise or as
 * its JSON bytes. Failures (a 404, say) are never kept.
 */
export async function cachedAnswer<T, Meta>(
  db: Database,
  actor: Actor,
  what: string,
  compute: () => Promise<{ value: T; meta: Meta } | { json: JsonBytes<T>; meta: Meta }>,
): Promise<CachedAnswer<T, Meta>> {
  return keptAnswer(db, `${actor.id} ${what}`, actor.dataVersion, compute);
}

/**
 * Drops, from this process's memory, every answer kept for the practitioner `actorId` and every answer about the
 * whole platform (the administrators' lists name practices' e-mails): after a client's record is erased, no copy
 * of it may stay in memory. Their versions moved with the erasure, so none would be served again anyway; this
 * makes sure the bytes are gone too instead of waiting to be pushed out. Other app processes keep theirs until
 * then (unreachable: their versions are stale).
 */
export function forgetKeptAnswersOf(db: Database, actorId: string): void {
  const cache = cacheOf(db);
  cache.forget(`${actorId} `);
  cache.forget('platform ');
}

/** How many answers this process keeps for `actorId` (for tests of what is forgotten). */
export function keptAnswerCountOf(db: Database, actorId: string): number {
  return cacheOf(db).countOf(`${actorId} `);
}

/**
 * Every scope's version in one text: it moves with any change to any table the version triggers cover, in any
 * practice. Undefined when no scope has a version yet (then nothing is kept). Reads one short row per account
 * (3–12 ms for 5,000 on the embedded database): for administrators' answers over the whole platform, never on a
 * practitioner's path.
 */
export async function readPlatformVersion(db: Database): Promise<string | undefined> {
  const { rows } = (await db.execute(
    // In whatever order the rows are stored: every version is a new random value, so a change always shows in
    // the text, and sorting 5,000 rows cost five times the rest on the embedded database.
    sql`select md5(string_agg(version::text, '')) as version from data_versions`,
  )) as unknown as { rows: { version: string | null }[] };
  return rows[0]?.version ?? undefined;
}

/**
 * An answer about the whole platform (the administrators' user list), kept under `readPlatformVersion` and
 * shared by every administrator: the caller checks the role before asking. The version is read before the answer
 * is computed, so an entry never holds data older than its version.
 */
export async function cachedPlatformAnswer<T, Meta>(
  db: Database,
  what: string,
  compute: () => Promise<{ value: T; meta: Meta } | { json: JsonBytes<T>; meta: Meta }>,
): Promise<CachedAnswer<T, Meta>> {
  return keptAnswer(db, `platform ${what}`, await readPlatformVersion(db), compute);
}

async function keptAnswer<T, Meta>(
  db: Database,
  key: string,
  version: string | undefined,
  compute: () => Promise<{ value: T; meta: Meta } | { json: JsonBytes<T>; meta: Meta }>,
): Promise<CachedAnswer<T, Meta>> {
  const cache = cacheOf(db);
  const hit = version === undefined ? undefined : cache.get(key, version);
  if (hit) return { body: hit.body, meta: hit.meta as Meta };
  const computed = await compute();
  const { meta } = computed;
  // An answer already serialised (the recipes list, put together from kept summaries) is kept as it is.
  const body = 'json' in computed ? computed.json : Buffer.from(JSON.stringify(computed.value), 'utf8');
  if (version !== undefined) cache.set(key, { version, body, meta });
  return { body, meta };
}
