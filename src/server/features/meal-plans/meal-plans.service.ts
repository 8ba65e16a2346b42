import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { findDietConflicts } from '../../../shared/nutrition/diet-conflicts.ts';
import { planAdequacy, type PlanAdequacy } from '../../../shared/nutrition/adequacy.ts';
import { ageInYears, nutrientTargetsFor, type PregnancyStatus } from '../../../shared/nutrition/dri/dri.ts';
import { isMicronutrientKey } from '../../../shared/nutrition/nutrients.ts';
import { nutrientKeys, scaleNutrition, sumNutrition, type Nutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import { buildShoppingList, shoppingListText, type PlannedIngredient, type ShoppingFood } from '../../../shared/nutrition/shopping-list.ts';
import type { Portion } from '../../../shared/nutrition/units.ts';
import type {
  DayMeals,
  MealPlan,
  MealPlanSummary,
  MealPlanDetail,
  MealPlanPdfInput,
  MealPlanValues,
  PlannedMeal,
  ResolvedDay,
  ResolvedMeal,
  ShareLink,
  ShareLinkInput,
  SharedPlan,
  ShoppingList,
} from '../../../shared/schemas/meal-plans.ts';
import type { Recipe } from '../../../shared/schemas/recipes.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { cachedAnswer, type JsonBytes } from '../../db/answer-cache.ts';
import { clients, foods, mealPlanDays, mealPlans, recipes } from '../../db/schema.ts';
import { perDatabase } from '../../db/per-database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isFoodId, isUuid } from '../../lib/ids.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { SR28_SOURCE } from '../nutrition/foods-loader.service.ts';
import { getFoodAllergens } from '../nutrition/allergens/allergen-table.ts';
import { getPracticeBranding, withLogoForPdf, withLogoForSharePage } from '../branding/branding.service.ts';
import { pdfFileName } from './meal-plan-pdf.ts';

type PlanRow = typeof mealPlans.$inferSelect;
type RecipeRow = typeof recipes.$inferSelect;
type ClientFacts = { id: string; firstName: string; lastName: string; email: string | null; allergies: string[]; dietaryRestrictions: string[] };
type FoodFacts = ShoppingFood & { id: number };

const DAY_MS = 86_400_000;

function toMealPlan(row: PlanRow, clientName: string | null): MealPlan {
  return {
    id: row.id,
    userId: row.userId,
    clientId: row.clientId,
    clientName,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as MealPlan['status'],
    targetCalories: row.targetCalories,
    targetProtein: row.targetProtein,
    targetCarbs: row.targetCarbs,
    targetFat: row.targetFat,
    notes: row.notes,
    shareToken: row.shareToken,
    shareExpiresAt: row.shareExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Calendar arithmetic on YYYY-MM-DD in UTC: no time zone can shift a day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function planLength(plan: { startDate: string; endDate: string }): number {
  return Math.round((Date.parse(plan.endDate) - Date.parse(plan.startDate)) / DAY_MS) + 1;
}

function newShareToken(): string {
  return randomBytes(24).toString('base64url'); // 192 random bits
}

async function findOwnPlan(deps: AppDeps, actor: Actor, id: string): Promise<PlanRow> {
  if (!isUuid(id)) throw notFound('Meal plan');
  const [row] = await deps.db.select().from(mealPlans).where(and(eq(mealPlans.id, id), eq(mealPlans.userId, actor.id))).limit(1);
  if (!row) throw notFound('Meal plan');
  return row;
}

/** A plan may only name one of the practitioner's own clients. */
async function assertOwnClient(deps: AppDeps, actor: Actor, clientId: string | null): Promise<void> {
  if (!clientId) return;
  const [row] = await deps.db.select({ id: clients.id }).from(clients).where(and(eq(clients.id, clientId), eq(clients.userId, actor.id))).limit(1);
  if (!row) throw new AppError('bad_request', 'Some fields are not valid', [{ path: 'clientId', message: 'Client not found' }]);
}

const clientFactsColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  allergies: clients.allergies,
  dietaryRestrictions: clients.dietaryRestrictions,
};

async function clientFacts(deps: AppDeps, actor: Actor, clientId: string | null): Promise<ClientFacts | null> {
  if (!clientId) return null;
  const [row] = await deps.db
    .select(clientFactsColumns)
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, actor.id)))
    .limit(1);
  return row ?? null;
}

function recipesVisibleTo(ownerId: string) {
  return or(eq(recipes.userId, ownerId), isNull(recipes.userId), eq(recipes.isPublic, true));
}

function mealsOf(meals: DayMeals): PlannedMeal[] {
  return [meals.breakfast, meals.lunch, meals.dinner, ...(meals.snacks ?? [])].filter((meal): meal is PlannedMeal => Boolean(meal));
}

/**
 * The embedded USDA SR28 foods are reference data, loaded once and never changed: their facts are read from the
 * database once per process and kept. FoodData Central foods are refreshed when FDC revises them, so they are
 * read every time.
 */
const foodFactsCacheOf = perDatabase(() => new Map<number, FoodFacts>());

async function foodFactsFor(db: AppDeps['db'], ids: number[]): Promise<Map<number, FoodFacts>> {
  const cache = foodFactsCacheOf(db);
  const found = new Map<number, FoodFacts>();
  const missing: number[] = [];
  for (const id of ids) {
    const facts = cache.get(id);
    if (facts) found.set(id, facts);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await db
      .select({ id: foods.id, source: foods.source, description: foods.description, foodGroup: foods.foodGroup, portions: foods.portions })
      .from(foods)
      .where(inArray(foods.id, missing));
    for (const { source, ...row } of rows) {
      const facts = { ...row, portions: row.portions as Portion[] };
      found.set(row.id, facts);
      if (source === SR28_SOURCE) cache.set(row.id, facts);
    }
  }
  return found;
}

/** What a plan's page needs of a recipe; the share page, shopping list and PDF read the whole recipe. */
const recipeSummaryColumns = {
  id: recipes.id,
  name: recipes.name,
  imageUrl: recipes.imageUrl,
  servings: recipes.servings,
  nutrition: recipes.nutrition,
  nutritionCoverage: recipes.nutritionCoverage,
  diets: recipes.diets,
  allergens: recipes.allergens,
  ingredients: recipes.ingredients,
};
type RecipeSummary = Pick<RecipeRow, keyof typeof recipeSummaryColumns>;

/** The recipes a plan uses (those the plan's owner may use) and the USDA foods in them. */
async function loadPlanContext(deps: AppDeps, ownerId: string, dayRows: { meals: unknown }[], whole = true) {
  const recipeIds = [...new Set(dayRows.flatMap((day) => mealsOf(day.meals as DayMeals).map((meal) => meal.recipeId)))].filter(isUuid);
  const visible = and(inArray(recipes.id, recipeIds), recipesVisibleTo(ownerId));
  const recipeRows: RecipeSummary[] = recipeIds.length
    ? whole
      ? await deps.db.select().from(recipes).where(visible)
      : await deps.db.select(recipeSummaryColumns).from(recipes).where(visible)
    : [];
  // A public recipe of another practice can be in this plan: an id no food can have is skipped, never sent.
  const foodIds = [...new Set(recipeRows.flatMap((recipe) => (recipe.ingredients as Recipe['ingredients']).flatMap((line) => (isFoodId(line.fdcId) ? [line.fdcId] : []))))];
  return {
    recipesById: new Map(recipeRows.map((recipe) => [recipe.id, recipe])),
    foodsById: await foodFactsFor(deps.db, foodIds),
    /** Diet warnings per recipe and servings: a week repeats recipes, and the screening reads every ingredient. */
    conflictsByMeal: new Map<string, string[]>(),
  };
}
type PlanContext = Awaited<ReturnType<typeof loadPlanContext>>;

function resolveMeal(meal: PlannedMeal, context: PlanContext, client: ClientFacts | null): ResolvedMeal {
  const recipe = context.recipesById.get(meal.recipeId);
  if (!recipe) return { recipeId: meal.recipeId, servings: meal.servings, recipeName: null, imageUrl: null, recipeServings: null, nutrition: null, conflicts: [] };
  const perServing = recipe.nutrition as Nutrition | null;
  const nutrition = perServing ? scaleNutrition(perServing, meal.servings) : null;
  const incomplete = (recipe.nutritionCoverage as { incomplete?: string[] } | null)?.incomplete?.filter(isMicronutrientKey) ?? [];
  return {
    recipeId: meal.recipeId,
    servings: meal.servings,
    recipeName: recipe.name,
    imageUrl: recipe.imageUrl,
    recipeServings: recipe.servings,
    nutrition,
    incomplete,
    conflicts: client ? conflictsOf(meal, recipe, nutrition, context, client) : [],
  };
}

function conflictsOf(meal: PlannedMeal, recipe: RecipeSummary, nutrition: Nutrition | null, context: PlanContext, client: ClientFacts): string[] {
  const key = `${meal.recipeId}|${meal.servings}`;
  const known = context.conflictsByMeal.get(key);
  if (known) return known;
  const conflicts = findDietConflicts(
    {
      ingredients: (recipe.ingredients as Recipe['ingredients']).map((line) => {
        const food = line.fdcId ? context.foodsById.get(line.fdcId) : undefined;
        return { name: line.name, foodDescription: food?.description, foodGroup: food?.foodGroup, allergens: food ? getFoodAllergens(food) : null };
      }),
      sodiumMg: nutrition?.sodium,
      carbsG: nutrition?.carbs,
      labels: (recipe.ingredients as Recipe['ingredients']).every((line) => line.fdcId && context.foodsById.has(line.fdcId))
        ? { diets: recipe.diets, allergens: recipe.allergens }
        : null,
    },
    client,
  );
  context.conflictsByMeal.set(key, conflicts);
  return conflicts;
}

function resolveDay(dayNumber: number, date: string, meals: DayMeals, context: PlanContext, client: ClientFacts | null): ResolvedDay {
  const resolved = {
    breakfast: meals.breakfast ? resolveMeal(meals.breakfast, context, client) : null,
    lunch: meals.lunch ? resolveMeal(meals.lunch, context, client) : null,
    dinner: meals.dinner ? resolveMeal(meals.dinner, context, client) : null,
    snacks: (meals.snacks ?? []).map((meal) => resolveMeal(meal, context, client)),
  };
  const { totals, incomplete } = sumNutrition([resolved.breakfast, resolved.lunch, resolved.dinner, ...resolved.snacks].flatMap((meal) => (meal ? [meal] : [])));
  return { dayNumber, date, meals: resolved, totals, incomplete };
}

/**
 * The day as the plan page, the share page and a save answer it: each meal with the seven nutrients its line shows,
 * the day with all of them. The vitamins and minerals are read per day and per plan (the adequacy panel, the PDF,
 * the reports), never per meal; carried per meal they made up over half of a week's answer (decision 0015).
 */
export function leanDay(day: ResolvedDay): ResolvedDay {
  const leanMeal = (meal: ResolvedMeal | null): ResolvedMeal | null => {
    if (!meal) return null;
    const { incomplete: _perMeal, ...rest } = meal;
    return { ...rest, nutrition: meal.nutrition ? (Object.fromEntries(nutrientKeys.map((key) => [key, meal.nutrition![key]])) as Nutrition) : null };
  };
  const { breakfast, lunch, dinner, snacks } = day.meals;
  return { ...day, meals: { breakfast: leanMeal(breakfast), lunch: leanMeal(lunch), dinner: leanMeal(dinner), snacks: snacks.map((meal) => leanMeal(meal)!) } };
}

/** Every day from start to end, stored meals filled in. */
async function resolvePlanDays(deps: AppDeps, plan: PlanRow, client: ClientFacts | null, wholeRecipes = true) {
  const dayRows = await deps.db.select({ dayNumber: mealPlanDays.dayNumber, meals: mealPlanDays.meals }).from(mealPlanDays).where(eq(mealPlanDays.mealPlanId, plan.id));
  const context = await loadPlanContext(deps, plan.userId, dayRows, wholeRecipes);
  const byNumber = new Map(dayRows.map((day) => [day.dayNumber, day]));
  const days = Array.from({ length: planLength(plan) }, (_, index) => {
    const stored = byNumber.get(index + 1);
    return resolveDay(index + 1, addDays(plan.startDate, index), (stored?.meals ?? {}) as DayMeals, context, client);
  });
  return { days, context, dayRows };
}

/** A plan's days with their totals, without diet screening (the dashboard's insights read only nutrition). */
export async function plannedDaysOf(deps: AppDeps, plan: PlanRow): Promise<ResolvedDay[]> {
  return (await resolvePlanDays(deps, plan, null, false)).days;
}

/** Summaries of the practitioner's plans, newest first: the cards' fields only (no notes or macro targets). */
export async function listMealPlans(deps: AppDeps, actor: Actor): Promise<MealPlanSummary[]> {
  const rows = await deps.db
    .select({
      id: mealPlans.id,
      clientId: mealPlans.clientId,
      name: mealPlans.name,
      description: mealPlans.description,
      startDate: mealPlans.startDate,
      endDate: mealPlans.endDate,
      status: mealPlans.status,
      targetCalories: mealPlans.targetCalories,
      shareToken: mealPlans.shareToken,
      shareExpiresAt: mealPlans.shareExpiresAt,
      createdAt: mealPlans.createdAt,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(mealPlans)
    .leftJoin(clients, and(eq(clients.id, mealPlans.clientId), eq(clients.userId, actor.id)))
    .where(eq(mealPlans.userId, actor.id))
    .orderBy(desc(mealPlans.createdAt));
  return rows.map(({ firstName, lastName, ...plan }) => ({
    ...plan,
    clientName: firstName ? `${firstName} ${lastName}` : null,
    status: plan.status as MealPlanSummary['status'],
    shareExpiresAt: plan.shareExpiresAt?.toISOString() ?? null,
    createdAt: plan.createdAt.toISOString(),
  }));
}

/**
 * The plan page's answer as JSON: from memory while the practice's data and the shared recipes and foods are
 * unchanged (see answer-cache.ts). It shows the client's allergies and restrictions, so every view is audited.
 */
export async function getMealPlanJson(deps: AppDeps, actor: Actor, id: string): Promise<JsonBytes<MealPlanDetail>> {
  if (!isUuid(id)) throw notFound('Meal plan');
  const { body, meta: name } = await cachedAnswer(deps.db, actor, `meal-plan ${id}`, async () => {
    const plan = await getMealPlan(deps, actor, id);
    return { value: plan, meta: plan.name };
  });
  await recordActivity(deps.db, { actorId: actor.id, action: 'meal_plan.viewed', entityType: 'meal_plan', entityId: id, summary: `Viewed meal plan ${name}`, at: deps.clock.now() });
  return body;
}

export async function getMealPlan(deps: AppDeps, actor: Actor, id: string): Promise<MealPlanDetail> {
  if (!isUuid(id)) throw notFound('Meal plan');
  // The plan and its client in one query: this page is the most visited after the client list.
  const [found] = await deps.db
    .select({ plan: mealPlans, client: clientFactsColumns })
    .from(mealPlans)
    .leftJoin(clients, and(eq(clients.id, mealPlans.clientId), eq(clients.userId, actor.id)))
    .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, actor.id)))
    .limit(1);
  if (!found) throw notFound('Meal plan');
  const { plan, client } = found;
  const { days } = await resolvePlanDays(deps, plan, client, false);
  return {
    ...toMealPlan(plan, client ? `${client.firstName} ${client.lastName}` : null),
    client: client ? { id: client.id, firstName: client.firstName, lastName: client.lastName, allergies: client.allergies, dietaryRestrictions: client.dietaryRestrictions } : null,
    days: days.map(leanDay),
  };
}

export async function createMealPlan(deps: AppDeps, actor: Actor, values: MealPlanValues): Promise<MealPlan> {
  await assertOwnClient(deps, actor, values.clientId);
  const now = deps.clock.now();
  const [row] = await deps.db.insert(mealPlans).values({ ...values, userId: actor.id, shareToken: newShareToken(), createdAt: now, updatedAt: now }).returning();
  const client = await clientFacts(deps, actor, row.clientId);
  await recordActivity(deps.db, {
    actorId: actor.id,
    action: 'meal_plan.created',
    entityType: 'meal_plan',
    entityId: row.id,
    summary: client ? `Created meal plan ${row.name} for ${client.firstName} ${client.lastName}` : `Created meal plan ${row.name}`,
    at: now,
  });
  return toMealPlan(row, client ? `${client.firstName} ${client.lastName}` : null);
}

export async function updateMealPlan(deps: AppDeps, actor: Actor, id: string, values: MealPlanValues): Promise<MealPlan> {
  await findOwnPlan(deps, actor, id);
  await assertOwnClient(deps, actor, values.clientId);
  const [row] = await deps.db
    .update(mealPlans)
    .set({ ...values, updatedAt: deps.clock.now() })
    .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, actor.id)))
    .returning();
  if (!row) throw notFound('Meal plan');
  const client = await clientFacts(deps, actor, row.clientId);
  await recordActivity(deps.db, { actorId: actor.id, action: 'meal_plan.updated', entityType: 'meal_plan', entityId: row.id, summary: `Updated meal plan ${row.name}`, at: deps.clock.now() });
  return toMealPlan(row, client ? `${client.firstName} ${client.lastName}` : null);
}

export async function deleteMealPlan(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Meal plan');
  const [row] = await deps.db.delete(mealPlans).where(and(eq(mealPlans.id, id), eq(mealPlans.userId, actor.id))).returning({ id: mealPlans.id, name: mealPlans.name });
  if (!row) throw notFound('Meal plan');
  await recordActivity(deps.db, { actorId: actor.id, action: 'meal_plan.deleted', entityType: 'meal_plan', entityId: row.id, summary: `Deleted meal plan ${row.name}`, at: deps.clock.now() });
}

/** Replaces one day's meals (creating the day). Every recipe must be one the practitioner may use. */
export async function saveMealPlanDay(deps: AppDeps, actor: Actor, planId: string, dayNumber: number, meals: DayMeals): Promise<ResolvedDay> {
  const [day] = await saveMealPlanDays(deps, actor, planId, [{ dayNumber, meals }]);
  return day;
}

/**
 * Replaces the meals of several days in one transaction: every day is checked before any is written, and they
 * are written together or not at all, so a meal moved from one day to another is never lost or doubled.
 * Answers the days in the order given.
 */
export async function saveMealPlanDays(deps: AppDeps, actor: Actor, planId: string, days: { dayNumber: number; meals: DayMeals }[]): Promise<ResolvedDay[]> {
  const plan = await findOwnPlan(deps, actor, planId);
  const length = planLength(plan);
  const beyond = days.findIndex((day) => day.dayNumber > length);
  if (beyond >= 0) {
    const path = days.length === 1 ? 'dayNumber' : `days.${beyond}.dayNumber`;
    throw new AppError('bad_request', 'Some fields are not valid', [{ path, message: `This plan has ${length} days` }]);
  }
  const context = await loadPlanContext(deps, actor.id, days);
  for (const [index, day] of days.entries()) {
    const missing = mealsOf(day.meals).find((meal) => !context.recipesById.has(meal.recipeId));
    if (missing) {
      const path = days.length === 1 ? 'meals' : `days.${index}.meals`;
      throw new AppError('bad_request', 'Some fields are not valid', [{ path, message: `Recipe ${missing.recipeId} not found` }]);
    }
  }
  const client = await clientFacts(deps, actor, plan.clientId);
  const resolved = days.map((day) => resolveDay(day.dayNumber, addDays(plan.startDate, day.dayNumber - 1), day.meals, context, client));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const [index, day] of resolved.entries()) {
      const meals = days[index].meals;
      await tx
        .insert(mealPlanDays)
        .values({ mealPlanId: plan.id, dayNumber: day.dayNumber, date: day.date, meals, totalNutrition: day.totals, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [mealPlanDays.mealPlanId, mealPlanDays.dayNumber],
          set: { meals, date: day.date, totalNutrition: day.totals, updatedAt: now },
        });
    }
    await tx.update(mealPlans).set({ updatedAt: now }).where(eq(mealPlans.id, plan.id));
  });
  const numbers = resolved.map((day) => day.dayNumber);
  const summary = numbers.length === 1 ? `Planned day ${numbers[0]} of ${plan.name}` : `Planned days ${numbers.join(', ')} of ${plan.name}`;
  await recordActivity(deps.db, { actorId: actor.id, action: 'meal_plan.day_saved', entityType: 'meal_plan', entityId: plan.id, summary, at: now });
  return resolved.map(leanDay);
}

function plannedIngredients(dayRows: { meals: unknown }[], context: PlanContext): PlannedIngredient[] {
  return dayRows.flatMap((day) =>
    mealsOf(day.meals as DayMeals).flatMap((meal) => {
      const recipe = context.recipesById.get(meal.recipeId);
      if (!recipe) return [];
      const factor = meal.servings / Math.max(1, recipe.servings);
      return (recipe.ingredients as Recipe['ingredients']).map((line) => ({ ...line, factor }));
    }),
  );
}

function recipeDetails(context: PlanContext, days: ResolvedDay[]): SharedPlan['recipes'] {
  const used = new Set(days.flatMap((day) => [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].flatMap((meal) => (meal?.recipeName ? [meal.recipeId] : []))));
  return [...used].flatMap((id) => {
    const recipe = context.recipesById.get(id) as RecipeRow | undefined;
    if (!recipe) return [];
    return [{
      id: recipe.id,
      name: recipe.name,
      servings: recipe.servings,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      ingredients: (recipe.ingredients as Recipe['ingredients']).map(({ name, amount, unit, weight }) => (weight ? { name, amount, unit, weight } : { name, amount, unit })),
      instructions: recipe.instructions,
      imageUrl: recipe.imageUrl,
      allergenLabels: (recipe.allergenLabels ?? []) as SharedPlan['recipes'][number]['allergenLabels'],
    }];
  });
}

async function shoppingListFor(deps: AppDeps, plan: PlanRow, client: ClientFacts | null) {
  const { days, context, dayRows } = await resolvePlanDays(deps, plan, client);
  const list: ShoppingList = buildShoppingList(plannedIngredients(dayRows, context), context.foodsById);
  return { list, days, context };
}

export async function getShoppingList(deps: AppDeps, actor: Actor, id: string): Promise<ShoppingList> {
  const plan = await findOwnPlan(deps, actor, id);
  return (await shoppingListFor(deps, plan, null)).list;
}

export async function getShoppingListText(deps: AppDeps, actor: Actor, id: string): Promise<{ text: string; planName: string }> {
  const plan = await findOwnPlan(deps, actor, id);
  const { list } = await shoppingListFor(deps, plan, null);
  return { text: shoppingListText(plan.name, `${plan.startDate} to ${plan.endDate}`, list), planName: plan.name };
}

export function sharePathOf(token: string): string {
  return `/share/${token}`;
}

function shareLinkOf(row: Pick<PlanRow, 'shareToken' | 'shareExpiresAt'>): ShareLink {
  return { shareToken: row.shareToken!, sharePath: sharePathOf(row.shareToken!), shareExpiresAt: row.shareExpiresAt?.toISOString() ?? null };
}

function expiryFrom(deps: AppDeps, input: ShareLinkInput): Date | null {
  return input.expiresInDays ? new Date(deps.clock.now().getTime() + input.expiresInDays * DAY_MS) : null;
}

/**
 * A new share link for the plan (the first after a revoke, or a rotation): a new token, so whatever link was
 * given out before stops working in the same statement.
 */
export async function createShareLink(deps: AppDeps, actor: Actor, planId: string, input: ShareLinkInput): Promise<ShareLink> {
  if (!isUuid(planId)) throw notFound('Meal plan');
  const [row] = await deps.db
    .update(mealPlans)
    .set({ shareToken: newShareToken(), shareExpiresAt: expiryFrom(deps, input), updatedAt: deps.clock.now() })
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, actor.id)))
    .returning();
  if (!row) throw notFound('Meal plan');
  await recordActivity(deps.db, { actorId: actor.id, action: 'meal_plan.share_link_created', entityType: 'meal_plan', entityId: row.id, summary: `Created a new share link for ${row.name}`, at: deps.clock.now() });
  return shareLinkOf(row);
}

/** Changes when the current link stops working; the link itself stays the same. */
export async function updateShareLinkExpiry(deps: AppDeps, actor: Actor, planId: string, input: ShareLinkInput): Promise<ShareLink> {
  const plan = await findOwnPlan(deps, actor, planId);
  if (!plan.shareToken) throw new AppError('conflict', 'This plan has no share link. Create a new link first.');
  const [row] = await deps.db
    .update(mealPlans)
    .set({ shareExpiresAt: expiryFrom(deps, input), updatedAt: deps.clock.now() })
    .where(and(eq(mealPlans.id, plan.id), eq(mealPlans.userId, actor.id), eq(mealPlans.shareToken, plan.shareToken)))
    .returning();
  // A rotation or revoke in between: the link this change was meant for is gone.
  if (!row) throw new AppError('conflict', 'The share link changed meanwhile. Reload the plan and try again.');
  await recordActivity(deps.db, { actorId: actor.id, action: 'meal_plan.share_link_updated', entityType: 'meal_plan', entityId: row.id, summary: `Changed the share link expiry of ${row.name}`, at: deps.clock.now() });
  return shareLinkOf(row);
}

/** Withdraws the plan's share link: from this statement on, the token opens nothing. */
export async function revokeShareLink(deps: AppDeps, actor: Actor, planId: string): Promise<void> {
  await findOwnPlan(deps, actor, planId);
  const [row] = await deps.db
    .update(mealPlans)
    .set({ shareToken: null, shareExpiresAt: null, updatedAt: deps.clock.now() })
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, actor.id), isNotNull(mealPlans.shareToken)))
    .returning({ id: mealPlans.id, name: mealPlans.name });
  if (!row) throw notFound('Share link');
  await recordActivity(deps.db, { actorId: actor.id, action: 'meal_plan.share_link_revoked', entityType: 'meal_plan', entityId: row.id, summary: `Withdrew the share link of ${row.name}`, at: deps.clock.now() });
}

/**
 * The plan behind a share token, if the link still works: an unknown (or withdrawn) token is not found; a link
 * that has expired, or whose plan was cancelled, is gone. Neither answer carries anything of the plan.
 */
export async function findSharedPlanRow(deps: AppDeps, token: string): Promise<PlanRow> {
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) throw notFound('Shared plan');
  const [plan] = await deps.db.select().from(mealPlans).where(eq(mealPlans.shareToken, token)).limit(1);
  if (!plan) throw notFound('Shared plan');
  const expired = plan.shareExpiresAt !== null && plan.shareExpiresAt.getTime() <= deps.clock.now().getTime();
  if (expired || plan.status === 'cancelled') throw new AppError('gone', 'This link is no longer available. Ask your practitioner for a new one.');
  return plan;
}

/** The public share page: anyone with a working link, and nothing about the client's health. */
export async function getSharedPlan(deps: AppDeps, token: string): Promise<SharedPlan> {
  const plan = await findSharedPlanRow(deps, token);
  const { list, days, context } = await shoppingListFor(deps, plan, null);
  return {
    // an uploaded logo is served to the public page through the share token
    practice: withLogoForSharePage(await getPracticeBranding(deps, plan.userId), token),
    plan: {
      name: plan.name,
      startDate: plan.startDate,
      endDate: plan.endDate,
      targetCalories: plan.targetCalories,
      targetProtein: plan.targetProtein,
      targetCarbs: plan.targetCarbs,
      targetFat: plan.targetFat,
    },
    days: days.map(leanDay),
    recipes: recipeDetails(context, days),
    shoppingList: list,
  };
}

/**
 * The plan's PDF and its file name. Holds one of the practitioner's export slots throughout (429 when they are
 * all taken); the data is read here, the document is drawn on a render thread.
 */
export async function exportMealPlanPdf(deps: AppDeps, actor: Actor, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  return deps.pdf.withExportSlot(actor.id, async () => {
    const input = await getMealPlanPdfInput(deps, actor, id);
    return { pdf: await deps.pdf.render({ kind: 'meal-plan', input }), fileName: pdfFileName(input.plan.name) };
  });
}

/**
 * A plan's average planned day against its client's Dietary Reference Intakes, for the plan PDF and the reports:
 * the facts are read now (age on today's date), the figures come from the plan's resolved days.
 */
export async function getPlanAdequacy(deps: AppDeps, actor: Actor, clientId: string, days: ResolvedDay[]): Promise<PlanAdequacy | null> {
  const [row] = await deps.db
    .select({ firstName: clients.firstName, dateOfBirth: clients.dateOfBirth, gender: clients.gender, pregnancy: clients.pregnancy })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, actor.id)))
    .limit(1);
  if (!row) return null;
  const today = deps.clock.now().toISOString().slice(0, 10);
  const targets = nutrientTargetsFor({
    ageYears: row.dateOfBirth ? ageInYears(row.dateOfBirth, today) : null,
    gender: row.gender,
    pregnancy: row.pregnancy as PregnancyStatus | null,
  });
  const planned = days.map((day) => ({ totals: day.totals, incomplete: day.incomplete, planned: Boolean(day.meals.breakfast || day.meals.lunch || day.meals.dinner || day.meals.snacks.length) }));
  return planAdequacy(planned, targets, row.firstName);
}

export async function getMealPlanPdfInput(deps: AppDeps, actor: Actor, id: string): Promise<MealPlanPdfInput> {
  const plan = await findOwnPlan(deps, actor, id);
  const client = await clientFacts(deps, actor, plan.clientId);
  const { list, days, context } = await shoppingListFor(deps, plan, client);
  await recordActivity(deps.db, { actorId: actor.id, action: 'meal_plan.exported', entityType: 'meal_plan', entityId: plan.id, summary: `Exported ${plan.name} as PDF`, at: deps.clock.now() });
  return {
    practice: await withLogoForPdf(deps, plan.userId, await getPracticeBranding(deps, plan.userId)),
    plan: {
      name: plan.name,
      clientName: client ? `${client.firstName} ${client.lastName}` : null,
      status: plan.status as MealPlanPdfInput['plan']['status'],
      description: plan.description,
      startDate: plan.startDate,
      endDate: plan.endDate,
      targetCalories: plan.targetCalories,
      targetProtein: plan.targetProtein,
      targetCarbs: plan.targetCarbs,
      targetFat: plan.targetFat,
      notes: plan.notes,
    },
    days,
    recipes: recipeDetails(context, days),
    shoppingList: list,
    adequacy: client ? await getPlanAdequacy(deps, actor, client.id, days) : null,
    generatedOn: deps.clock.now().toISOString().slice(0, 10),
  };
}

/**
 * A plan as its own client reads it in the portal: every day resolved, the whole recipes it uses (for scaled
 * ingredients and steps) and its shopping list. No diet screening against the health record, no notes: the
 * caller (the portal service) has already proved the plan is the client's.
 */
export async function readPlanForClient(deps: AppDeps, plan: PlanRow): Promise<{ days: ResolvedDay[]; recipesById: Map<string, RecipeRow>; shoppingList: ShoppingList }> {
  const { list, days, context } = await shoppingListFor(deps, plan, null);
  return { days, recipesById: context.recipesById as Map<string, RecipeRow>, shoppingList: list };
}
