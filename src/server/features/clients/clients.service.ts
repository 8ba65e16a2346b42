import { and, desc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { convertAllergyWords } from '../../../shared/nutrition/client-allergies.ts';
import { ageInYears, driSource, nutrientTargetsFor, type PregnancyStatus } from '../../../shared/nutrition/dri/dri.ts';
import {
  SUMMARY_GOALS_LENGTH,
  type Client,
  type ClientDetail,
  type ClientSummary,
  type ClientValues,
  type NutrientTargetsAnswer,
} from '../../../shared/schemas/clients.ts';
import type { ListView } from '../../../shared/schemas/common.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import type { Database } from '../../db/open-db.ts';
import { cachedAnswer, type JsonBytes } from '../../db/answer-cache.ts';
import { isoTimestampOf, jsonRowsOf } from '../../db/json-rows.ts';
import { clients, dataLoads, mealPlans, reports } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

type ClientRow = typeof clients.$inferSelect;

/** A client row as `jsonRowsOf` gives it: numbers as numbers, timestamps as ISO text. */
type ClientJsonRow = Omit<ClientRow, 'height' | 'weight' | 'goalWeight' | 'archivedAt' | 'createdAt' | 'updatedAt'> & {
  archivedAt: string | null;
  height: number | null;
  weight: number | null;
  goalWeight: number | null;
  createdAt: string;
  updatedAt: string;
};

/** The API's client from a database row, read as columns or as JSON (numeric as text or number, timestamps as Date or text). */
export function toClient(row: ClientRow | ClientJsonRow): Client {
  return {
    ...row,
    gender: row.gender as Client['gender'],
    pregnancy: row.pregnancy as Client['pregnancy'],
    activityLevel: row.activityLevel as Client['activityLevel'],
    bodyUnits: row.bodyUnits as Client['bodyUnits'],
    energyUnit: row.energyUnit as Client['energyUnit'],
    height: row.height === null ? null : Number(row.height),
    weight: row.weight === null ? null : Number(row.weight),
    goalWeight: row.goalWeight === null ? null : Number(row.goalWeight),
    archivedAt: row.archivedAt === null ? null : new Date(row.archivedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function toColumns(values: ClientValues) {
  return {
    ...values,
    height: values.height === null ? null : values.height.toFixed(2),
    weight: values.weight === null ? null : values.weight.toFixed(2),
    goalWeight: values.goalWeight === null ? null : values.goalWeight.toFixed(2),
  };
}

function fullName(row: Pick<ClientRow, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`;
}

/** Health data is read here: every call leaves an audit row naming who read what. */
function audit(deps: AppDeps, actor: Actor, action: string, entityId: string | undefined, summary: string) {
  return recordActivity(deps.db, {
    actorId: actor.id,
    action,
    entityType: 'client',
    entityId,
    summary,
    at: deps.clock.now(),
  });
}

/**
 * The client list as the JSON the API answers: whole clients (the spec's call) or the cards' summaries
 * (`view=summary`, our own screens). From memory while the practice's data is unchanged (the most visited page;
 * see answer-cache.ts); every read, cached or not, leaves its audit row.
 */
export async function listClientsJson(
  deps: AppDeps,
  actor: Actor,
  view: ListView = 'full',
  archived = false,
): Promise<JsonBytes<ClientSummary[] | Client[]>> {
  const { body, meta: count } = await cachedAnswer(
    deps.db,
    actor,
    `${view === 'summary' ? 'clients' : 'clients full'}${archived ? ' archived' : ''}`,
    () => readClientList(deps, actor, view, archived),
  );
  await audit(
    deps,
    actor,
    'client.listed',
    undefined,
    archived ? `Viewed the archived clients (${count} clients)` : `Viewed the client list (${count} clients)`,
  );
  return body;
}

/** Every field of `clientSchema`, in its order. */
const wholeClientColumns = {
  id: clients.id,
  userId: clients.userId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  phone: clients.phone,
  dateOfBirth: clients.dateOfBirth,
  gender: clients.gender,
  pregnancy: clients.pregnancy,
  height: clients.height,
  weight: clients.weight,
  goalWeight: clients.goalWeight,
  activityLevel: clients.activityLevel,
  healthGoals: clients.healthGoals,
  notes: clients.notes,
  dietaryRestrictions: clients.dietaryRestrictions,
  allergies: clients.allergies,
  medicalConditions: clients.medicalConditions,
  bodyUnits: clients.bodyUnits,
  energyUnit: clients.energyUnit,
  allergiesReview: clients.allergiesReview,
  archivedAt: isoTimestampOf(clients.archivedAt),
  createdAt: isoTimestampOf(clients.createdAt),
  updatedAt: isoTimestampOf(clients.updatedAt),
};

const summaryColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  dateOfBirth: clients.dateOfBirth,
  healthGoals: sql`left(${clients.healthGoals}, ${sql.raw(String(SUMMARY_GOALS_LENGTH))})`,
  dietaryRestrictions: clients.dietaryRestrictions,
  allergies: clients.allergies,
  archivedAt: isoTimestampOf(clients.archivedAt),
  createdAt: isoTimestampOf(clients.createdAt),
};

/** The list as the database writes it, sent as it is (a practice may have thousands; see jsonRowsOf). */
async function readClientList(
  deps: AppDeps,
  actor: Actor,
  view: ListView,
  archived: boolean,
): Promise<{ json: JsonBytes<ClientSummary[] | Client[]>; meta: number }> {
  const [{ list, count }] = await deps.db
    .select({
      list: jsonRowsOf(
        view === 'summary' ? summaryColumns : wholeClientColumns,
        sql`${clients.createdAt} desc, ${clients.lastName} asc`,
      ),
      count: sql<number>`count(*)::int`,
    })
    .from(clients)
    .where(and(ownedBy(clients, actor), archived ? isNotNull(clients.archivedAt) : isNull(clients.archivedAt)));
  return { json: Buffer.from(list, 'utf8'), meta: count };
}

async function findOwnClient(deps: AppDeps, actor: Actor, id: string): Promise<ClientRow> {
  if (!isUuid(id)) throw notFound('Client');
  const [row] = await deps.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), ownedBy(clients, actor)))
    .limit(1);
  if (!row) throw notFound('Client');
  return row;
}

export async function getClient(deps: AppDeps, actor: Actor, id: string): Promise<ClientDetail> {
  const row = await findOwnClient(deps, actor, id);
  const [plans, clientReports] = await Promise.all([
    deps.db
      .select({
        id: mealPlans.id,
        name: mealPlans.name,
        status: mealPlans.status,
        startDate: mealPlans.startDate,
        endDate: mealPlans.endDate,
      })
      .from(mealPlans)
      .where(and(eq(mealPlans.clientId, row.id), ownedBy(mealPlans, actor)))
      .orderBy(desc(mealPlans.startDate)),
    deps.db
      .select({ id: reports.id, title: reports.title, type: reports.type, createdAt: reports.createdAt })
      .from(reports)
      .where(and(eq(reports.clientId, row.id), ownedBy(reports, actor)))
      .orderBy(desc(reports.createdAt)),
  ]);
  await audit(deps, actor, 'client.viewed', row.id, `Viewed ${fullName(row)}'s profile`);
  return {
    ...toClient(row),
    mealPlans: plans,
    reports: clientReports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
  };
}

/** The client's Dietary Reference Intakes, from date of birth, sex and pregnancy; a missing fact is named, never guessed. */
export async function getClientNutrientTargets(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<NutrientTargetsAnswer> {
  const row = await findOwnClient(deps, actor, id);
  const today = deps.clock.now().toISOString().slice(0, 10);
  const targets = nutrientTargetsFor({
    ageYears: row.dateOfBirth ? ageInYears(row.dateOfBirth, today) : null,
    gender: row.gender,
    pregnancy: row.pregnancy as PregnancyStatus | null,
  });
  return { ...targets, source: driSource };
}

export async function createClient(deps: AppDeps, actor: Actor, values: ClientValues): Promise<Client> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(clients)
    .values({ ...toColumns(values), userId: actor.id, createdAt: now, updatedAt: now })
    .returning();
  await audit(deps, actor, 'client.created', row.id, `Added client ${fullName(row)}`);
  return toClient(row);
}

export async function updateClient(deps: AppDeps, actor: Actor, id: string, values: ClientValues): Promise<Client> {
  await findOwnClient(deps, actor, id);
  const [row] = await deps.db
    .update(clients)
    // Saving the form is the practitioner checking the allergies, so a pending conversion is settled.
    .set({ ...toColumns(values), allergiesReview: null, updatedAt: deps.clock.now() })
    .where(and(eq(clients.id, id), ownedBy(clients, actor)))
    .returning();
  if (!row) throw notFound('Client');
  await audit(deps, actor, 'client.updated', row.id, `Updated ${fullName(row)}'s profile`);
  return toClient(row);
}

/**
 * Archives the client (issue 38 item 2): nothing is deleted. While archived they are out of the client list, the
 * pickers, the dashboard count and the generator; their plans are out of the plan list; their plans' share links
 * and their portal sign-in stop working. Archiving an archived client changes nothing.
 */
export async function archiveClient(deps: AppDeps, actor: Actor, id: string): Promise<Client> {
  return setArchived(deps, actor, id, true);
}

/** Brings an archived client back: lists, share links and portal access as they were before. */
export async function restoreClient(deps: AppDeps, actor: Actor, id: string): Promise<Client> {
  return setArchived(deps, actor, id, false);
}

async function setArchived(deps: AppDeps, actor: Actor, id: string, archive: boolean): Promise<Client> {
  const current = await findOwnClient(deps, actor, id);
  if ((current.archivedAt !== null) === archive) return toClient(current);
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(clients)
    .set({ archivedAt: archive ? now : null, updatedAt: now })
    .where(and(eq(clients.id, id), ownedBy(clients, actor)))
    .returning();
  if (!row) throw notFound('Client');
  await audit(
    deps,
    actor,
    archive ? 'client.archived' : 'client.restored',
    row.id,
    archive ? `Archived ${fullName(row)}'s record` : `Restored ${fullName(row)}'s record from the archive`,
  );
  return toClient(row);
}

/** The practitioner has checked the allergies converted from free text: the profile stops asking. */
export async function confirmClientAllergies(deps: AppDeps, actor: Actor, id: string): Promise<Client> {
  await findOwnClient(deps, actor, id);
  const [row] = await deps.db
    .update(clients)
    .set({ allergiesReview: null })
    .where(and(eq(clients.id, id), ownedBy(clients, actor)))
    .returning();
  if (!row) throw notFound('Client');
  await audit(deps, actor, 'client.allergies-confirmed', row.id, `Confirmed ${fullName(row)}'s converted allergies`);
  return toClient(row);
}

const ALLERGY_CONVERSION_PREFIX = 'client-allergies:';
/** Bumped when the conversion rules change in a way existing words should be converted again. */
export const allergyConversionVersion = '1';

export interface AllergyConversionReport {
  skipped: boolean;
  /** clients whose list changed and who are now marked for review */
  clientsConverted: number;
  /** free-text entries that became allergen ids */
  wordsMapped: number;
  /** entries kept as words (screened by name only), with how many clients carry each */
  unmapped: { words: string; clients: number }[];
}

/**
 * Converts every client's free-text allergies to allergen ids once per conversion version (at start-up), on the
 * safe side, and marks each changed client for the practitioner to confirm. Words naming nothing of the list are
 * kept and reported. Running it again changes nothing: ids stay ids and unmapped words stay words.
 */
export async function convertClientAllergies(
  db: Database,
  at: Date,
  version: string = allergyConversionVersion,
): Promise<AllergyConversionReport> {
  const source = `${ALLERGY_CONVERSION_PREFIX}${version}`;
  const [done] = await db.select().from(dataLoads).where(eq(dataLoads.source, source)).limit(1);
  if (done) return { skipped: true, clientsConverted: 0, wordsMapped: 0, unmapped: [] };
  const rows = await db
    .select({ id: clients.id, allergies: clients.allergies, allergiesReview: clients.allergiesReview })
    .from(clients)
    .where(sql`cardinality(${clients.allergies}) > 0`);
  let clientsConverted = 0;
  let wordsMapped = 0;
  const unmapped = new Map<string, { words: string; clients: number }>();
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const result = convertAllergyWords(row.allergies);
      for (const words of result.unmapped) {
        const key = words.toLowerCase();
        const seen = unmapped.get(key) ?? { words, clients: 0 };
        seen.clients += 1;
        unmapped.set(key, seen);
      }
      if (!result.converted.length) continue;
      clientsConverted += 1;
      wordsMapped += result.converted.length;
      // A review still pending from an earlier version keeps its original words and gains the new ones.
      const entries = [...(row.allergiesReview?.entries ?? []), ...result.converted];
      await tx
        .update(clients)
        .set({ allergies: result.allergies, allergiesReview: { convertedAt: at.toISOString(), entries } })
        .where(eq(clients.id, row.id));
    }
    await tx.delete(dataLoads).where(like(dataLoads.source, `${ALLERGY_CONVERSION_PREFIX}%`));
    await tx.insert(dataLoads).values({ source, rowCount: clientsConverted }).onConflictDoNothing();
  });
  return {
    skipped: false,
    clientsConverted,
    wordsMapped,
    unmapped: [...unmapped.values()].sort((a, b) => b.clients - a.clients || a.words.localeCompare(b.words)),
  };
}
