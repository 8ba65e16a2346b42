import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { recipes } from '../../db/schema.ts';
import { readCatalogueData } from '../catalogue/catalogue-data.ts';
import { ensureCatalogue } from '../catalogue/catalogue-loader.service.ts';
import type { ExternalRecipe } from '../../../shared/schemas/recipe-database.ts';

let t: TestApp;
const catalogue = readCatalogueData();
beforeAll(async () => {
  t = await createTestApp({ withCatalogue: true });
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

async function catalogueRows() {
  return t.deps.db.select().from(recipes).where(isNotNull(recipes.catalogueKey));
}

describe('the catalogue in the database', () => {
  it('holds every recipe of the data files once, with derived nutrition, labels, score and an app-served image', async () => {
    const rows = await catalogueRows();
    expect(rows).toHaveLength(catalogue.entries.length);
    for (const row of rows) {
      expect(row.userId).toBeNull();
      expect(row.nutrition).not.toBeNull();
      expect(row.healthScore).toBeGreaterThanOrEqual(0);
      expect(row.healthScore).toBeLessThanOrEqual(100);
      expect(row.imageUrl).toBe(`/api/recipe-images/${row.catalogueKey}.svg`);
      expect(row.mealTypes.length).toBeGreaterThan(0);
    }
  });

  it('loads again without duplicating and keeps ids stable when the data changes', async () => {
    const before = await catalogueRows();
    expect((await ensureCatalogue(t.deps.db)).skipped).toBe(true);
    const [first, ...rest] = catalogue.entries;
    const changed = { version: 'changed-for-test', entries: [{ ...first, name: `${first.name} (revised)` }, ...rest] };
    expect((await ensureCatalogue(t.deps.db, changed)).loaded).toBe(catalogue.entries.length);
    const after = await catalogueRows();
    expect(after).toHaveLength(before.length);
    const revised = after.find((row) => row.catalogueKey === first.key)!;
    expect(revised.id).toBe(before.find((row) => row.catalogueKey === first.key)!.id);
    expect(revised.name).toBe(`${first.name} (revised)`);
    await ensureCatalogue(t.deps.db, { version: 'restored-for-test', entries: catalogue.entries });
  });
});

describe('GET /api/recipes/search/external', () => {
  it('refuses an empty term with the spec message', async () => {
    const { agent } = await registerAgent(t);
    for (const path of [
      '/api/recipes/search/external',
      '/api/recipes/search/external?q=',
      '/api/recipes/search/external?q=%20%20',
    ]) {
      const response = await agent.request('GET', path);
      expect(response.status).toBe(400);
      expect(response.json.errors[0].message).toBe('Please enter a search term to find recipes.');
    }
  });

  it('refuses filter values outside the option lists, including "any"', async () => {
    const { agent } = await registerAgent(t);
    for (const query of [
      'diet=any',
      'diet=carnivore',
      'cuisine=martian',
      'type=brunch',
      'maxTime=20',
      'maxCalories=500',
      'minHealth=60',
      'maxTime=abc',
    ]) {
      const response = await agent.request('GET', `/api/recipes/search/external?q=soup&${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('applies every filter exactly', async () => {
    const { agent } = await registerAgent(t);
    const rows = await catalogueRows();
    const cases: Record<string, (row: (typeof rows)[number]) => boolean> = {
      'diet=vegan&maxTime=30': (row) => row.diets.includes('vegan') && (row.readyInMinutes ?? 0) <= 30,
      'diet=gluten-free&maxCalories=400': (row) =>
        row.diets.includes('gluten-free') && (row.nutrition as { calories: number }).calories <= 400,
      'type=breakfast&minHealth=50': (row) => row.dishTypes.includes('breakfast') && (row.healthScore ?? 0) >= 50,
      'cuisine=indian': (row) => row.cuisine === 'indian',
    };
    for (const [query, holds] of Object.entries(cases)) {
      // A one-letter term is a prefix of many words; 'a' alone would miss some recipes, so use every vowel.
      const expected = rows.filter(holds);
      const seen = new Map<string, ExternalRecipe>();
      for (const letter of ['a', 'e', 'i', 'o', 'u']) {
        const response = await agent.request('GET', `/api/recipes/search/external?q=${letter}&${query}&number=100`);
        expect(response.status).toBe(200);
        for (const recipe of response.json.results as ExternalRecipe[]) seen.set(recipe.id, recipe);
      }
      for (const recipe of seen.values())
        expect(holds(rows.find((row) => row.id === recipe.id)!), `${query}: ${recipe.title}`).toBe(true);
      if (expected.length) expect(seen.size, query).toBeGreaterThan(0);
    }
  });

  it('finds recipes by a word of their name first, and by ingredient', async () => {
    const { agent } = await registerAgent(t);
    const [row] = await catalogueRows();
    const word = row.name.split(/\s+/).find((part) => part.length > 3) ?? row.name;
    const response = await agent.request('GET', `/api/recipes/search/external?q=${encodeURIComponent(word)}`);
    expect(response.json.totalResults).toBeGreaterThan(0);
    expect(response.json.results[0].title.toLowerCase()).toContain(word.toLowerCase());
    const ingredient = (row.ingredients as { name: string }[])[0].name.split(/\s+/).pop()!;
    const byIngredient = await agent.request(
      'GET',
      `/api/recipes/search/external?q=${encodeURIComponent(ingredient)}&number=100`,
    );
    expect(byIngredient.json.results.some((recipe: ExternalRecipe) => recipe.id === row.id)).toBe(true);
  });

  it('answers in the external-recipe shape with safe HTML', async () => {
    const { agent } = await registerAgent(t);
    const response = await agent.request('GET', '/api/recipes/search/external?q=a&number=5');
    for (const recipe of response.json.results as ExternalRecipe[]) {
      expect(recipe).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        servings: expect.any(Number),
        cuisines: expect.any(Array),
        diets: expect.any(Array),
      });
      expect(recipe.instructions).toMatch(/^<ol><li>/);
      expect(recipe.summary).not.toMatch(/<script|on\w+=/i);
      expect(recipe.image).toMatch(/^\/api\/recipe-images\/[a-z0-9-]+\.svg$/);
    }
  });

  it('needs a session', async () => {
    expect((await createAgent(t).request('GET', '/api/recipes/search/external?q=soup')).status).toBe(401);
    expect((await createAgent(t).request('GET', '/api/recipes/random')).status).toBe(401);
  });
});

describe('featured recipes and the banner figure', () => {
  it('picks distinct random recipes and states the true catalogue size', async () => {
    const { agent } = await registerAgent(t);
    const random = await agent.request('GET', '/api/recipes/random');
    expect(random.status).toBe(200);
    const ids = random.json.recipes.map((recipe: ExternalRecipe) => recipe.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(9, catalogue.entries.length));
    const info = await agent.request('GET', '/api/recipes/external/info');
    expect(info.json).toEqual({ provider: 'catalogue', totalRecipes: catalogue.entries.length });
  });
});

describe('POST /api/recipes/external/{id}/save', () => {
  it('copies the recipe into the practitioner library once; a second save says it already exists', async () => {
    const { agent, user } = await registerAgent(t);
    const [row] = await catalogueRows();
    const first = await agent.request('POST', `/api/recipes/external/${row.id}/save`);
    expect(first.status).toBe(200);
    expect(first.json.alreadyExists).toBe(false);
    const second = await agent.request('POST', `/api/recipes/external/${row.id}/save`);
    expect(second.json).toEqual({ alreadyExists: true, recipeId: first.json.recipeId });

    const library = await agent.request('GET', '/api/recipes');
    expect(library.json.find((recipe: { id: string }) => recipe.id === first.json.recipeId)).toMatchObject({
      userId: user.id,
      isOwn: true,
      name: row.name,
      diets: row.diets,
    });
    const copy = (await agent.request('GET', `/api/recipes/${first.json.recipeId}`)).json;
    expect(copy).toMatchObject({
      userId: user.id,
      isOwn: true,
      name: row.name,
      nutrition: row.nutrition,
      diets: row.diets,
    });
    // The copy is the practitioner's to change; the shared recipe is untouched.
    const edited = await agent.request('PUT', `/api/recipes/${copy.id}`, {
      body: {
        name: `${row.name} (my way)`,
        instructions: copy.instructions,
        servings: copy.servings,
        ingredients: copy.ingredients,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.nutrition.calories).toBeCloseTo((row.nutrition as { calories: number }).calories, 6);
    const [shared] = await t.deps.db.select().from(recipes).where(eq(recipes.id, row.id));
    expect(shared.name).toBe(row.name);
  });

  it('lets two practitioners both save the same recipe', async () => {
    const [, row] = await catalogueRows();
    const a = await registerAgent(t);
    const b = await registerAgent(t);
    expect((await a.agent.request('POST', `/api/recipes/external/${row.id}/save`)).json.alreadyExists).toBe(false);
    expect((await b.agent.request('POST', `/api/recipes/external/${row.id}/save`)).json.alreadyExists).toBe(false);
  });

  it('answers 404 for an unknown or non-catalogue id and 401 without a session', async () => {
    const { agent } = await registerAgent(t);
    const own = await agent.request('POST', '/api/recipes', {
      body: { name: 'Mine', instructions: 'Mix.', ingredients: [{ name: 'Oats', amount: 40, unit: 'g', fdcId: 8120 }] },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', own.json.id]) {
      expect((await agent.request('POST', `/api/recipes/external/${id}/save`)).status, id).toBe(404);
    }
    const [row] = await catalogueRows();
    expect((await createAgent(t).request('POST', `/api/recipes/external/${row.id}/save`)).status).toBe(401);
  });
});

describe('GET /api/recipe-images/{key}.svg', () => {
  it('serves each catalogue illustration publicly, cached, and 404 for anything else', async () => {
    const [row] = await catalogueRows();
    const response = await t.app.request(`http://localhost/api/recipe-images/${row.catalogueKey}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    for (const path of ['no-such-recipe.svg', `${row.catalogueKey}.png`, '..%2F..%2Fetc%2Fpasswd.svg']) {
      expect((await t.app.request(`http://localhost/api/recipe-images/${path}`)).status, path).toBe(404);
    }
  });
});
