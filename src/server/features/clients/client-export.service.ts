/** A client's record leaving the app whole (issue 38 item 1): one ZIP with every file of it and a README. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClientRecordFile } from '../../../shared/schemas/client-record.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import {
  activityLog,
  clientCheckIns,
  clientMeasurements,
  clientDiaryMeals,
  clientWaterLogs,
  clients,
  emailLog,
  portalAccounts,
  portalShoppingTicks,
  reports,
} from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { zipFiles, type ZipEntry } from '../../lib/zip.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { exportMealPlanPdf } from '../meal-plans/meal-plan-export.service.ts';
import { getMealPlan } from '../meal-plans/meal-plans.service.ts';
import { exportReportPdf, toReport } from '../reports/reports.service.ts';
import { auditRowsOfRecord, emailsOfRecord, readRecordKeys } from './client-record-rows.ts';
import { getClientNutrientTargets, toClient } from './clients.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Lower-case ASCII words joined by hyphens, for file names; `fallback` when nothing is left. */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** 01, 02, ...: the place of a file among its kind, so a folder lists in the order of the record. */
export const numbered = (index: number) => String(index + 1).padStart(2, '0');

/** A file of an export and what it holds, in the words of its README. */
export type ExportFile = ZipEntry & { what: string };

/** A README.txt: who the files are of, the formats, then each file and what it holds. */
export function readmeOf(heading: string, exportedAt: string, files: { name: string; what: string }[]): string {
  const width = Math.max(...files.map((file) => file.name.length));
  return [
    `${heading}, as the practice held it on ${exportedAt} (UTC).`,
    '',
    'Every JSON file is UTF-8, indented; dates are ISO 8601 (calendar dates YYYY-MM-DD, moments in UTC).',
    'Weights are kilograms, heights and waists centimetres, energy kilocalories, nutrients grams unless named.',
    '',
    'Files:',
    ...files.map((file) => `  ${file.name.padEnd(width)}  ${file.what}`),
    '',
  ].join('\n');
}

type ClientRow = typeof clients.$inferSelect;

/**
 * The files of one client's record, README.txt first, named as inside the client's own ZIP: `client.json`
 * (profile, allergies, nutrient targets, portal status), each plan as JSON and as its PDF, each report as JSON and
 * as its PDF, the portal log, the e-mails about the client and the audit of who read or changed the record. The
 * practice's own export (users/account-export.service.ts) puts the same files under a folder per client.
 */
export async function clientRecordFiles(deps: AppDeps, actor: Actor, row: ClientRow, now: Date): Promise<ExportFile[]> {
  const exportedAt = now.toISOString();
  const client = toClient(row);
  const keys = await readRecordKeys(deps.db, actor.id, row);
  const files: ExportFile[] = [];
  const add = (name: string, data: Buffer | string, what: string) => files.push({ name, data, modified: now, what });

  const [account] = await deps.db.select().from(portalAccounts).where(eq(portalAccounts.clientId, row.id)).limit(1);
  const clientFile: ClientRecordFile = {
    format: 'platewise-client-record/1',
    exportedAt,
    client,
    nutrientTargets: await getClientNutrientTargets(deps, actor, row.id),
    portal: {
      status: !account ? 'none' : account.revokedAt ? 'revoked' : account.acceptedAt ? 'active' : 'invited',
      email: account?.email ?? null,
      invitedAt: iso(account?.invitedAt ?? null),
      acceptedAt: iso(account?.acceptedAt ?? null),
      revokedAt: iso(account?.revokedAt ?? null),
      lastLoginAt: iso(account?.lastLoginAt ?? null),
    },
  };
  add(
    'client.json',
    json(clientFile),
    'The profile (contact details, measurements, goals, restrictions, allergies, medical conditions, notes), the Dietary Reference Intakes for their age, sex and pregnancy, and their portal access',
  );

  // One at a time: each PDF holds one of the practitioner's export slots, as a download from the plan page does.
  for (const [index, planId] of keys.planIds.entries()) {
    const plan = await getMealPlan(deps, actor, planId);
    const base = `meal-plans/${numbered(index)}-${slugOf(plan.name, 'meal-plan')}`;
    add(`${base}.json`, json(plan), `Meal plan "${plan.name}": its days, meals, recipes and daily totals`);
    const { pdf } = await exportMealPlanPdf(deps, actor, planId);
    add(`${base}.pdf`, pdf, `Meal plan "${plan.name}" as the practice's branded PDF`);
  }

  const reportRows = keys.reportIds.length
    ? await deps.db.select().from(reports).where(inArray(reports.id, keys.reportIds)).orderBy(asc(reports.createdAt))
    : [];
  for (const [index, reportRow] of reportRows.entries()) {
    const report = toReport(reportRow, `${row.firstName} ${row.lastName}`);
    const base = `reports/${numbered(index)}-${slugOf(report.title, 'report')}`;
    add(`${base}.json`, json(report), `Report "${report.title}" as generated (its figures are fixed on that day)`);
    const { pdf } = await exportReportPdf(deps, actor, report.id);
    add(`${base}.pdf`, pdf, `Report "${report.title}" as its PDF`);
  }

  const checkIns = await deps.db
    .select()
    .from(clientCheckIns)
    .where(eq(clientCheckIns.clientId, row.id))
    .orderBy(asc(clientCheckIns.date), asc(clientCheckIns.mealType));
  add(
    'portal/check-ins.json',
    json(
      checkIns.map((checkIn) => ({
        date: checkIn.date,
        meal: checkIn.mealType,
        status: checkIn.status,
        note: checkIn.note,
        mealPlanId: checkIn.mealPlanId,
        createdAt: iso(checkIn.createdAt),
        updatedAt: iso(checkIn.updatedAt),
      })),
    ),
    'What the client marked in the portal for each planned meal (eaten, skipped, swapped) and their notes',
  );
  const measurements = await deps.db
    .select()
    .from(clientMeasurements)
    .where(eq(clientMeasurements.clientId, row.id))
    .orderBy(asc(clientMeasurements.date));
  add(
    'portal/measurements.json',
    json(
      measurements.map((entry) => ({
        date: entry.date,
        weightKg: Number(entry.weightKg),
        waistCm: entry.waistCm === null ? null : Number(entry.waistCm),
        createdAt: iso(entry.createdAt),
      })),
    ),
    'The weight (and waist) log the client kept in the portal',
  );
  const diaryMeals = await deps.db
    .select()
    .from(clientDiaryMeals)
    .where(eq(clientDiaryMeals.clientId, row.id))
    .orderBy(asc(clientDiaryMeals.date), asc(clientDiaryMeals.mealType));
  add(
    'portal/food-diary.json',
    json(
      diaryMeals.map((meal) => ({
        date: meal.date,
        meal: meal.mealType,
        skipped: (meal.entries as unknown[]).length === 0,
        entries: meal.entries,
        createdAt: iso(meal.createdAt),
        updatedAt: iso(meal.updatedAt),
      })),
    ),
    'What the client logged in the portal’s food diary, meal by meal (no entries: the meal was skipped)',
  );
  const waterLogs = await deps.db
    .select()
    .from(clientWaterLogs)
    .where(eq(clientWaterLogs.clientId, row.id))
    .orderBy(asc(clientWaterLogs.date));
  add(
    'portal/water.json',
    json(waterLogs.map((day) => ({ date: day.date, ml: day.ml, updatedAt: iso(day.updatedAt) }))),
    'The water the client logged in the portal, ml per day',
  );
  const ticks = await deps.db
    .select()
    .from(portalShoppingTicks)
    .where(eq(portalShoppingTicks.clientId, row.id))
    .orderBy(asc(portalShoppingTicks.createdAt));
  add(
    'portal/shopping-ticks.json',
    json(ticks.map((tick) => ({ mealPlanId: tick.mealPlanId, item: tick.item, tickedAt: iso(tick.createdAt) }))),
    "The shopping-list items the client ticked off in the portal, per plan ('group|name')",
  );

  const emails = await deps.db.select().from(emailLog).where(emailsOfRecord(keys)).orderBy(asc(emailLog.createdAt));
  add(
    'emails.json',
    json(
      emails.map((mail) => ({
        id: mail.id,
        recipient: mail.recipient,
        subject: mail.subject,
        body: mail.body,
        kind: mail.kind,
        status: mail.status,
        error: mail.error,
        createdAt: mail.createdAt.toISOString(),
        sentAt: iso(mail.sentAt),
      })),
    ),
    'The e-mails the practice sent about the client or to their address: recipient, subject, body, status (sent, queued, failed, not_delivered, refused) and dates',
  );

  const audit = await deps.db
    .select()
    .from(activityLog)
    .where(
      auditRowsOfRecord(
        keys,
        emails.map((mail) => mail.id),
      ),
    )
    .orderBy(asc(activityLog.id));
  add(
    'audit.json',
    json(
      audit.map((entry) => ({
        at: entry.createdAt.toISOString(),
        actorId: entry.actorId,
        actor:
          entry.actorId === actor.id
            ? 'practitioner'
            : entry.actorId && keys.portalAccountIds.includes(entry.actorId)
              ? 'portal'
              : 'other',
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        summary: entry.summary,
        ipAddress: entry.ipAddress,
      })),
    ),
    'Who read or changed the record and when: the practitioner, the client in the portal; up to the moment of this export',
  );

  const name = `${row.firstName} ${row.lastName}`;
  const readme: ExportFile = {
    name: 'README.txt',
    data: readmeOf(`The record of ${name}`, exportedAt, [{ name: 'README.txt', what: 'This list' }, ...files]),
    modified: now,
    what: 'What each file of the record is',
  };
  return [readme, ...files];
}

/** The entries to zip: the files without their descriptions. */
export const zipEntriesOf = (files: ExportFile[]): ZipEntry[] =>
  files.map(({ name, data, modified }) => ({ name, data, modified }));

/**
 * The client's whole record as a ZIP (the files of `clientRecordFiles`). The export itself is audited. Another
 * practice's client answers 404, exactly as a missing one.
 */
export async function exportClientRecord(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<{ zip: Buffer; fileName: string }> {
  if (!isUuid(id)) throw notFound('Client');
  const [row] = await deps.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), ownedBy(clients, actor)))
    .limit(1);
  if (!row) throw notFound('Client');
  const now = deps.clock.now();
  const exportedAt = now.toISOString();
  const entries = zipEntriesOf(await clientRecordFiles(deps, actor, row, now));
  const zip = zipFiles(entries);
  const name = `${row.firstName} ${row.lastName}`;
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'client.exported',
    entityType: 'client',
    entityId: row.id,
    summary: `Exported ${name}'s record (${entries.length} files)`,
    at: now,
  });
  return { zip, fileName: `client-record-${slugOf(name, 'client')}-${exportedAt.slice(0, 10)}.zip` };
}
