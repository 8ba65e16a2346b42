/**
 * A practice's own account leaving the app whole (issue 38 item 4): one ZIP with the profile, branding,
 * subscription, recipes, plans without a client, plan templates, e-mails, audit, allergen entries and every client's record in
 * the layout of the client export (decision 0026).
 */
import { decodeAnimalFacts } from '../../../shared/nutrition/animal-facts.ts';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { AccountFile } from '../../../shared/schemas/account.ts';
import { decodeStatuses } from '../../../shared/nutrition/allergens.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import {
  activityLog,
  clients,
  emailLog,
  foods,
  mealPlans,
  planTemplates,
  practiceFoodAllergens,
  recipes,
  sessions,
  uploads,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { zipFiles } from '../../lib/zip.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { toPublicUser } from '../auth/auth.service.ts';
import {
  clientRecordFiles,
  numbered,
  readmeOf,
  slugOf,
  zipEntriesOf,
  type ExportFile,
} from '../clients/client-export.service.ts';
import { exportMealPlanPdf } from '../meal-plans/meal-plan-export.service.ts';
import { getMealPlan } from '../meal-plans/meal-plans.service.ts';
import { getRecipe } from '../recipes/recipes.service.ts';
import { ownedBy } from '../../db/owned-by.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const imageExtensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/**
 * Everything of the signed-in practice as a ZIP: `account.json` (profile with branding, subscription, sign-in
 * facts; no password hash, no session token), the uploaded logos, `recipes.json`, each plan without a client as
 * JSON and PDF, `plan-templates.json`, `emails.json`, `audit.json`, `allergen-entries.json`, and under `clients/NN-name/` each client's
 * record exactly as its own export holds it (README.txt included), archived clients too. A README.txt names every
 * file. The export writes one `account.exported` audit row.
 */
export async function exportAccount(deps: AppDeps, actor: Actor): Promise<{ zip: Buffer; fileName: string }> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!user) throw new AppError('unauthorized', 'Please sign in to continue');
  const now = deps.clock.now();
  const exportedAt = now.toISOString();
  const files: ExportFile[] = [];
  const add = (name: string, data: Buffer | string, what: string) => files.push({ name, data, modified: now, what });

  const devices = await deps.db
    .select()
    .from(sessions)
    .where(ownedBy(sessions, actor))
    .orderBy(asc(sessions.createdAt));
  const accountFile: AccountFile = {
    format: 'platewise-account/1',
    exportedAt,
    profile: toPublicUser(user),
    subscription: {
      status: user.subscriptionStatus,
      currentPeriodEnd: iso(user.subscriptionCurrentPeriodEnd),
      cancelAtPeriodEnd: user.subscriptionCancelAtPeriodEnd,
      stripeCustomerId: user.stripeCustomerId,
      stripeSubscriptionId: user.stripeSubscriptionId,
    },
    lastLoginAt: iso(user.lastLoginAt),
    sessions: devices.map((device) => ({
      createdAt: device.createdAt.toISOString(),
      lastSeenAt: device.lastSeenAt.toISOString(),
      expiresAt: device.expiresAt.toISOString(),
      userAgent: device.userAgent,
      ipAddress: device.ipAddress,
    })),
  };
  add(
    'account.json',
    json(accountFile),
    'Your profile and practice branding (name, logo address, colours, contact details), your subscription as the payment provider last reported it, and the devices signed in now (no password, no session token)',
  );

  const logos = await deps.db.select().from(uploads).where(ownedBy(uploads, actor)).orderBy(asc(uploads.createdAt));
  for (const [index, logo] of logos.entries()) {
    add(
      `branding/${numbered(index)}-logo.${imageExtensions[logo.contentType] ?? 'bin'}`,
      logo.data,
      `A logo you uploaded (${logo.contentType}); the one in use is /api/uploads/${logo.id} when account.json names it`,
    );
  }

  const recipeRows = await deps.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(ownedBy(recipes, actor))
    .orderBy(asc(recipes.createdAt), asc(recipes.id));
  const ownRecipes = [];
  for (const { id } of recipeRows) ownRecipes.push(await getRecipe(deps, actor, id));
  add(
    'recipes.json',
    json(ownRecipes),
    'Your own recipes: ingredients, instructions, nutrition per serving, diet and allergen labels',
  );

  // Plans given to a client are in that client's folder; these are the ones given to no one.
  const planRows = await deps.db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(and(ownedBy(mealPlans, actor), isNull(mealPlans.clientId)))
    .orderBy(asc(mealPlans.startDate), asc(mealPlans.createdAt));
  for (const [index, { id }] of planRows.entries()) {
    const plan = await getMealPlan(deps, actor, id);
    const base = `meal-plans/${numbered(index)}-${slugOf(plan.name, 'meal-plan')}`;
    add(`${base}.json`, json(plan), `Meal plan "${plan.name}" (no client): its days, meals, recipes and daily totals`);
    const { pdf } = await exportMealPlanPdf(deps, actor, id);
    add(`${base}.pdf`, pdf, `Meal plan "${plan.name}" as your branded PDF`);
  }

  const templates = await deps.db
    .select()
    .from(planTemplates)
    .where(ownedBy(planTemplates, actor))
    .orderBy(asc(planTemplates.createdAt), asc(planTemplates.id));
  add(
    'plan-templates.json',
    json(
      templates.map((template) => ({
        id: template.id,
        name: template.name,
        description: template.description,
        targets: {
          calories: template.targetCalories,
          protein: template.targetProtein,
          carbs: template.targetCarbs,
          fat: template.targetFat,
        },
        days: template.days,
        createdAt: template.createdAt.toISOString(),
        updatedAt: template.updatedAt.toISOString(),
      })),
    ),
    'Your plan templates: each day in order with its meals and servings, and the targets the template carries',
  );

  const entries = await deps.db
    .select({
      foodId: practiceFoodAllergens.foodId,
      food: foods.description,
      statuses: practiceFoodAllergens.statuses,
      note: practiceFoodAllergens.note,
      setAt: practiceFoodAllergens.setAt,
    })
    .from(practiceFoodAllergens)
    .innerJoin(foods, eq(foods.id, practiceFoodAllergens.foodId))
    .where(ownedBy(practiceFoodAllergens, actor))
    .orderBy(asc(practiceFoodAllergens.foodId));
  add(
    'allergen-entries.json',
    json(
      entries.map((entry) => ({
        foodId: entry.foodId,
        food: entry.food,
        statuses: decodeStatuses(entry.statuses),
        note: entry.note,
        setAt: entry.setAt.toISOString(),
      })),
    ),
    'The allergen statuses your practice set for foods from their labels (contains, may contain, free for each of the 15 allergens), with each label’s note',
  );

  const ownFoods = await deps.db.select().from(foods).where(ownedBy(foods, actor)).orderBy(asc(foods.id));
  add(
    'foods.json',
    json(
      ownFoods.map((food) => ({
        id: food.id,
        description: food.description,
        brandOwner: food.brandOwner,
        label: food.label,
        animalFacts: food.animalFacts ? decodeAnimalFacts(food.animalFacts) : null,
        archived: food.archivedAt !== null,
        createdAt: iso(food.createdAt),
        updatedAt: iso(food.updatedAt),
      })),
    ),
    'Your practice’s own foods as typed from their labels (serving, nutrients per serving, ingredients and allergen statements, animal facts); their allergen statuses are in allergen-entries.json',
  );

  const emails = await deps.db.select().from(emailLog).where(ownedBy(emailLog, actor)).orderBy(asc(emailLog.createdAt));
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
        clientId: mail.clientId,
        createdAt: mail.createdAt.toISOString(),
        sentAt: iso(mail.sentAt),
      })),
    ),
    'Every e-mail you sent or the app sent for you: recipient, subject, body, status and dates (those about a client are in their folder too)',
  );

  const audit = await deps.db
    .select()
    .from(activityLog)
    .where(
      or(
        eq(activityLog.actorId, actor.id),
        and(eq(activityLog.entityType, 'user'), eq(activityLog.entityId, actor.id)),
      ),
    )
    .orderBy(asc(activityLog.id));
  add(
    'audit.json',
    json(
      audit.map((entry) => ({
        at: entry.createdAt.toISOString(),
        actor: entry.actorId === actor.id ? 'you' : 'administrator',
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        summary: entry.summary,
        ipAddress: entry.ipAddress,
      })),
    ),
    'What you did in the app and when (sign-ins, every read and change of a record), and what an administrator did to your account; up to this export',
  );

  // Archived clients too: the export is of everything the practice holds.
  const clientRows = await deps.db
    .select()
    .from(clients)
    .where(ownedBy(clients, actor))
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id));
  for (const [index, row] of clientRows.entries()) {
    const folder = `clients/${numbered(index)}-${slugOf(`${row.firstName} ${row.lastName}`, 'client')}`;
    for (const file of await clientRecordFiles(deps, actor, row, now)) {
      files.push({ ...file, name: `${folder}/${file.name}` });
    }
  }

  const practice = user.businessName || `${user.firstName} ${user.lastName}`;
  const listed = files.filter((file) => !file.name.startsWith('clients/'));
  const readme: ExportFile = {
    name: 'README.txt',
    data: readmeOf(`Everything ${practice} holds in Platewise`, exportedAt, [
      { name: 'README.txt', what: 'This list' },
      ...listed,
      {
        name: 'clients/NN-name/',
        what: `One folder per client (${clientRows.length}, archived ones included), holding the client's record as the client export gives it: README.txt, client.json, meal-plans/, reports/, portal/, emails.json, audit.json`,
      },
    ]),
    modified: now,
    what: 'This list',
  };
  const zip = zipFiles(zipEntriesOf([readme, ...files]));
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'account.exported',
    entityType: 'user',
    entityId: actor.id,
    summary: `Exported the practice's account (${files.length + 1} files, ${clientRows.length} client records)`,
    at: now,
  });
  return { zip, fileName: `platewise-account-${slugOf(practice, 'practice')}-${exportedAt.slice(0, 10)}.zip` };
}
