import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { MealPlanDetail } from '../../../shared/schemas/meal-plans.ts';
import {
  reportTypeLabels,
  type Report,
  type ReportAdequacy,
  type ReportContent,
  type ReportType,
  type ReportValues,
} from '../../../shared/schemas/reports.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { clients, mealPlans, reports } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { PracticeBranding } from '../../lib/pdf/letterhead.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { getPracticeBranding, withLogoForPdf } from '../branding/branding.service.ts';
import { getPlanAdequacy } from '../meal-plans/meal-plan-export.service.ts';
import { getMealPlan } from '../meal-plans/meal-plans.service.ts';
import { progressPeriod } from '../../../shared/schemas/client-progress.ts';
import type { ReportIntake, ReportProgress } from '../../../shared/schemas/reports.ts';
import { addDays, daysBetween } from '../../../shared/dates/calendar-days.ts';
import { intakeOf } from '../food-diary/intake.service.ts';
import { readProgressOverPeriod } from '../clients/client-progress.service.ts';
import { periodAdherence } from '../clients/weekly-adherence.ts';
import { buildReportContent, type ReportClientFacts } from './report-content.ts';
import { reportFileName } from '../../lib/pdf/file-name.ts';
import { ownedBy } from '../../db/owned-by.ts';
import { createFormats } from '../../../shared/format/formats.ts';
import type { Preferences } from '../../../shared/format/preferences.ts';
import { documentPreferences } from '../users/preferences.service.ts';

type ReportRow = typeof reports.$inferSelect;

export interface ReportPdfInput {
  report: Report;
  practice: PracticeBranding;
  /** the practice's locale, the client's own units where set (decision 0033); absent: en-US, kcal, US units */
  preferences?: Preferences;
}

function downloadPath(id: string): string {
  return `/api/reports/${id}/download`;
}

export function toReport(row: ReportRow, clientName: string): Report {
  return {
    id: row.id,
    userId: row.userId,
    clientId: row.clientId,
    clientName,
    mealPlanId: row.mealPlanId,
    title: row.title,
    type: row.type as ReportType,
    content: row.content as ReportContent,
    pdfPath: row.pdfPath,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'an insurance report for Nia Adeyemi': what the audit trail says, never the title (it may name a condition). */
function describe(type: ReportType, clientName: string): string {
  const label = reportTypeLabels[type].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} for ${clientName}`;
}

async function findOwnClient(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<{
  id: string;
  goalWeightKg: number | null;
  facts: ReportClientFacts;
  dri: { id: string; dateOfBirth: string | null; gender: string | null; pregnancy: string | null };
}> {
  const [row] = isUuid(id)
    ? await deps.db
        .select()
        .from(clients)
        .where(and(eq(clients.id, id), ownedBy(clients, actor)))
        .limit(1)
    : [];
  if (!row) throw notFound('Client');
  const facts: ReportClientFacts = {
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender as ReportClientFacts['gender'],
    height: row.height === null ? null : Number(row.height),
    weight: row.weight === null ? null : Number(row.weight),
    activityLevel: row.activityLevel,
    healthGoals: row.healthGoals,
    medicalConditions: row.medicalConditions,
    allergies: row.allergies,
    dietaryRestrictions: row.dietaryRestrictions,
  };
  return {
    id: row.id,
    goalWeightKg: row.goalWeight === null ? null : Number(row.goalWeight),
    facts,
    dri: { id: row.id, dateOfBirth: row.dateOfBirth, gender: row.gender, pregnancy: row.pregnancy },
  };
}

/**
 * What the client logged over the report's period: the linked plan's dates, else the twelve weeks up to the
 * report date (the profile's charts). Only meals due by the report date count as planned.
 */
async function reportProgress(
  deps: AppDeps,
  actor: Actor,
  client: { id: string; goalWeightKg: number | null },
  plan: MealPlanDetail | null,
  today: string,
): Promise<ReportProgress | undefined> {
  const { from, to } = plan ? { from: plan.startDate, to: plan.endDate } : progressPeriod({}, today);
  const { measurements, adherence } = await readProgressOverPeriod(deps, actor, client.id, from, to);
  const first = measurements[0];
  const last = measurements[measurements.length - 1];
  const meals = periodAdherence(adherence);
  const checkedOff = adherence.reduce((sum, week) => sum + week.eaten + week.skipped + week.swapped, 0);
  // A client who logged nothing (no portal, or not used): a section saying so would only be noise to a payer.
  if (measurements.length === 0 && checkedOff === 0) return undefined;
  return {
    from,
    to,
    firstWeight: first ? { date: first.date, kg: first.weightKg } : null,
    lastWeight: last ? { date: last.date, kg: last.weightKg } : null,
    weighIns: measurements.length,
    goalWeightKg: client.goalWeightKg,
    plannedMeals: meals.planned,
    eatenMeals: meals.eaten,
    adherence: meals.share === null ? null : Math.round(meals.share * 1000) / 1000,
  };
}

/** The longest stretch of the food diary a report reads: the intake's own limit, the last days of a longer plan. */
const REPORT_INTAKE_DAYS = 28;

/**
 * What the client logged in the food diary over the report's period (the linked plan's days up to the report date,
 * at most its last four weeks; else the four weeks up to the report date), against the plan and the client's DRIs.
 * Nothing logged: no section.
 */
async function reportIntake(
  deps: AppDeps,
  actor: Actor,
  client: { id: string; dateOfBirth: string | null; gender: string | null; pregnancy: string | null },
  plan: MealPlanDetail | null,
  today: string,
): Promise<ReportIntake | undefined> {
  const to = plan ? (plan.endDate < today ? plan.endDate : today) : today;
  let from = plan ? plan.startDate : addDays(today, -(REPORT_INTAKE_DAYS - 1));
  if (from > to) return undefined;
  if (daysBetween(from, to) >= REPORT_INTAKE_DAYS) from = addDays(to, -(REPORT_INTAKE_DAYS - 1));
  const intake = await intakeOf(deps, actor.id, client, from, to, today);
  const { average } = intake;
  if (average.loggedDays === 0 || !average.eaten) return undefined;
  const macros = (totals: { calories: number; protein: number; carbs: number; fat: number }) => ({
    calories: Math.round(totals.calories),
    protein: Math.round(totals.protein * 10) / 10,
    carbs: Math.round(totals.carbs * 10) / 10,
    fat: Math.round(totals.fat * 10) / 10,
  });
  const known = average.adequacy.filter((row) => row.percent !== null);
  const nutrient = (row: (typeof known)[number]) => ({
    label: row.label,
    percent: Math.round(row.percent!),
    kind: row.target.kind,
    status: row.status,
  });
  const logged = intake.days.filter((day) => day.logged);
  return {
    from,
    to,
    loggedDays: average.loggedDays,
    days: intake.days.length,
    eaten: macros(average.eaten),
    planned: average.planned ? macros(average.planned) : null,
    waterMl: average.waterMl === null ? null : Math.round(average.waterMl),
    lifeStageLabel: intake.lifeStageLabel,
    under: known
      .filter((row) => row.status === 'short')
      .sort((a, b) => a.percent! - b.percent!)
      .slice(0, 5)
      .map(nutrient),
    over: known
      .filter((row) => row.status === 'over-limit' || row.status === 'over-cdrr')
      .sort((a, b) => b.percent! - a.percent!)
      .slice(0, 5)
      .map(nutrient),
    notAnalysed: logged.reduce((sum, day) => sum + day.notAnalysed.length, 0),
    notLogged: logged.reduce((sum, day) => sum + day.notLogged.length, 0),
  };
}

/**
 * The vitamins-and-minerals table of a client or insurance report: the linked plan's average day; without a
 * linked plan, the client's active plan that runs today, else the active one that started last. None: nothing.
 */
async function reportAdequacy(
  deps: AppDeps,
  actor: Actor,
  clientId: string,
  linked: MealPlanDetail | null,
  today: string,
): Promise<ReportAdequacy | undefined> {
  let plan = linked;
  if (!plan) {
    const active = await deps.db
      .select({ id: mealPlans.id, startDate: mealPlans.startDate, endDate: mealPlans.endDate })
      .from(mealPlans)
      .where(and(ownedBy(mealPlans, actor), eq(mealPlans.clientId, clientId), eq(mealPlans.status, 'active')))
      .orderBy(desc(mealPlans.startDate), desc(mealPlans.createdAt));
    const chosen = active.find((row) => row.startDate <= today && today <= row.endDate) ?? active[0];
    if (!chosen) return undefined;
    plan = await getMealPlan(deps, actor, chosen.id);
  }
  const table = await getPlanAdequacy(deps, actor, clientId, plan.days);
  return table ? { plan: { name: plan.name, startDate: plan.startDate, endDate: plan.endDate }, table } : undefined;
}

/** The practitioner's reports, newest first, with the client's name. */
export async function listReports(deps: AppDeps, actor: Actor): Promise<Report[]> {
  const rows = await deps.db
    .select({ report: reports, firstName: clients.firstName, lastName: clients.lastName })
    .from(reports)
    .innerJoin(clients, and(eq(clients.id, reports.clientId), ownedBy(clients, actor)))
    .where(ownedBy(reports, actor))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'report.listed',
    entityType: 'report',
    summary: `Viewed the report list (${rows.length} reports)`,
    at: deps.clock.now(),
  });
  return rows.map(({ report, firstName, lastName }) => toReport(report, `${firstName} ${lastName}`));
}

/**
 * Generates a report for one of the practitioner's clients, optionally from one of that client's plans. The
 * content (figures, client details, period) is fixed now, so the report reads the same whenever it is opened.
 */
export async function createReport(deps: AppDeps, actor: Actor, values: ReportValues): Promise<Report> {
  const client = await findOwnClient(deps, actor, values.clientId);
  const plan = values.mealPlanId ? await getMealPlan(deps, actor, values.mealPlanId) : null;
  if (plan && plan.clientId !== client.id) {
    throw new AppError('bad_request', 'Some fields are not valid', [
      { path: 'mealPlanId', message: 'This meal plan belongs to another client' },
    ]);
  }
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const formats = createFormats(await documentPreferences(deps, actor.id, client.id));
  const content = buildReportContent({ title: values.title, client: client.facts, plan, today, formats });
  if (values.type === 'client_report' || values.type === 'insurance_report') {
    const adequacy = await reportAdequacy(deps, actor, client.id, plan, today);
    if (adequacy) content.adequacy = adequacy;
    const progress = values.includeProgress ? await reportProgress(deps, actor, client, plan, today) : undefined;
    if (progress) content.progress = progress;
    const intake = values.includeProgress ? await reportIntake(deps, actor, client.dri, plan, today) : undefined;
    if (intake) content.intake = intake;
  }
  const id = randomUUID();
  const [row] = await deps.db
    .insert(reports)
    .values({
      id,
      userId: actor.id,
      clientId: client.id,
      mealPlanId: plan?.id ?? null,
      title: values.title,
      type: values.type,
      content,
      pdfPath: downloadPath(id),
      createdAt: now,
    })
    .returning();
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'report.created',
    entityType: 'report',
    entityId: row.id,
    summary: `Generated ${describe(values.type, content.clientName)}`,
    at: now,
  });
  return toReport(row, content.clientName);
}

/** The report's PDF and its file name, rendered like every PDF: in an export slot, on a render thread. */
export async function exportReportPdf(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  return deps.pdf.withExportSlot(actor.id, async () => {
    const input = await getReportPdfInput(deps, actor, id);
    return { pdf: await deps.pdf.render({ kind: 'report', input }), fileName: reportFileName(input.report.title) };
  });
}

/** What the PDF is drawn from: the report as generated, and the practice's branding as it is today. */
export async function getReportPdfInput(deps: AppDeps, actor: Actor, id: string): Promise<ReportPdfInput> {
  if (!isUuid(id)) throw notFound('Report');
  const [row] = await deps.db
    .select({ report: reports, firstName: clients.firstName, lastName: clients.lastName })
    .from(reports)
    .innerJoin(clients, and(eq(clients.id, reports.clientId), ownedBy(clients, actor)))
    .where(and(eq(reports.id, id), ownedBy(reports, actor)))
    .limit(1);
  if (!row) throw notFound('Report');
  const report = toReport(row.report, `${row.firstName} ${row.lastName}`);
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'report.downloaded',
    entityType: 'report',
    entityId: report.id,
    summary: `Downloaded ${describe(report.type, report.clientName)}`,
    at: deps.clock.now(),
  });
  return {
    report,
    practice: await withLogoForPdf(deps, actor.id, await getPracticeBranding(deps, actor.id)),
    preferences: await documentPreferences(deps, report.userId, report.clientId),
  };
}
