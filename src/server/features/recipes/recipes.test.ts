import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { recipes } from '../../db/schema.ts';
import { ensureRecipeAllergens } from './recipes.service.ts';
import { ensureRecipeWeights } from '../nutrition/recipe-nutrition-refresh.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

const porridge = {
  name: 'Banana oat porridge',
  description: 'Creamy weekday breakfast',
  instructions: 'Simmer the oats in the milk for 5 minutes. Slice the banana on top.',
  prepTime: '5',
  cookTime: 5,
  servings: 2,
  ingredients: [
    { name: 'Rolled oats', amount: 1, unit: 'cup', fdcId: 8120 },
    { name: 'Whole milk', amount: '2', unit: 'cup', fdcId: '1077' },
    { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
    { name: 'Cinnamon to taste', amount: 1, unit: 'tsp', fdcId: '' },
  ],
  tags: ['breakfast', 'vegetarian', 'breakfast'],
  cuisine: 'British',
  difficulty: 'easy',
  isPublic: false,
};

describe('recipes API', () => {
  it('creates a recipe and computes per-serving nutrition from the USDA foods; posted numbers or an owner are refused', async () => {
    const { agent, user } = await registerAgent(t);
    const forged = await agent.request('POST', '/api/recipes', {
      body: {
        ...porridge,
        userId: '00000000-0000-0000-0000-000000000000',
        nutrition: { calories: 1, protein: 999, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 },
      },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.errors).toEqual([
      { path: 'userId', message: 'Unknown field "userId"' },
      { path: 'nutrition', message: 'Unknown field "nutrition"' },
    ]);
    expect(
      (await agent.request('GET', '/api/recipes')).json.filter((recipe: { isOwn: boolean }) => recipe.isOwn),
    ).toEqual([]);
    const created = await agent.request('POST', '/api/recipes', { body: porridge });
    expect(created.status).toBe(201);
    const recipe = created.json;
    expect(recipe).toMatchObject({
      userId: user.id,
      servings: 2,
      prepTime: 5,
      cookTime: 5,
      isOwn: true,
      tags: ['breakfast', 'vegetarian'],
    });
    // (379×0.81 + 61×4.88 + 89×1.18) / 2 = (306.99 + 297.68 + 105.02) / 2 = 354.845
    expect(recipe.nutrition.calories).toBeCloseTo(354.845, 2);
    // (13.15×0.81 + 3.15×4.88 + 1.09×1.18) / 2 = 13.65485
    expect(recipe.nutrition.protein).toBeCloseTo(13.65485, 4);
    // SR28 vitamins and minerals come through the same way: potassium (362×0.81 + 132×4.88 + 358×1.18) / 2 = 679.91 mg
    expect(recipe.nutrition.potassium).toBeCloseTo(679.91, 4);
    // calcium (52×0.81 + 113×4.88 + 5×1.18) / 2 = 299.73 mg; vitamin D only from the milk: 1.3×4.88 / 2 = 3.172 µg
    expect(recipe.nutrition.calcium).toBeCloseTo(299.73, 4);
    expect(recipe.nutrition.vitaminD).toBeCloseTo(3.172, 4);
    expect(recipe.nutritionCoverage).toEqual({ resolvedIngredients: 3, totalIngredients: 4, incomplete: [] });
    expect(recipe.ingredients[3]).toEqual({ name: 'Cinnamon to taste', amount: 1, unit: 'tsp' });
  });

  it('answers 400 with the spec messages and stores nothing', async () => {
    const { agent, user } = await registerAgent(t);
    const response = await agent.request('POST', '/api/recipes', {
      body: { name: '', instructions: '', ingredients: [{ name: '', amount: 0, unit: '' }] },
    });
    expect(response.status).toBe(400);
    const messages = Object.fromEntries(
      response.json.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      name: 'Recipe name is required',
      instructions: 'Instructions are required',
      'ingredients.0.name': 'Ingredient name is required',
      'ingredients.0.amount': 'Amount must be greater than 0',
      'ingredients.0.unit': 'Unit is required',
    });
    const none = await agent.request('POST', '/api/recipes', { body: { ...porridge, ingredients: [] } });
    expect(none.json.errors).toContainEqual({ path: 'ingredients', message: 'At least one ingredient is required' });
    expect(await t.deps.db.select().from(recipes).where(eq(recipes.userId, user.id))).toEqual([]);
  });

  it('reads empty times as not given and empty servings as 1, as the form sends them', async () => {
    const { agent } = await registerAgent(t);
    const created = await agent.request('POST', '/api/recipes', {
      body: { ...porridge, prepTime: '', cookTime: null, servings: '' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ prepTime: null, cookTime: null, servings: 1 });
    const negative = await agent.request('POST', '/api/recipes', { body: { ...porridge, prepTime: -5, servings: 0 } });
    expect(negative.json.errors).toEqual(
      expect.arrayContaining([
        { path: 'prepTime', message: 'Prep time cannot be negative' },
        { path: 'servings', message: 'Servings must be at least 1' },
      ]),
    );
  });

  it('recomputes nutrition on update', async () => {
    const { agent } = await registerAgent(t);
    const { json: recipe } = await agent.request('POST', '/api/recipes', { body: porridge });
    const updated = await agent.request('PUT', `/api/recipes/${recipe.id}`, { body: { ...porridge, servings: 1 } });
    expect(updated.status).toBe(200);
    expect(updated.json.nutrition.calories).toBeCloseTo(709.69, 2);
  });

  it('lists own recipes and public ones, never another practitioner’s private recipes', async () => {
    const { agent: ana } = await registerAgent(t);
    const { agent: ben } = await registerAgent(t);
    await ben.request('POST', '/api/recipes', { body: { ...porridge, name: 'Ben private' } });
    await ben.request('POST', '/api/recipes', { body: { ...porridge, name: 'Ben shared', isPublic: true } });
    await ana.request('POST', '/api/recipes', { body: { ...porridge, name: 'Ana own' } });
    const names = (await ana.request('GET', '/api/recipes')).json.map(
      (recipe: { name: string; isOwn: boolean }) => `${recipe.name}:${recipe.isOwn}`,
    );
    expect(names).toContain('Ana own:true');
    expect(names).toContain('Ben shared:false');
    expect(names).not.toContain('Ben private:false');
    expect(names.indexOf('Ana own:true')).toBeLessThan(names.indexOf('Ben shared:false'));
  });

  it('shows every change to shared recipes on the next list, though the shared part is built once for all practices', async () => {
    const { agent: ana } = await registerAgent(t);
    const { agent: ben } = await registerAgent(t);
    const listed = async (agent: typeof ana) =>
      (await agent.request('GET', '/api/recipes')).json.map(
        (recipe: { name: string; isOwn: boolean }) => `${recipe.name}:${recipe.isOwn}`,
      ) as string[];
    const before = await listed(ana);
    expect(await listed(ben)).toEqual(before);

    const { json: soup } = await ben.request('POST', '/api/recipes', {
      body: { ...porridge, name: 'Ben soup', isPublic: true },
    });
    expect(await listed(ana)).toContain('Ben soup:false');
    expect(
      (
        await ben.request('PUT', `/api/recipes/${soup.id}`, {
          body: { ...porridge, name: 'Ben soup', isPublic: false },
        })
      ).status,
    ).toBe(200);
    expect(await listed(ana)).not.toContain('Ben soup:false');
    expect(await listed(ben)).toContain('Ben soup:true');

    // A change made outside the API (a fix in SQL) shows too: the version triggers see it.
    const { json: stew } = await ben.request('POST', '/api/recipes', {
      body: { ...porridge, name: 'Ben stew', isPublic: true },
    });
    expect(await listed(ana)).toContain('Ben stew:false');
    await t.deps.db.update(recipes).set({ name: 'Ben stew (revised)' }).where(eq(recipes.id, stew.id));
    const revised = await listed(ana);
    expect(revised).toContain('Ben stew (revised):false');
    expect(revised).not.toContain('Ben stew:false');

    // A practice's own shared recipe is listed once, first, as its own; to others it is shared.
    await ana.request('POST', '/api/recipes', { body: { ...porridge, name: 'Ana shared', isPublic: true } });
    const anas = await listed(ana);
    expect(anas.filter((entry) => entry.startsWith('Ana shared:'))).toEqual(['Ana shared:true']);
    expect(anas[0]).toBe('Ana shared:true');
    expect(await listed(ben)).toContain('Ana shared:false');
    expect(anas.length).toBe(before.length + 2);
  });

  it('answers 404 to another practitioner on every recipe route, even for a public recipe they can read', async () => {
    const { agent: owner } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { json: privateRecipe } = await owner.request('POST', '/api/recipes', { body: porridge });
    const { json: publicRecipe } = await owner.request('POST', '/api/recipes', {
      body: { ...porridge, name: 'Shared', isPublic: true },
    });
    expect((await other.request('GET', `/api/recipes/${privateRecipe.id}`)).status).toBe(404);
    expect((await other.request('GET', `/api/recipes/${publicRecipe.id}`)).status).toBe(200);
    for (const id of [privateRecipe.id, publicRecipe.id, 'nonsense']) {
      const put = await other.request('PUT', `/api/recipes/${id}`, { body: { ...porridge, name: 'Hijacked' } });
      const del = await other.request('DELETE', `/api/recipes/${id}`);
      expect([put.status, del.status]).toEqual([404, 404]);
      expect(put.json).toEqual({ code: 'NOT_FOUND', message: 'Recipe not found', errors: [] });
    }
    const rows = await t.deps.db.select({ name: recipes.name }).from(recipes).where(eq(recipes.id, publicRecipe.id));
    expect(rows).toEqual([{ name: 'Shared' }]);
    expect((await owner.request('DELETE', `/api/recipes/${privateRecipe.id}`)).status).toBe(204);
  });

  it('lists summaries: the card fields of each recipe as its own GET shows it, without instructions, ingredients or micronutrients', async () => {
    const { agent } = await registerAgent(t);
    const created = (
      await agent.request('POST', '/api/recipes', { body: { ...porridge, description: 'Creamy, "quoted", 🥣' } })
    ).json;
    const whole = (await agent.request('GET', `/api/recipes/${created.id}`)).json;
    const listed = (await agent.request('GET', '/api/recipes?view=summary')).json.find(
      (recipe: { id: string }) => recipe.id === created.id,
    );
    const {
      id,
      userId,
      name,
      description,
      prepTime,
      cookTime,
      servings,
      tags,
      cuisine,
      difficulty,
      isPublic,
      imageUrl,
      isOwn,
      diets,
      dietNotes,
      mealTypes,
    } = whole;
    const labels = whole.allergenLabels as { allergen: string; status: string }[];
    expect(labels.length).toBeGreaterThan(0);
    expect(listed).toEqual({
      id,
      userId,
      name,
      description,
      prepTime,
      cookTime,
      servings,
      tags,
      cuisine,
      difficulty,
      isPublic,
      imageUrl,
      isOwn,
      diets,
      dietNotes,
      mealTypes,
      // the macros as the recipe itself has them, so the card rounds them as the recipe's panel does
      nutrition: {
        calories: whole.nutrition.calories,
        protein: whole.nutrition.protein,
        carbs: whole.nutrition.carbs,
        fat: whole.nutrition.fat,
      },
      ingredientCount: 4,
      countedIngredients: 3,
      contains: labels.filter((label) => label.status === 'contains').map((label) => label.allergen),
      mayContain: labels.filter((label) => label.status === 'may contain').map((label) => label.allergen),
      notReviewed: labels.filter((label) => label.status === 'not reviewed').map((label) => label.allergen),
    });
    // 'Cinnamon to taste' has no food: every allergen not otherwise flagged is "not reviewed", never "may contain".
    expect(listed.notReviewed.length).toBeGreaterThan(0);
    // Milk rules vegan out plainly; vegetarian is only in doubt, and the recipe says why.
    expect(whole.dietNotes).toEqual(['Vegetarian: not claimed, Cinnamon to taste is not linked to a food']);
    expect(whole.nutrition.potassium).toBeGreaterThan(0);

    // The day editor's picker asks for ingredient names only for a client with allergy words of their own.
    const withNames = await agent.request('GET', '/api/recipes?view=summary&include=ingredientNames');
    expect(withNames.json.find((recipe: { id: string }) => recipe.id === created.id)).toEqual({
      ...listed,
      ingredientNames: ['Rolled oats', 'Whole milk', 'Banana', 'Cinnamon to taste'],
    });
    const refused = await agent.request('GET', '/api/recipes?include=instructions');
    expect(refused.status).toBe(400);
  });

  it("lists a recipe without linked foods with no nutrition, and a long description cut to the card's length", async () => {
    const { agent } = await registerAgent(t);
    const long = 'A slow, warming stew. '.repeat(20);
    const created = (
      await agent.request('POST', '/api/recipes', {
        body: { ...porridge, description: long, ingredients: [{ name: 'Mystery stew', amount: 1, unit: 'cup' }] },
      })
    ).json;
    const listed = (await agent.request('GET', '/api/recipes?view=summary')).json.find(
      (recipe: { id: string }) => recipe.id === created.id,
    );
    expect(listed).toMatchObject({
      nutrition: null,
      ingredientCount: 1,
      countedIngredients: 0,
      description: long.trim().slice(0, 120),
    });
  });

  it('answers 401 to anonymous callers', async () => {
    const anonymous = createAgent(t);
    expect((await anonymous.request('GET', '/api/recipes')).status).toBe(401);
    expect((await anonymous.request('POST', '/api/recipes', { body: porridge })).status).toBe(401);
  });
});

describe('which weight each saved ingredient used', () => {
  it('records the USDA household weight the words call for, and marks density estimates as estimated', async () => {
    const { agent } = await registerAgent(t);
    const created = await agent.request('POST', '/api/recipes', {
      body: {
        name: 'Strawberry chia pudding',
        instructions: 'Stir and chill overnight.',
        servings: 2,
        ingredients: [
          { name: 'Frozen strawberries', amount: 1, unit: 'cup', fdcId: 9318 },
          { name: 'Chia seeds', amount: 1, unit: 'tbsp', fdcId: 12006 },
          { name: 'Gelatin', amount: 1, unit: 'tbsp', fdcId: 19177 },
          { name: 'Tomato', amount: 1, unit: 'cup', fdcId: 11529 },
          { name: 'Whole milk', amount: 200, unit: 'g', fdcId: 1077 },
          { name: 'Vanilla', amount: 1, unit: 'tsp' },
        ],
      },
    });
    expect(created.status).toBe(201);
    const [strawberries, chia, gelatin, tomato, milk, vanilla] = created.json.ingredients;
    expect(strawberries.weight).toEqual({ grams: 149, note: '1 cup, unthawed (USDA)', estimated: false });
    expect(chia.weight).toMatchObject({ note: 'density of chia seeds, estimated', estimated: true });
    expect(chia.weight.grams).toBeCloseTo(12, 0);
    expect(gelatin.weight).toEqual({ grams: 7, note: '1 envelope, (1 tbsp) (USDA)', estimated: false });
    expect(tomato.weight).toEqual({ grams: 180, note: '1 cup, chopped or sliced (USDA)', estimated: false });
    expect(milk.weight).toEqual({ grams: 200, note: 'by weight', estimated: false });
    expect(vanilla).toEqual({ name: 'Vanilla', amount: 1, unit: 'tsp' });
    // The same in the stored row, read back.
    const read = await agent.request('GET', `/api/recipes/${created.json.id}`);
    expect(read.json.ingredients[1].weight.note).toBe('density of chia seeds, estimated');
  });

  it('still reads recipes saved before weights were recorded', async () => {
    const { agent } = await registerAgent(t);
    const created = await agent.request('POST', '/api/recipes', { body: porridge });
    const oldRows = [
      { name: 'Rolled oats', amount: 1, unit: 'cup', fdcId: 8120 },
      { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
    ];
    await t.deps.db.update(recipes).set({ ingredients: oldRows }).where(eq(recipes.id, created.json.id));
    const read = await agent.request('GET', `/api/recipes/${created.json.id}`);
    expect(read.status).toBe(200);
    expect(read.json.ingredients).toEqual(oldRows);
  });

  it('weighs recipes saved under the old conversion again, once per version, recording each weight', async () => {
    const { agent } = await registerAgent(t);
    const created = (
      await agent.request('POST', '/api/recipes', {
        body: {
          name: 'Berry bowl',
          instructions: 'Bowl.',
          servings: 1,
          ingredients: [{ name: 'Frozen strawberries', amount: 1, unit: 'cup', fdcId: 9318 }],
        },
      })
    ).json;
    // As the old conversion stored it: the first volume weight (thawed, 221 g → 77 kcal at 35 kcal/100 g), no note.
    await t.deps.db
      .update(recipes)
      .set({
        ingredients: [{ name: 'Frozen strawberries', amount: 1, unit: 'cup', fdcId: 9318 }],
        nutrition: { ...created.nutrition, calories: 77.35 },
      })
      .where(eq(recipes.id, created.id));
    expect(await ensureRecipeWeights(t.deps.db, 'test-weights-1')).toMatchObject({ skipped: false });
    const read = (await agent.request('GET', `/api/recipes/${created.id}`)).json;
    expect(read.ingredients[0].weight).toEqual({ grams: 149, note: '1 cup, unthawed (USDA)', estimated: false });
    expect(read.nutrition.calories).toBeCloseTo(149 * 0.35, 6);
    expect(await ensureRecipeWeights(t.deps.db, 'test-weights-1')).toEqual({ updated: 0, skipped: true });
  });
});

describe('the recipes list of a new account', () => {
  let catalogued: TestApp;
  beforeAll(async () => {
    catalogued = await createTestApp({ withCatalogue: true });
    await registerAgent(catalogued); // the admin
  }, 120_000);
  afterAll(async () => {
    await catalogued.close();
  });

  it('sends every catalogue recipe as a summary of at most 150 KB to a browser, whatever the nutrient set', async () => {
    const { agent } = await registerAgent(catalogued);
    const list = await agent.request('GET', '/api/recipes?view=summary');
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThanOrEqual(400);
    // A summary is what the card shows: about 700 bytes a recipe (the whole recipe with its nutrients, 2.5 KB).
    expect(Buffer.byteLength(list.text) / list.json.length).toBeLessThanOrEqual(800);
    // No micronutrient rides along: the list does not grow with them.
    for (const recipe of list.json)
      expect(Object.keys(recipe.nutrition ?? {}).sort()).toEqual(
        recipe.nutrition ? ['calories', 'carbs', 'fat', 'protein'] : [],
      );

    // What a browser receives: it takes brotli, and the answer is the same list in a fraction of the bytes.
    const browser = await catalogued.app.request('http://localhost/api/recipes?view=summary', {
      headers: { cookie: agent.cookie!, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.status).toBe(200);
    expect(browser.headers.get('content-encoding')).toBe('br');
    expect(browser.headers.get('vary')).toMatch(/accept-encoding/i);
    const sent = Buffer.from(await browser.arrayBuffer());
    expect(sent.byteLength).toBeLessThanOrEqual(150 * 1024);
    expect(JSON.parse(brotliDecompressSync(sent).toString('utf8'))).toEqual(list.json);
    // A client without brotli gets gzip, within the same bound.
    const gzipped = await catalogued.app.request('http://localhost/api/recipes?view=summary', {
      headers: { cookie: agent.cookie!, 'accept-encoding': 'gzip, deflate' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const gzippedBytes = Buffer.from(await gzipped.arrayBuffer());
    expect(gzippedBytes.byteLength).toBeLessThanOrEqual(150 * 1024);
    expect(JSON.parse(gunzipSync(gzippedBytes).toString('utf8'))).toEqual(list.json);
    // A client that accepts neither gets plain JSON, as before.
    const plain = await catalogued.app.request('http://localhost/api/recipes?view=summary', {
      headers: { cookie: agent.cookie!, 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(list.json);
  });

  it('compresses to exactly the plain answer for every practice, though the shared recipes were serialised once for all', async () => {
    const answers = async (agent: Awaited<ReturnType<typeof registerAgent>>['agent'], include = '') => {
      const ask = (encoding: string) =>
        catalogued.app.request(`http://localhost/api/recipes?view=summary${include}`, {
          headers: { cookie: agent.cookie!, 'accept-encoding': encoding },
        });
      const plain = Buffer.from(await (await ask('identity')).arrayBuffer());
      const brotli = await ask('gzip, br');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      const gzipped = await ask('gzip');
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      return {
        plain,
        unpacked: [
          brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())),
          gunzipSync(Buffer.from(await gzipped.arrayBuffer())),
        ],
      };
    };
    const { agent: empty } = await registerAgent(catalogued);
    const { agent: cook } = await registerAgent(catalogued);
    const { agent: sharer } = await registerAgent(catalogued);
    await cook.request('POST', '/api/recipes', { body: { ...porridge, name: 'Cook own' } });
    const { json: shared } = await sharer.request('POST', '/api/recipes', {
      body: { ...porridge, name: 'Sharer public', isPublic: true },
    });
    await sharer.request('POST', '/api/recipes', { body: { ...porridge, name: 'Sharer private' } });
    // Placed among the catalogue's recipes, in the middle of the shared part, not at its start.
    const [{ middle }] = (
      (await catalogued.deps.db.execute(
        sql`select created_at::text as middle from recipes where user_id is null order by created_at desc offset 200 limit 1`,
      )) as unknown as { rows: { middle: string }[] }
    ).rows;
    await catalogued.deps.db
      .update(recipes)
      .set({ createdAt: new Date(middle) })
      .where(eq(recipes.id, shared.id));

    for (const [agent, own] of [
      [empty, []],
      [cook, ['Cook own']],
      [sharer, ['Sharer private', 'Sharer public']],
    ] as const) {
      for (const include of ['', '&include=ingredientNames']) {
        const { plain, unpacked } = await answers(agent, include);
        for (const bytes of unpacked) expect(bytes.equals(plain)).toBe(true);
        const names = (JSON.parse(plain.toString('utf8')) as { name: string; isOwn: boolean }[]).map(
          (recipe) => `${recipe.name}:${recipe.isOwn}`,
        );
        expect(names.length).toBeGreaterThanOrEqual(400);
        // Own recipes first.
        expect(names.slice(0, own.length).sort()).toEqual(own.map((name) => `${name}:true`));
        // The sharer's public recipe: once, as its own; to everyone else, once, as shared.
        expect(names.filter((name) => name.startsWith('Sharer public:'))).toEqual([
          `Sharer public:${agent === sharer}`,
        ]);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });
});

describe('nutrition API', () => {
  it('searches foods, best match first, for 3+ characters', async () => {
    const { agent } = await registerAgent(t);
    const found = await agent.request('GET', '/api/nutrition/search?query=chicken%20breast');
    expect(found.status).toBe(200);
    expect(found.json[0]).toEqual({
      fdcId: 5062,
      description: 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
      brandOwner: null,
      energyKcal: 120,
      cautions: [],
    });
    const short = await agent.request('GET', '/api/nutrition/search?query=%20ab%20');
    expect(short.status).toBe(400);
    expect(short.json.errors[0]).toEqual({ path: 'query', message: 'Enter at least 3 characters' });
  });

  it('gives food compositions with their household portions, nulls kept as null', async () => {
    const { agent } = await registerAgent(t);
    const response = await agent.request('GET', '/api/nutrition/foods?ids=9040,1077,777777');
    expect(response.status).toBe(200);
    const banana = response.json.find((food: { id: number }) => food.id === 9040);
    expect(banana.per100g).toMatchObject({
      calories: 89,
      protein: 1.09,
      carbs: 22.84,
      fat: 0.33,
      fiber: 2.6,
      sugar: 12.23,
      sodium: 1,
      potassium: 358,
      vitaminB6: 0.367,
      folate: 20,
    });
    expect(Object.keys(banana.per100g)).toHaveLength(32);
    expect(banana.portions[0]).toEqual({ label: '1 medium (7" to 7-7/8" long)', grams: 118 });
    expect(response.json).toHaveLength(2);
    expect((await agent.request('GET', '/api/nutrition/foods?ids=1;drop table foods')).status).toBe(400);
  });
});

describe("derived diet labels on practitioners' recipes", () => {
  it('labels a recipe from its foods, and promises nothing when an ingredient has no food', async () => {
    const { agent } = await registerAgent(t);
    const vegan = await agent.request('POST', '/api/recipes', {
      body: {
        name: 'Banana oats',
        instructions: 'Stir.',
        ingredients: [
          { name: 'Almond milk', amount: 1, unit: 'cup', fdcId: 14091 },
          { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
        ],
      },
    });
    expect(vegan.json.diets).toEqual(expect.arrayContaining(['vegan', 'gluten-free', 'dairy-free']));
    expect(vegan.json.allergens).toEqual(['tree-nuts']);
    expect(vegan.json.allergenLabels).toEqual([
      {
        allergen: 'tree-nuts',
        status: 'contains',
        because: [
          { ingredient: 'Almond milk', food: 'Beverages, almond milk, unsweetened, shelf stable', status: 'contains' },
        ],
      },
    ]);

    const unknown = await agent.request('POST', '/api/recipes', {
      body: {
        name: 'Mystery bowl',
        instructions: 'Stir.',
        ingredients: [
          { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
          { name: 'House sauce', amount: 2, unit: 'tbsp' },
        ],
      },
    });
    expect(unknown.json.diets).toEqual([]);
    expect(unknown.json.allergens).toHaveLength(15);
    for (const label of unknown.json.allergenLabels)
      expect(label).toEqual({
        allergen: label.allergen,
        status: 'not reviewed',
        because: [{ ingredient: 'House sauce', food: null, status: 'unknown' }],
      });
  });
});

describe('re-deriving allergens when the table changes', () => {
  it("relabels practitioners' recipes saved with the old keyword flags, once per table version", async () => {
    const { agent } = await registerAgent(t);
    const saved = (
      await agent.request('POST', '/api/recipes', {
        body: {
          name: 'Coconut rice',
          instructions: 'Simmer.',
          ingredients: [
            { name: 'Coconut milk', amount: 1, unit: 'cup', fdcId: 12118 },
            { name: 'Rice', amount: 1, unit: 'cup', fdcId: 20044 },
          ],
        },
      })
    ).json;
    // As the old keyword screening stored it: coconut milk flagged a tree nut, no labels.
    await t.deps.db
      .update(recipes)
      .set({ allergens: ['tree nut'], allergenLabels: null })
      .where(eq(recipes.id, saved.id));

    expect(await ensureRecipeAllergens(t.deps.db, 'test-version-1')).toMatchObject({ skipped: false });
    const [row] = await t.deps.db
      .select({ allergens: recipes.allergens, allergenLabels: recipes.allergenLabels })
      .from(recipes)
      .where(eq(recipes.id, saved.id));
    expect(row).toEqual({ allergens: [], allergenLabels: [] });
    expect(await ensureRecipeAllergens(t.deps.db, 'test-version-1')).toEqual({ updated: 0, skipped: true });
  });
});
