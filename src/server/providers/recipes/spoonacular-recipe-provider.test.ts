import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { createSpoonacularRecipeProvider } from './spoonacular-recipe-provider.ts';

/**
 * A local stand-in for the Spoonacular Food API: GET /recipes/complexSearch, /recipes/random and
 * /recipes/{id}/information in its documented JSON (recipe information objects with summary and instructions
 * as HTML, extendedIngredients, analyzedInstructions, nutrition.nutrients), the x-api-key header, and its
 * documented failures: 401 for a bad key and 402 when the daily points quota is spent, both as
 * {status: 'failure', code, message}.
 */
const KEY = 'stand-in-key';
const requests: URL[] = [];
let standIn: Server;
let baseUrl: string;
let mode: 'ok' | 'quota' = 'ok';

const lasagna = {
  id: 654812,
  title: 'Spinach Lasagna',
  image: 'https://img.spoonacular.com/recipes/654812-556x370.jpg',
  imageType: 'jpg',
  summary:
    'A <b>comforting</b> bake. <script>alert(1)</script><img src=x onerror="alert(2)"> See <a href="javascript:alert(3)">this</a> and <a href="https://example.org/tips">tips</a>.',
  readyInMinutes: 75,
  servings: 6,
  pricePerServing: 187.35,
  healthScore: 78.4,
  cuisines: ['Italian', 'Mediterranean', 'European'],
  diets: ['lacto ovo vegetarian'],
  dishTypes: ['main course', 'dinner'],
  extendedIngredients: [
    {
      id: 10020420,
      aisle: 'Pasta and Rice',
      name: 'lasagna noodles',
      original: '9 lasagna noodles',
      amount: 9,
      unit: '',
    },
    { id: 1036, aisle: 'Cheese', name: 'ricotta cheese', original: '2 cups ricotta', amount: 2, unit: 'cups' },
    { id: 10011457, aisle: 'Produce', name: 'spinach', original: '10 ounces spinach', amount: 10, unit: 'ounces' },
  ],
  instructions: '<ol><li>Heat the oven.</li><li onclick="steal()">Layer and bake.</li></ol>',
  analyzedInstructions: [],
  sourceName: 'Example Kitchen',
  sourceUrl: 'https://example.org/spinach-lasagna',
  nutrition: {
    nutrients: [
      { name: 'Calories', amount: 512.3, unit: 'kcal' },
      { name: 'Protein', amount: 28.1, unit: 'g' },
      { name: 'Carbohydrates', amount: 44.9, unit: 'g' },
      { name: 'Fat', amount: 24.6, unit: 'g' },
    ],
  },
};
const soup = {
  ...lasagna,
  id: 715415,
  title: 'Red Lentil Soup',
  healthScore: 40,
  summary: 'Warming.',
  instructions: null,
  analyzedInstructions: [
    {
      name: '',
      steps: [
        { number: 1, step: 'Simmer the lentils.' },
        { number: 2, step: 'Blend <smooth>.' },
      ],
    },
  ],
};

function failure(code: number, message: string) {
  return JSON.stringify({ status: 'failure', code, message });
}

beforeAll(async () => {
  standIn = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url);
    response.setHeader('content-type', 'application/json');
    if (request.headers['x-api-key'] !== KEY) {
      response.statusCode = 401;
      return response.end(
        failure(401, 'You are not authorized. Please read https://spoonacular.com/food-api/docs#Authentication'),
      );
    }
    if (mode === 'quota') {
      response.statusCode = 402;
      return response.end(
        failure(
          402,
          'Your daily points limit of 150 has been reached. Please upgrade your plan to continue using the API.',
        ),
      );
    }
    if (url.pathname === '/recipes/complexSearch') {
      const all = [lasagna, soup];
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const number = Number(url.searchParams.get('number') ?? 10);
      return response.end(
        JSON.stringify({ results: all.slice(offset, offset + number), offset, number, totalResults: 5123 }),
      );
    }
    if (url.pathname === '/recipes/random')
      return response.end(
        JSON.stringify({ recipes: [soup, lasagna].slice(0, Number(url.searchParams.get('number') ?? 1)) }),
      );
    const info = /^\/recipes\/(\d+)\/information$/.exec(url.pathname);
    if (info) {
      const found = [lasagna, soup].find((recipe) => String(recipe.id) === info[1]);
      if (found) return response.end(JSON.stringify(found));
      response.statusCode = 404;
      return response.end(failure(404, 'A recipe with the id could not be found.'));
    }
    response.statusCode = 404;
    response.end(failure(404, 'Not found'));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
beforeEach(() => {
  mode = 'ok';
  requests.length = 0;
});

describe('Spoonacular adapter against a stand-in', () => {
  it('maps a search to the external-recipe shape and passes only the filters given', async () => {
    const provider = createSpoonacularRecipeProvider({ apiKey: KEY, baseUrl });
    const answer = await provider.search({
      q: 'lasagna',
      diet: 'vegetarian',
      cuisine: 'italian',
      maxTime: 120,
      offset: 0,
      number: 24,
    });
    const call = requests[0];
    expect(call.pathname).toBe('/recipes/complexSearch');
    expect(Object.fromEntries(call.searchParams)).toMatchObject({
      query: 'lasagna',
      diet: 'vegetarian',
      cuisine: 'italian',
      maxReadyTime: '120',
      number: '24',
    });
    expect(call.searchParams.has('type')).toBe(false);
    expect(call.searchParams.has('maxCalories')).toBe(false);
    expect(answer.totalResults).toBe(5123);
    expect(answer.results[0]).toMatchObject({
      id: '654812',
      title: 'Spinach Lasagna',
      readyInMinutes: 75,
      servings: 6,
      pricePerServing: 187.35,
      healthScore: 78,
      cuisines: ['italian', 'mediterranean', 'european'],
      extendedIngredients: [
        { amount: 9, unit: '', name: 'lasagna noodles' },
        { amount: 2, unit: 'cups', name: 'ricotta cheese' },
        { amount: 10, unit: 'ounces', name: 'spinach' },
      ],
      sourceUrl: 'https://example.org/spinach-lasagna',
      nutrition: { calories: 512.3, protein: 28.1, carbs: 44.9, fat: 24.6 },
    });
  });

  it('sanitises summary and instructions HTML: no scripts, handlers or javascript: links survive', async () => {
    const provider = createSpoonacularRecipeProvider({ apiKey: KEY, baseUrl });
    const [recipe, stepsOnly] = (await provider.search({ q: 'x', offset: 0, number: 24 })).results;
    for (const html of [recipe.summary, recipe.instructions]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    }
    expect(recipe.summary).toContain('<b>comforting</b>');
    expect(recipe.summary).toContain(
      '<a href="https://example.org/tips" target="_blank" rel="noopener noreferrer nofollow">tips</a>',
    );
    expect(recipe.instructions).toBe('<ol><li>Heat the oven.</li><li>Layer and bake.</li></ol>');
    expect(stepsOnly.instructions).toBe('<ol><li>Simmer the lentils.</li><li>Blend &lt;smooth&gt;.</li></ol>');
  });

  it('applies the health-score filter itself, since complexSearch has none', async () => {
    const provider = createSpoonacularRecipeProvider({ apiKey: KEY, baseUrl });
    const answer = await provider.search({ q: 'x', minHealth: 75, offset: 0, number: 24 });
    expect(answer.results.map((recipe) => recipe.title)).toEqual(['Spinach Lasagna']);
  });

  it('turns a spent quota into 503 and a refused key into 502, with messages a practitioner understands', async () => {
    mode = 'quota';
    const provider = createSpoonacularRecipeProvider({ apiKey: KEY, baseUrl });
    await expect(provider.search({ q: 'x', offset: 0, number: 24 })).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('quota'),
    });
    mode = 'ok';
    const wrongKey = createSpoonacularRecipeProvider({ apiKey: 'wrong', baseUrl });
    await expect(wrongKey.random(3)).rejects.toMatchObject({ status: 502 });
  });
});

describe('the Recipe Database API on Spoonacular', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ recipeProvider: () => createSpoonacularRecipeProvider({ apiKey: KEY, baseUrl }) });
    await registerAgent(t);
  });
  afterAll(() => t.close());

  it('searches, shows featured recipes and the provider size', async () => {
    const { agent } = await registerAgent(t);
    const search = await agent.request('GET', '/api/recipes/search/external?q=lasagna&cuisine=italian');
    expect(search.status).toBe(200);
    expect(search.json.results[0].title).toBe('Spinach Lasagna');
    expect((await agent.request('GET', '/api/recipes/random')).json.recipes).toHaveLength(2);
    expect((await agent.request('GET', '/api/recipes/external/info')).json).toEqual({
      provider: 'spoonacular',
      totalRecipes: 5123,
    });
  });

  it("lets the browser load Spoonacular's recipe photos, and only then", async () => {
    const policy = (await t.app.request('http://localhost/api/health')).headers.get('content-security-policy')!;
    expect(policy).toMatch(/img-src [^;]*https:\/\/img\.spoonacular\.com/);
    const plain = await createTestApp();
    expect(
      (await plain.app.request('http://localhost/api/health')).headers.get('content-security-policy'),
    ).not.toContain('spoonacular');
    await plain.close();
  });

  it('answers 503 with the quota message when the provider is out of points', async () => {
    const { agent } = await registerAgent(t);
    mode = 'quota';
    const response = await agent.request('GET', '/api/recipes/search/external?q=soup');
    expect(response.status).toBe(503);
    expect(response.json.message).toMatch(/quota/);
  });

  it('saves an editable copy once per practitioner; two practitioners can both save it', async () => {
    const a = await registerAgent(t);
    const b = await registerAgent(t);
    const first = await a.agent.request('POST', '/api/recipes/external/654812/save');
    expect(first.json.alreadyExists).toBe(false);
    expect((await a.agent.request('POST', '/api/recipes/external/654812/save')).json).toEqual({
      alreadyExists: true,
      recipeId: first.json.recipeId,
    });
    expect((await b.agent.request('POST', '/api/recipes/external/654812/save')).json.alreadyExists).toBe(false);
    const copy = (await a.agent.request('GET', `/api/recipes/${first.json.recipeId}`)).json;
    expect(copy).toMatchObject({
      name: 'Spinach Lasagna',
      isOwn: true,
      servings: 6,
      cuisine: 'italian',
      sourceUrl: 'https://example.org/spinach-lasagna',
    });
    expect(copy.ingredients).toEqual([
      { name: 'lasagna noodles', amount: 9, unit: 'piece' },
      { name: 'ricotta cheese', amount: 2, unit: 'cup' },
      { name: 'spinach', amount: 10, unit: 'oz' },
    ]);
    expect(copy.instructions).toBe('Heat the oven.\nLayer and bake.');
    expect(copy.description).not.toMatch(/<|alert/);
    expect((await a.agent.request('POST', '/api/recipes/external/999999/save')).status).toBe(404);
    expect((await createAgent(t).request('POST', '/api/recipes/external/654812/save')).status).toBe(401);
  });
});
