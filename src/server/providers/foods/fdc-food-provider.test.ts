import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { createFdcFoodProvider } from './fdc-food-provider.ts';

/**
 * A local stand-in for USDA FoodData Central that answers GET /v1/foods/search in FDC's documented
 * SearchResult format (foods[] with fdcId, description, dataType, brandOwner, foodNutrients[] of
 * nutrientId/nutrientNumber/nutrientName/unitName/value, foodMeasures[]).
 */
const requests: URL[] = [];
let standIn: Server;
let baseUrl: string;
let failNext = false;

function searchResult(query: string) {
  return {
    totalHits: 2,
    currentPage: 1,
    totalPages: 1,
    foodSearchCriteria: { query, pageSize: 25 },
    foods: [
      {
        fdcId: 2345678,
        description: 'GREEK YOGURT, PLAIN',
        dataType: 'Branded',
        brandOwner: 'Hillside Dairy Co.',
        foodCategory: 'Yogurt',
        foodNutrients: [
          { nutrientId: 1003, nutrientNumber: '203', nutrientName: 'Protein', unitName: 'G', value: 10.0 },
          { nutrientId: 1004, nutrientNumber: '204', nutrientName: 'Total lipid (fat)', unitName: 'G', value: 4.0 },
          {
            nutrientId: 1005,
            nutrientNumber: '205',
            nutrientName: 'Carbohydrate, by difference',
            unitName: 'G',
            value: 3.6,
          },
          { nutrientId: 1008, nutrientNumber: '208', nutrientName: 'Energy', unitName: 'KCAL', value: 92 },
          { nutrientId: 2000, nutrientNumber: '269', nutrientName: 'Total Sugars', unitName: 'G', value: 3.2 },
          { nutrientId: 1093, nutrientNumber: '307', nutrientName: 'Sodium, Na', unitName: 'MG', value: 36 },
        ],
        foodMeasures: [],
      },
      {
        // Foundation foods report energy only as Atwater values.
        fdcId: 1750340,
        description: 'Yogurt, Greek, plain, whole milk',
        dataType: 'Foundation',
        foodNutrients: [
          { nutrientId: 1003, nutrientNumber: '203', nutrientName: 'Protein', unitName: 'G', value: 9.0 },
          { nutrientId: 1004, nutrientNumber: '204', nutrientName: 'Total lipid (fat)', unitName: 'G', value: 5.0 },
          {
            nutrientId: 1005,
            nutrientNumber: '205',
            nutrientName: 'Carbohydrate, by difference',
            unitName: 'G',
            value: 4.0,
          },
          {
            nutrientId: 2047,
            nutrientNumber: '957',
            nutrientName: 'Energy (Atwater General Factors)',
            unitName: 'KCAL',
            value: 97,
          },
          {
            nutrientId: 2048,
            nutrientNumber: '958',
            nutrientName: 'Energy (Atwater Specific Factors)',
            unitName: 'KCAL',
            value: 95,
          },
        ],
        foodMeasures: [{ disseminationText: '1 cup', gramWeight: 245 }],
      },
    ],
  };
}

let t: TestApp;
beforeAll(async () => {
  standIn = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url);
    if (failNext) {
      failNext = false;
      response.writeHead(503).end();
      return;
    }
    if (url.pathname !== '/fdc/v1/foods/search' || url.searchParams.get('api_key') !== 'test-key') {
      response
        .writeHead(403, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: 'API_KEY_INVALID' } }));
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(searchResult(url.searchParams.get('query') ?? '')));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/fdc`;
  t = await createTestApp({ foods: (db) => createFdcFoodProvider({ apiKey: 'test-key', baseUrl, db }) });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});

describe('FoodData Central adapter', () => {
  it('searches FDC with the key and answers in our shape', async () => {
    const { agent } = await registerAgent(t);
    const response = await agent.request('GET', '/api/nutrition/search?query=greek%20yogurt');
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      {
        fdcId: 2345678,
        description: 'GREEK YOGURT, PLAIN',
        brandOwner: 'Hillside Dairy Co.',
        energyKcal: 92,
        cautions: [],
      },
      {
        fdcId: 1750340,
        description: 'Yogurt, Greek, plain, whole milk',
        brandOwner: null,
        energyKcal: 95,
        cautions: [],
      },
    ]);
    const sent = requests.at(-1)!;
    expect(sent.searchParams.get('query')).toBe('greek yogurt');
    expect(sent.searchParams.get('pageSize')).toBe('25');
  });

  it('keeps the foods it met, so recipes compute nutrition from them, energy from Atwater when that is all there is', async () => {
    const { agent } = await registerAgent(t);
    await agent.request('GET', '/api/nutrition/search?query=greek%20yogurt');
    const foods = await agent.request('GET', '/api/nutrition/foods?ids=2345678,1750340');
    const byId = Object.fromEntries(foods.json.map((food: { id: number }) => [food.id, food]));
    expect(byId[2345678].per100g).toEqual({
      calories: 92,
      protein: 10,
      carbs: 3.6,
      fat: 4,
      fiber: null,
      sugar: 3.2,
      sodium: 36,
    });
    expect(byId[1750340].per100g.calories).toBe(95); // Atwater specific before general
    const recipe = await agent.request('POST', '/api/recipes', {
      body: {
        name: 'Yogurt bowl',
        instructions: 'Spoon into a bowl.',
        servings: 1,
        ingredients: [{ name: 'Greek yogurt', amount: 1, unit: 'cup', fdcId: 1750340 }],
      },
    });
    expect(recipe.json.nutrition.calories).toBeCloseTo(95 * 2.45, 6);
  });

  it('answers 503 with our error body when FDC is down, and nothing breaks', async () => {
    const { agent } = await registerAgent(t);
    failNext = true;
    const response = await agent.request('GET', '/api/nutrition/search?query=apple');
    expect(response.status).toBe(503);
    expect(response.json).toEqual({
      code: 'UNAVAILABLE',
      message: 'The food database is not reachable right now. Please try again.',
      errors: [],
    });
    expect((await agent.request('GET', '/api/nutrition/search?query=apple')).status).toBe(200);
  });
});
