// What one practice writes into the objects every practice shares (public recipes, and copies of catalogue recipes
// made public) must never make another practice's request fail. Practice A ("owner") writes every field of a
// public recipe with boundary values through the API (out of range: 400 and nothing stored; in range: stored), and
// straight into the database for rows that predate today's validation (food ids past PostgreSQL's integer range
// were accepted once). Practice B ("other") then plans with those recipes and uses every screen that reads them:
// the generator, the plan page, the shopping list (JSON, text, e-mail), the PDF, reports, the share link, the
// recipe database and the recipes list. None may answer 5xx; each answers as it would for any recipe.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSecurityFixture,
  errorBodyProblem,
  rows,
  send,
  type Answer,
  type SecurityFixture,
} from './security-fixture.ts';

let f: SecurityFixture;
/** A's public recipes that B will plan with: made through the API with in-range extremes, and by hand in SQL. */
const boundaryRecipeIds: string[] = [];

beforeAll(async () => {
  f = await createSecurityFixture();
}, 300_000);

afterAll(async () => {
  await f?.close();
});

const MAX_INT4 = 2_147_483_647;
const unicodeName = 'Ǆ̶̛͓̰͇̘̖͑̀ͅ 👩🏽‍⚕️🥗 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202e\u2066ʇxǝʇ \ufeff漢字 العربية';

function publicRecipe(overrides: Record<string, unknown> = {}, line: Record<string, unknown> = {}) {
  return {
    name: 'Boundary apple bowl',
    description: 'Written by practice A for everyone',
    instructions: 'Slice the apple.',
    servings: 2,
    prepTime: 5,
    cookTime: 0,
    ingredients: [{ name: 'Apple', amount: 150, unit: 'g', fdcId: f.shared.foodId, ...line }],
    tags: ['breakfast'],
    cuisine: 'Nordic',
    difficulty: 'easy',
    isPublic: true,
    ...overrides,
  };
}

async function countOwnRecipes(userId: string): Promise<number> {
  const [row] = await rows(f.t, sql`select count(*)::int as n from recipes where user_id = ${userId}`);
  return Number(row.n);
}

function noServerError(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) expect(errorBodyProblem(answer), what).toBeNull();
}

interface Case {
  label: string;
  body: () => Record<string, unknown>;
  valid: boolean;
}

const line = (patch: Record<string, unknown>) => () => publicRecipe({}, patch);
const field = (patch: Record<string, unknown>) => () => publicRecipe(patch);

const cases: Case[] = [
  // food ids: the column is a PostgreSQL integer
  { label: 'fdcId 0', body: line({ fdcId: 0 }), valid: false },
  { label: 'fdcId -1', body: line({ fdcId: -1 }), valid: false },
  { label: 'fdcId 1 (no such food)', body: line({ fdcId: 1 }), valid: true },
  { label: 'fdcId 2147483647 (largest integer, no such food)', body: line({ fdcId: MAX_INT4 }), valid: true },
  { label: 'fdcId 2147483648', body: line({ fdcId: MAX_INT4 + 1 }), valid: false },
  { label: 'fdcId "2147483648" as text', body: line({ fdcId: String(MAX_INT4 + 1) }), valid: false },
  { label: 'fdcId 2^53, past the safe integers', body: line({ fdcId: 2 ** 53 }), valid: false },
  { label: 'fdcId 1e20', body: line({ fdcId: 1e20 }), valid: false },
  { label: 'fdcId 1e308', body: line({ fdcId: 1e308 }), valid: false },
  { label: 'fdcId 9003.5', body: line({ fdcId: 9003.5 }), valid: false },
  { label: 'fdcId "abc"', body: line({ fdcId: 'abc' }), valid: false },
  { label: 'fdcId empty (no food chosen)', body: line({ fdcId: '' }), valid: true },
  { label: 'fdcId null (no food chosen)', body: line({ fdcId: null }), valid: true },
  // amounts and weights
  { label: 'amount 0.01', body: line({ amount: 0.01 }), valid: true },
  { label: 'amount 100000', body: line({ amount: 100_000 }), valid: true },
  { label: 'amount 0', body: line({ amount: 0 }), valid: false },
  { label: 'amount -1', body: line({ amount: -1 }), valid: false },
  { label: 'amount 100000.01', body: line({ amount: 100_000.01 }), valid: false },
  { label: 'amount 1e308', body: line({ amount: 1e308 }), valid: false },
  { label: 'grams 100000', body: line({ grams: 100_000 }), valid: true },
  { label: 'grams 1e308', body: line({ grams: 1e308 }), valid: false },
  { label: 'unit parsec', body: line({ unit: 'parsec' }), valid: false },
  // whole numbers stored in integer columns
  { label: 'servings 100', body: field({ servings: 100 }), valid: true },
  { label: 'servings 0', body: field({ servings: 0 }), valid: false },
  { label: 'servings 101', body: field({ servings: 101 }), valid: false },
  { label: 'servings 2147483648', body: field({ servings: MAX_INT4 + 1 }), valid: false },
  { label: 'servings 1.5', body: field({ servings: 1.5 }), valid: false },
  { label: 'prepTime and cookTime 10080', body: field({ prepTime: 10_080, cookTime: 10_080 }), valid: true },
  { label: 'prepTime 10081', body: field({ prepTime: 10_081 }), valid: false },
  { label: 'cookTime 2147483648', body: field({ cookTime: MAX_INT4 + 1 }), valid: false },
  { label: 'prepTime -1', body: field({ prepTime: -1 }), valid: false },
  // text at and past its limits, and text from every corner of unicode
  { label: 'name 200 characters', body: field({ name: 'N'.repeat(200) }), valid: true },
  { label: 'name 201 characters', body: field({ name: 'N'.repeat(201) }), valid: false },
  {
    label: 'unicode everywhere',
    body: () =>
      publicRecipe(
        {
          name: unicodeName,
          description: unicodeName,
          instructions: unicodeName,
          tags: [unicodeName.slice(0, 40)],
          cuisine: '漢字',
        },
        { name: unicodeName },
      ),
    valid: true,
  },
  { label: 'NUL in the name', body: field({ name: 'a\u0000b' }), valid: false },
  { label: 'lone surrogate in the instructions', body: field({ instructions: 'a\ud800b' }), valid: false },
  { label: 'description 2000 characters', body: field({ description: 'd'.repeat(2000) }), valid: true },
  { label: 'description 2001 characters', body: field({ description: 'd'.repeat(2001) }), valid: false },
  { label: 'instructions 20000 characters', body: field({ instructions: 'i'.repeat(20_000) }), valid: true },
  { label: 'instructions 20001 characters', body: field({ instructions: 'i'.repeat(20_001) }), valid: false },
  {
    label: '30 tags of 50 characters',
    body: field({ tags: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(50, 't')) }),
    valid: true,
  },
  { label: '31 tags', body: field({ tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) }), valid: false },
  { label: 'a tag of 51 characters', body: field({ tags: ['t'.repeat(51)] }), valid: false },
  { label: 'cuisine 60 characters', body: field({ cuisine: 'c'.repeat(60) }), valid: true },
  { label: 'cuisine 61 characters', body: field({ cuisine: 'c'.repeat(61) }), valid: false },
  { label: 'difficulty extreme', body: field({ difficulty: 'extreme' }), valid: false },
  { label: 'ingredient name 200 characters', body: line({ name: 'i'.repeat(200) }), valid: true },
  { label: 'ingredient name 201 characters', body: line({ name: 'i'.repeat(201) }), valid: false },
  {
    label: '100 ingredients, each at its limits',
    body: () =>
      publicRecipe({
        ingredients: Array.from({ length: 100 }, (_, i) => ({
          name: `Line ${i}`,
          amount: 100_000,
          unit: 'kg',
          fdcId: i % 2 ? f.shared.foodId : MAX_INT4,
          grams: 100_000,
        })),
      }),
    valid: true,
  },
  {
    label: '101 ingredients',
    body: () =>
      publicRecipe({
        ingredients: Array.from({ length: 101 }, (_, i) => ({ name: `Line ${i}`, amount: 1, unit: 'g' })),
      }),
    valid: false,
  },
];

describe('practice A writes every field of a public recipe with boundary values', () => {
  it.each(cases)('POST /api/recipes with $label', async ({ body, valid }) => {
    const before = await countOwnRecipes(f.owner.userId);
    const answer = await send(f.t, 'POST', '/api/recipes', { cookie: f.owner.cookie, body: body() });
    noServerError(answer, 'create');
    if (valid) {
      expect(answer.status, answer.text.slice(0, 300)).toBe(201);
      expect(answer.json.isPublic).toBe(true);
      boundaryRecipeIds.push(answer.json.id);
    } else {
      expect(answer.status, answer.text.slice(0, 300)).toBe(400);
      expect(answer.json.errors.length).toBeGreaterThan(0);
      expect(await countOwnRecipes(f.owner.userId)).toBe(before);
    }
  });

  it.each(cases)('PUT /api/recipes/{id} with $label', async ({ body, valid }) => {
    const created = await send(f.t, 'POST', '/api/recipes', {
      cookie: f.owner.cookie,
      body: publicRecipe({ name: 'Edited later' }),
    });
    expect(created.status).toBe(201);
    const answer = await send(f.t, 'PUT', `/api/recipes/${created.json.id}`, { cookie: f.owner.cookie, body: body() });
    noServerError(answer, 'update');
    if (valid) {
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    } else {
      expect(answer.status, answer.text.slice(0, 300)).toBe(400);
      const [row] = await rows(f.t, sql`select name, ingredients from recipes where id = ${created.json.id}`);
      expect(row.name).toBe('Edited later');
    }
    await send(f.t, 'DELETE', `/api/recipes/${created.json.id}`, { cookie: f.owner.cookie });
  });

  it('makes a copy of a catalogue recipe public with boundary values', async () => {
    const saved = await send(f.t, 'POST', `/api/recipes/external/${f.shared.catalogueRecipeId}/save`, {
      cookie: f.owner.cookie,
    });
    expect(saved.status).toBe(200);
    const copy = await send(f.t, 'GET', `/api/recipes/${saved.json.recipeId}`, { cookie: f.owner.cookie });
    const ingredients = copy.json.ingredients.map((item: Record<string, unknown>) => ({ ...item, amount: 100_000 }));
    ingredients.push({ name: 'Not a food yet', amount: 0.01, unit: 'g', fdcId: MAX_INT4 });
    const refused = await send(f.t, 'PUT', `/api/recipes/${saved.json.recipeId}`, {
      cookie: f.owner.cookie,
      body: {
        ...publicRecipe({ name: copy.json.name, ingredients }),
        ingredients: [...ingredients, { name: 'Too far', amount: 1, unit: 'g', fdcId: MAX_INT4 + 1 }],
      },
    });
    expect(refused.status).toBe(400);
    const made = await send(f.t, 'PUT', `/api/recipes/${saved.json.recipeId}`, {
      cookie: f.owner.cookie,
      body: publicRecipe({ name: copy.json.name, servings: 100, ingredients }),
    });
    expect(made.status, made.text.slice(0, 300)).toBe(200);
    boundaryRecipeIds.push(saved.json.recipeId);
  });

  it('refuses out-of-range food ids in the food lookup too', async () => {
    for (const ids of [String(MAX_INT4 + 1), `9003,${MAX_INT4 + 1}`, '0', '9'.repeat(400)]) {
      const answer = await send(f.t, 'GET', '/api/nutrition/foods', { cookie: f.owner.cookie, query: { ids } });
      expect(answer.status, ids).toBe(400);
      expect(errorBodyProblem(answer)).toBeNull();
    }
    const fine = await send(f.t, 'GET', '/api/nutrition/foods', {
      cookie: f.owner.cookie,
      query: { ids: `9003,${MAX_INT4}` },
    });
    expect(fine.status).toBe(200);
    expect(fine.json.map((food: { id: number }) => food.id)).toEqual([9003]);
  });
});

/** Food ids the API accepted before it bounded them, and odd values a hand-edited row could hold. */
const storedFoodIds: unknown[] = [
  MAX_INT4 + 1,
  2 ** 53,
  1e20,
  1e308,
  -1,
  0,
  9003.5,
  '9003',
  String(MAX_INT4 + 1),
  'abc',
  true,
  null,
];

describe("practice B's screens that read A's recipes", () => {
  let planId: string;
  let shareToken: string;
  let editedLater: string;
  let storedInSql: string;

  beforeAll(async () => {
    expect(boundaryRecipeIds.length).toBeGreaterThan(10);
    // A public recipe B plans with while it is still ordinary; A changes it afterwards, by hand in the database.
    const made = await send(f.t, 'POST', '/api/recipes', {
      cookie: f.owner.cookie,
      body: publicRecipe({ name: 'Changed after planning', tags: ['breakfast'] }),
    });
    expect(made.status).toBe(201);
    editedLater = made.json.id;
    // A row as it could have been stored before the limits: every food id the old checks let through, at once.
    const badLines = storedFoodIds.map((fdcId, i) => ({
      name: `Stored line ${i}`,
      amount: 100_000,
      unit: 'g',
      fdcId,
      grams: 100_000,
    }));
    const [inserted] = await rows(
      f.t,
      sql`insert into recipes (user_id, name, description, instructions, servings, prep_time, cook_time, ingredients, nutrition, nutrition_coverage, tags, cuisine, difficulty, is_public)
          select ${f.owner.userId}, ${`Stored before the limits ${unicodeName}`}, ${'d'.repeat(2000)}, ${'i'.repeat(20_000)}, 100, 10080, 10080,
                 ${JSON.stringify(badLines)}::jsonb, r.nutrition, ${JSON.stringify({ resolvedIngredients: badLines.length, totalIngredients: badLines.length })}::jsonb,
                 array['lunch', 'dinner'], 'Nordic', 'hard', true
          from recipes r where r.id = ${editedLater}
          returning id`,
    );
    storedInSql = String(inserted.id);

    planId = f.other.records.mealPlan;
    shareToken = f.other.records.shareToken;
    const snacks = boundaryRecipeIds.slice(0, 6).map((recipeId) => ({ recipeId, servings: 20 }));
    const day1 = await send(f.t, 'PUT', `/api/meal-plans/${planId}/days/1`, {
      cookie: f.other.cookie,
      body: {
        meals: {
          breakfast: { recipeId: editedLater, servings: 1 },
          lunch: { recipeId: storedInSql, servings: 0.25 },
          dinner: { recipeId: boundaryRecipeIds.at(-1), servings: 20 },
          snacks,
        },
      },
    });
    expect(day1.status, day1.text.slice(0, 300)).toBe(200);
    const rest = boundaryRecipeIds.slice(6);
    for (let day = 2; day <= 3; day++) {
      const chunk = rest.filter((_, i) => i % 2 === day - 2);
      const meals = {
        lunch: { recipeId: chunk[0], servings: 1 },
        dinner: { recipeId: chunk[1] ?? chunk[0], servings: 1 },
        snacks: chunk.slice(2, 8).map((recipeId) => ({ recipeId, servings: 1 })),
      };
      const answer = await send(f.t, 'PUT', `/api/meal-plans/${planId}/days/${day}`, {
        cookie: f.other.cookie,
        body: { meals },
      });
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    }
    // Now A edits the planned recipe in the database, as a row from before the limits would read.
    await f.t.deps.db.execute(
      sql`update recipes set ingredients = ${JSON.stringify(badLines)}::jsonb, updated_at = now() where id = ${editedLater}`,
    );
  }, 120_000);

  it('generates meal plans (with and without a locked meal of A)', async () => {
    const base = {
      caloriesPerDay: 2000,
      mealsPerDay: 4,
      numberOfDays: 7,
      healthFilters: ['peanut'],
      macroPreference: 'percentage',
      macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
      seed: 7,
    };
    for (const body of [
      base,
      {
        ...base,
        healthFilters: [],
        lockedMeals: [
          { dayNumber: 1, mealType: 'lunch', recipeId: storedInSql, servings: 1 },
          { dayNumber: 2, mealType: 'breakfast', recipeId: editedLater, servings: 20 },
        ],
      },
    ]) {
      const answer = await send(f.t, 'POST', '/api/generate-meal-plan', { cookie: f.other.cookie, body });
      noServerError(answer, 'generator');
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(answer.json.plan).toHaveLength(7);
    }
  });

  it("shows the plan page with A's recipes in it", async () => {
    const answer = await send(f.t, 'GET', `/api/meal-plans/${planId}`, { cookie: f.other.cookie });
    noServerError(answer, 'plan page');
    expect(answer.status).toBe(200);
    const day1 = answer.json.days[0].meals;
    expect(day1.breakfast.recipeName).toBe('Changed after planning');
    expect(day1.lunch.recipeName).toContain('Stored before the limits');
    expect(Number.isFinite(answer.json.days[0].totals.calories)).toBe(true);
  });

  it('builds the shopping list, its text and its e-mail', async () => {
    const list = await send(f.t, 'GET', `/api/meal-plans/${planId}/shopping-list`, { cookie: f.other.cookie });
    noServerError(list, 'shopping list');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.json)).toContain('Stored line 0');
    const text = await send(f.t, 'GET', `/api/meal-plans/${planId}/shopping-list/txt`, { cookie: f.other.cookie });
    noServerError(text, 'shopping list text');
    expect(text.status).toBe(200);
    expect(text.text).toContain('Stored line 0');
    const email = await send(f.t, 'POST', `/api/meal-plans/${planId}/email-shopping-list`, {
      cookie: f.other.cookie,
      body: { email: 'client@example.test', message: unicodeName },
    });
    noServerError(email, 'shopping list e-mail');
    expect(email.status).toBe(202);
  });

  it('exports the plan as a PDF', { timeout: 60_000 }, async () => {
    const pdf = await send(f.t, 'GET', `/api/meal-plans/${planId}/export-pdf`, { cookie: f.other.cookie });
    noServerError(pdf, 'PDF');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('writes and downloads a report on the plan', { timeout: 60_000 }, async () => {
    const report = await send(f.t, 'POST', '/api/reports', {
      cookie: f.other.cookie,
      body: { clientId: f.other.records.client, mealPlanId: planId, title: 'Boundary week', type: 'medical_report' },
    });
    noServerError(report, 'new report');
    expect(report.status, report.text.slice(0, 300)).toBe(201);
    const download = await send(f.t, 'GET', `/api/reports/${report.json.id}/download`, { cookie: f.other.cookie });
    noServerError(download, 'report PDF');
    expect(download.status).toBe(200);
  });

  it("opens B's anonymous share link", async () => {
    const answer = await send(f.t, 'GET', `/api/share/${shareToken}`);
    noServerError(answer, 'share link');
    expect(answer.status).toBe(200);
    expect(answer.json.recipes.map((recipe: { id: string }) => recipe.id)).toEqual(
      expect.arrayContaining([editedLater, storedInSql]),
    );
  });

  it("lists and searches recipes, A's among them", async () => {
    const list = await send(f.t, 'GET', '/api/recipes', { cookie: f.other.cookie });
    noServerError(list, 'recipes list');
    expect(list.status).toBe(200);
    expect(list.json.map((recipe: { id: string }) => recipe.id)).toEqual(
      expect.arrayContaining([editedLater, storedInSql, ...boundaryRecipeIds]),
    );
    for (const id of [editedLater, storedInSql]) {
      const one = await send(f.t, 'GET', `/api/recipes/${id}`, { cookie: f.other.cookie });
      noServerError(one, 'one recipe');
      expect(one.status).toBe(200);
    }
    for (const q of ['apple', 'Stored before the limits', unicodeName.slice(0, 60)]) {
      const search = await send(f.t, 'GET', '/api/recipes/search/external', { cookie: f.other.cookie, query: { q } });
      noServerError(search, `recipe database search ${q}`);
      expect(search.status).toBe(200);
    }
  });

  it("keeps A's own screens working too", async () => {
    const generator = await send(f.t, 'POST', '/api/generate-meal-plan', {
      cookie: f.owner.cookie,
      body: {
        caloriesPerDay: 1800,
        mealsPerDay: 3,
        numberOfDays: 2,
        macroPreference: 'percentage',
        macroValues: { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
      },
    });
    noServerError(generator, "A's generator");
    expect(generator.status).toBe(200);
  });
});
