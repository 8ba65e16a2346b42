/**
 * Plan resolution: a plan's stored days read back with their recipes, nutrition for the planned servings, the
 * client's diet conflicts, and the shopping list built from them. Read by the plan page, exports and the share page.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { addDays, daysInSpan } from '../../../shared/dates/calendar-days.ts';
import type { KitchenUnits } from '../../../shared/format/preferences.ts';
import type { AllergenStatuses } from '../../../shared/nutrition/allergens.ts';
import { findDietConflicts } from '../../../shared/nutrition/diet-conflicts.ts';
import {
  isAnyNutrientKey,
  nutrientKeys,
  scaleNutrition,
  sumNutrition,
  type Nutrition,
} from '../../../shared/nutrition/recipe-nutrition.ts';
import {
  buildShoppingList,
  type PlannedIngredient,
  type ShoppingFood,
} from '../../../shared/nutrition/shopping-list.ts';
import type { Portion } from '../../../shared/nutrition/units.ts';
import type {
  DayMeals,
  PlannedMeal,
  ResolvedDay,
  ResolvedMeal,
  SharedPlan,
  ShoppingList,
} from '../../../shared/schemas/meal-plans.ts';
import type { Recipe } from '../../../shared/schemas/recipes.ts';
import type { Actor, AppDeps } from '../../app-env.ts';
import { clients, foods, mealPlanDays, mealPlans, recipes } from '../../db/schema.ts';
import { perDatabase } from '../../db/per-database.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { isFoodId, isUuid } from '../../lib/ids.ts';
import { SR28_SOURCE } from '../nutrition/foods-loader.service.ts';
import { getFoodAllergens } from '../nutrition/allergens/allergen-table.ts';
import {
  foodAllergensForPractice,
  readPracticeAllergenEntries,
  type PracticeAllergenEntries,
} from '../nutrition/allergens/practice-allergens.ts';
import { sharedRecipeLabelsFor } from '../recipes/practice-labels.service.ts';
import type { RecipeLabels } from '../../../shared/nutrition/diet-labels.ts';
import { ownedBy } from '../../db/owned-by.ts';

export type PlanRow = typeof mealPlans.$inferSelect;
type RecipeRow = typeof recipes.$inferSelect;
export type ClientFacts = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  allergies: string[];
  dietaryRestrictions: string[];
};
type FoodFacts = ShoppingFood & { id: number };

export const clientFactsColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  allergies: clients.allergies,
  dietaryRestrictions: clients.dietaryRestrictions,
};

export async function clientFacts(deps: AppDeps, actor: Actor, clientId: string | null): Promise<ClientFacts | null> {
  if (!clientId) return null;
  const [row] = await deps.db
    .select(clientFactsColumns)
    .from(clients)
    .where(and(eq(clients.id, clientId), ownedBy(clients, actor)))
    .limit(1);
  return row ?? null;
}

function recipesVisibleTo(ownerId: string) {
  return or(eq(recipes.userId, ownerId), isNull(recipes.userId), eq(recipes.isPublic, true));
}

export function mealsOf(meals: DayMeals): PlannedMeal[] {
  return [meals.breakfast, meals.lunch, meals.dinner, ...(meals.snacks ?? [])].filter((meal): meal is PlannedMeal =>
    Boolean(meal),
  );
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
      .select({
        id: foods.id,
        source: foods.source,
        description: foods.description,
        foodGroup: foods.foodGroup,
        portions: foods.portions,
      })
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
export async function loadPlanContext(deps: AppDeps, ownerId: string, dayRows: { meals: unknown }[], whole = true) {
  const recipeIds = [
    ...new Set(dayRows.flatMap((day) => mealsOf(day.meals as DayMeals).map((meal) => meal.recipeId))),
  ].filter(isUuid);
  const visible = and(inArray(recipes.id, recipeIds), recipesVisibleTo(ownerId));
  const recipeRows: RecipeSummary[] = recipeIds.length
    ? whole
      ? await deps.db.select().from(recipes).where(visible)
      : await deps.db.select(recipeSummaryColumns).from(recipes).where(visible)
    : [];
  return contextOf(deps, recipeRows, ownerId);
}

export interface PlanContext {
  recipesById: Map<string, RecipeSummary>;
  foodsById: Map<number, FoodFacts>;
  /** the plan's practice's own allergen statuses of its foods (decision 0025), read instead of the table's */
  practiceEntries: PracticeAllergenEntries;
  /** labels of the shared recipes those entries change, by recipe id */
  practiceLabels: Map<string, RecipeLabels>;
  /** Diet warnings per recipe and servings: a week repeats recipes, and the screening reads every ingredient. */
  conflictsByMeal: Map<string, string[]>;
}

async function contextOf(
  deps: AppDeps,
  recipeRows: Pick<RecipeSummary, 'id' | 'ingredients'>[],
  ownerId: string,
): Promise<PlanContext> {
  // A public recipe of another practice can be in this plan: an id no food can have is skipped, never sent.
  const foodIds = [
    ...new Set(
      recipeRows.flatMap((recipe) =>
        (recipe.ingredients as Recipe['ingredients']).flatMap((line) => (isFoodId(line.fdcId) ? [line.fdcId] : [])),
      ),
    ),
  ];
  const [foodsById, practiceEntries] = await Promise.all([
    foodFactsFor(deps.db, foodIds),
    readPracticeAllergenEntries(deps.db, ownerId, foodIds),
  ]);
  // Shared recipes using a food the practice (or, for another practice's public recipe, its owner) has an entry
  // for: their labels as this practice sees them, never as stored with another practice's entries.
  const practiceLabels = recipeRows.length
    ? await sharedRecipeLabelsFor(
        deps.db,
        ownerId,
        recipeRows.map((recipe) => recipe.id),
      )
    : new Map<string, RecipeLabels>();
  return {
    recipesById: new Map(recipeRows.map((recipe) => [recipe.id, recipe as RecipeSummary])),
    foodsById,
    practiceEntries,
    practiceLabels,
    conflictsByMeal: new Map<string, string[]>(),
  };
}

/**
 * The recipes a plan's stored days name, among those its owner may use, in SQL: each meal's recipeId (breakfast,
 * lunch, dinner and every snack) that is a well-formed id. Shared by the one-statement reads below.
 */
const recipesOfPlanDays = (columns: string) => `
  select coalesce(json_agg(json_build_object(${columns})), '[]'::json) from recipes r
  where r.id in (
      select (m.recipe_id #>> '{}')::uuid
      from meal_plan_days d, jsonb_path_query(d.meals, 'lax $.*.recipeId') as m(recipe_id)
      where d.meal_plan_id = p.id and jsonb_typeof(m.recipe_id) = 'string'
        and (m.recipe_id #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
    and (r.user_id = p.user_id or r.user_id is null or r.is_public)`;
const daysOfPlan = `
  select coalesce(json_agg(json_build_object('dayNumber', d.day_number, 'meals', d.meals, 'dayType', d.day_type)
    order by d.day_number), '[]'::json)
  from meal_plan_days d where d.meal_plan_id = p.id`;
/** A timestamp as JavaScript milliseconds, as the drivers read one into a Date (fractions of a millisecond dropped). */
const millis = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

type PlanPageRow = {
  plan: Omit<PlanRow, 'createdAt' | 'updatedAt' | 'shareExpiresAt'> & {
    createdAt: number;
    updatedAt: number;
    shareExpiresAt: number | null;
  };
  client: ClientFacts | null;
  days: { dayNumber: number; meals: unknown; dayType: string | null }[];
  recipes: RecipeSummary[];
};

/**
 * The plan page's data in one statement, planned once: the plan, its client, its days and the recipes they use.
 * It was four queries, each built by the query builder and planned anew; on a busy machine every round trip
 * waited for a CPU again (decision 0015, third pass).
 */
const planPageOf = preparedStatement<PlanPageRow>(
  'meal_plan_page',
  `select
     json_build_object('id', p.id, 'userId', p.user_id, 'clientId', p.client_id, 'name', p.name,
       'description', p.description, 'startDate', p.start_date, 'endDate', p.end_date, 'status', p.status,
       'targetCalories', p.target_calories, 'targetProtein', p.target_protein, 'targetCarbs', p.target_carbs,
       'targetFat', p.target_fat, 'notes', p.notes, 'dayTypes', p.day_types, 'shareToken', p.share_token,
       'shareExpiresAt', ${millis('p.share_expires_at')}, 'createdAt', ${millis('p.created_at')},
       'updatedAt', ${millis('p.updated_at')}) as plan,
     (select json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'email', c.email,
        'allergies', c.allergies, 'dietaryRestrictions', c.dietary_restrictions)
      from clients c where c.id = p.client_id and c.user_id = p.user_id) as client,
     (${daysOfPlan}) as days,
     (${recipesOfPlanDays(`'id', r.id, 'name', r.name, 'imageUrl', r.image_url, 'servings', r.servings,
        'nutrition', r.nutrition, 'nutritionCoverage', r.nutrition_coverage, 'diets', r.diets,
        'allergens', r.allergens, 'ingredients', r.ingredients`)}) as recipes
   from meal_plans p where p.id = $1 and p.user_id = $2`,
  ['uuid', 'uuid'],
);

/** One of the actor's plans with its client, every day resolved and screened; null when it is not theirs. */
export async function readPlanPage(
  deps: AppDeps,
  actor: Actor,
  id: string,
): Promise<{ plan: PlanRow; client: ClientFacts | null; days: ResolvedDay[] } | null> {
  if (!isUuid(id)) return null;
  const [row] = await planPageOf(deps.db)([id, actor.id]);
  if (!row) return null;
  const { createdAt, updatedAt, shareExpiresAt, ...fields } = row.plan;
  const plan: PlanRow = {
    ...fields,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
    shareExpiresAt: shareExpiresAt === null ? null : new Date(shareExpiresAt),
  };
  const context = await contextOf(deps, row.recipes, actor.id);
  return { plan, client: row.client, days: daysOf(plan, row.days, context, row.client) };
}

/**
 * What a plan's shopping list needs in one statement: the plan (the actor's own), and its days with each
 * recipe's servings and ingredients. No day is resolved: the list reads only ingredients.
 */
const shoppingOf = preparedStatement<{
  name: string;
  startDate: string;
  endDate: string;
  days: { dayNumber: number; meals: unknown }[];
  recipes: Pick<RecipeSummary, 'id' | 'servings' | 'ingredients'>[];
}>(
  'meal_plan_shopping',
  `select p.name, p.start_date::text as "startDate", p.end_date::text as "endDate", (${daysOfPlan}) as days,
     (${recipesOfPlanDays(`'id', r.id, 'servings', r.servings, 'ingredients', r.ingredients`)}) as recipes
   from meal_plans p where p.id = $1 and p.user_id = $2`,
  ['uuid', 'uuid'],
);

/**
 * The shopping list of one of the actor's plans, with the plan's name and dates, its weights in the practice's
 * kitchen units; null when it is not theirs.
 */
export async function readShoppingList(
  deps: AppDeps,
  actor: Actor,
  id: string,
  kitchen: KitchenUnits,
): Promise<{ name: string; startDate: string; endDate: string; list: ShoppingList } | null> {
  if (!isUuid(id)) return null;
  const [row] = await shoppingOf(deps.db)([id, actor.id]);
  if (!row) return null;
  const context = await contextOf(deps, row.recipes, actor.id);
  const list: ShoppingList = buildShoppingList(plannedIngredients(row.days, context), context.foodsById, kitchen);
  return { name: row.name, startDate: row.startDate, endDate: row.endDate, list };
}

function resolveMeal(meal: PlannedMeal, context: PlanContext, client: ClientFacts | null): ResolvedMeal {
  const recipe = context.recipesById.get(meal.recipeId);
  if (!recipe)
    return {
      recipeId: meal.recipeId,
      servings: meal.servings,
      recipeName: null,
      imageUrl: null,
      recipeServings: null,
      nutrition: null,
      conflicts: [],
    };
  const perServing = recipe.nutrition as Nutrition | null;
  const nutrition = perServing ? scaleNutrition(perServing, meal.servings) : null;
  const incomplete =
    (recipe.nutritionCoverage as { incomplete?: string[] } | null)?.incomplete?.filter(isAnyNutrientKey) ?? [];
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

/**
 * A food's allergen statuses, decoded once per food object: the SR28 facts are kept for the process
 * (foodFactsFor), so their statuses are too; FoodData Central facts are read anew with each request, and so are
 * their statuses.
 */
const allergensByFood = new WeakMap<FoodFacts, AllergenStatuses>();
function allergensOf(food: FoodFacts): AllergenStatuses {
  let statuses = allergensByFood.get(food);
  if (!statuses) {
    statuses = getFoodAllergens(food);
    allergensByFood.set(food, statuses);
  }
  return statuses;
}

function conflictsOf(
  meal: PlannedMeal,
  recipe: RecipeSummary,
  nutrition: Nutrition | null,
  context: PlanContext,
  client: ClientFacts,
): string[] {
  if (client.allergies.length === 0 && client.dietaryRestrictions.length === 0) return [];
  const key = `${meal.recipeId}|${meal.servings}`;
  const known = context.conflictsByMeal.get(key);
  if (known) return known;
  const conflicts = findDietConflicts(
    {
      ingredients: (recipe.ingredients as Recipe['ingredients']).map((line) => {
        const food = line.fdcId ? context.foodsById.get(line.fdcId) : undefined;
        const practice = food ? context.practiceEntries.get(food.id) : undefined;
        return {
          name: line.name,
          foodDescription: food?.description,
          foodGroup: food?.foodGroup,
          allergens: food ? (practice?.statuses ?? allergensOf(food)) : null,
          ...(food && practice
            ? { allergenNotes: foodAllergensForPractice(food, context.practiceEntries).allergenNotes }
            : {}),
        };
      }),
      sodiumMg: nutrition?.sodium,
      carbsG: nutrition?.carbs,
      labels: (recipe.ingredients as Recipe['ingredients']).every(
        (line) => line.fdcId && context.foodsById.has(line.fdcId),
      )
        ? (context.practiceLabels.get(meal.recipeId) ?? { diets: recipe.diets, allergens: recipe.allergens })
        : null,
    },
    client,
  );
  context.conflictsByMeal.set(key, conflicts);
  return conflicts;
}

export function resolveDay(
  dayNumber: number,
  date: string,
  meals: DayMeals,
  context: PlanContext,
  client: ClientFacts | null,
  dayType: string | null = null,
): ResolvedDay {
  const resolved = {
    breakfast: meals.breakfast ? resolveMeal(meals.breakfast, context, client) : null,
    lunch: meals.lunch ? resolveMeal(meals.lunch, context, client) : null,
    dinner: meals.dinner ? resolveMeal(meals.dinner, context, client) : null,
    snacks: (meals.snacks ?? []).map((meal) => resolveMeal(meal, context, client)),
  };
  const { totals, incomplete } = sumNutrition(
    [resolved.breakfast, resolved.lunch, resolved.dinner, ...resolved.snacks].flatMap((meal) => (meal ? [meal] : [])),
  );
  return { dayNumber, date, dayType, meals: resolved, totals, incomplete };
}

/**
 * The day as the plan page, the share page and a save answer it: each meal with the seven nutrients its line shows,
 * the day with all of them. The vitamins and minerals are read per day and per plan (the adequacy panel, the PDF,
 * the reports), never per meal; carried per meal they made up over half of a week's answer (decision 0015).
 */
export function leanDay(day: ResolvedDay): ResolvedDay {
  const leanMeal = (meal: ResolvedMeal | null): ResolvedMeal | null => {
    if (!meal) return null;
    const { incomplete: perMeal, ...rest } = meal;
    // Of what a meal leaves out, only fibre, sugar or sodium it shows as "at least" stay with it (small, and what
    // the page needs to sum a day again after a move).
    const core = perMeal?.filter((key) => (nutrientKeys as readonly string[]).includes(key)) ?? [];
    return {
      ...rest,
      ...(core.length > 0 ? { incomplete: core } : {}),
      nutrition: meal.nutrition
        ? (Object.fromEntries(nutrientKeys.map((key) => [key, meal.nutrition![key]])) as Nutrition)
        : null,
    };
  };
  const { breakfast, lunch, dinner, snacks } = day.meals;
  return {
    ...day,
    meals: {
      breakfast: leanMeal(breakfast),
      lunch: leanMeal(lunch),
      dinner: leanMeal(dinner),
      snacks: snacks.map((meal) => leanMeal(meal)!),
    },
  };
}

/** Every day from start to end, stored meals filled in. */
export async function resolvePlanDays(deps: AppDeps, plan: PlanRow, client: ClientFacts | null, wholeRecipes = true) {
  const dayRows = await deps.db
    .select({ dayNumber: mealPlanDays.dayNumber, meals: mealPlanDays.meals, dayType: mealPlanDays.dayType })
    .from(mealPlanDays)
    .where(eq(mealPlanDays.mealPlanId, plan.id));
  const context = await loadPlanContext(deps, plan.userId, dayRows, wholeRecipes);
  return { days: daysOf(plan, dayRows, context, client), context, dayRows };
}

function daysOf(
  plan: Pick<PlanRow, 'startDate' | 'endDate'>,
  dayRows: { dayNumber: number; meals: unknown; dayType?: string | null }[],
  context: PlanContext,
  client: ClientFacts | null,
): ResolvedDay[] {
  const byNumber = new Map(dayRows.map((day) => [day.dayNumber, day]));
  return Array.from({ length: daysInSpan(plan) }, (_, index) => {
    const stored = byNumber.get(index + 1);
    const meals = (stored?.meals ?? {}) as DayMeals;
    return resolveDay(index + 1, addDays(plan.startDate, index), meals, context, client, stored?.dayType ?? null);
  });
}

/** A plan's days with their totals, without diet screening (the dashboard's insights read only nutrition). */
export async function plannedDaysOf(deps: AppDeps, plan: PlanRow): Promise<ResolvedDay[]> {
  return (await resolvePlanDays(deps, plan, null, false)).days;
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

export function recipeDetails(context: PlanContext, days: ResolvedDay[]): SharedPlan['recipes'] {
  const used = new Set(
    days.flatMap((day) =>
      [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].flatMap((meal) =>
        meal?.recipeName ? [meal.recipeId] : [],
      ),
    ),
  );
  return [...used].flatMap((id) => {
    const recipe = context.recipesById.get(id) as RecipeRow | undefined;
    if (!recipe) return [];
    return [
      {
        id: recipe.id,
        name: recipe.name,
        servings: recipe.servings,
        prepTime: recipe.prepTime,
        cookTime: recipe.cookTime,
        ingredients: (recipe.ingredients as Recipe['ingredients']).map(({ name, amount, unit, weight }) =>
          weight ? { name, amount, unit, weight } : { name, amount, unit },
        ),
        instructions: recipe.instructions,
        imageUrl: recipe.imageUrl,
        allergenLabels: (context.practiceLabels.get(recipe.id)?.allergenLabels ??
          recipe.allergenLabels ??
          []) as SharedPlan['recipes'][number]['allergenLabels'],
      },
    ];
  });
}

/** A plan's days resolved and its shopping list, its weights in the plan's practice's kitchen units. */
export async function shoppingListFor(deps: AppDeps, plan: PlanRow, client: ClientFacts | null, kitchen: KitchenUnits) {
  const { days, context, dayRows } = await resolvePlanDays(deps, plan, client);
  const list: ShoppingList = buildShoppingList(plannedIngredients(dayRows, context), context.foodsById, kitchen);
  return { list, days, context };
}

/**
 * A plan as its own client reads it in the portal: every day resolved and the whole recipes it uses (for scaled
 * ingredients and steps); its shopping list is `shoppingListFor`'s. No diet screening against the health record,
 * no notes: the caller (the portal service) has already proved the plan is the client's.
 */
export async function readPlanForClient(
  deps: AppDeps,
  plan: PlanRow,
): Promise<{ days: ResolvedDay[]; recipesById: Map<string, RecipeRow> }> {
  const { days, context } = await resolvePlanDays(deps, plan, null);
  return { days, recipesById: context.recipesById as Map<string, RecipeRow> };
}
