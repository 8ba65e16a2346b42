// Request contracts are strict: a field the contract does not know is a 400 that names it, and nothing is saved.
// (A day's meals may carry the generator's `snack` key: it is saved as the day's snack, never dropped.) The routes
// come from the app's own route table, each with the valid body its entry in route-expectations.ts makes, so a new
// JSON route is checked without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeExpectations } from './route-expectations.ts';
import {
  createSecurityFixture,
  fillPath,
  listApiRoutes,
  send,
  snapshotPractice,
  type SecurityFixture,
} from './security-fixture.ts';

let f: SecurityFixture;

beforeAll(async () => {
  f = await createSecurityFixture();
}, 300_000);
afterAll(async () => {
  await f?.close();
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

describe('strict request bodies', () => {
  it('refuses a meal-plan day whose meals carry a slot no day has, naming it, and saves no day', async () => {
    const before = await snapshotPractice(f.t, f.owner.userId);
    const answer = await send(f.t, 'POST', '/api/meal-plan-days', {
      cookie: f.owner.cookie,
      body: {
        mealPlanId: f.owner.records.mealPlan,
        dayNumber: 2,
        meals: {
          breakfast: { recipeId: f.owner.records.recipe, servings: 1 },
          brunch: { recipeId: f.owner.records.recipe, servings: 1 },
        },
      },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ path: 'meals.brunch', message: 'Unknown field "brunch"' }],
    });
    expect(await snapshotPractice(f.t, f.owner.userId)).toEqual(before);
  });

  it('saves the generator\'s "snack" key as the day\'s snack instead of dropping it', async () => {
    const answer = await send(f.t, 'POST', '/api/meal-plan-days', {
      cookie: f.owner.cookie,
      body: {
        mealPlanId: f.owner.records.mealPlan,
        dayNumber: 3,
        meals: {
          breakfast: { recipeId: f.owner.records.recipe, servings: 1 },
          snack: { recipeId: f.owner.records.recipe, servings: 0.5 },
        },
      },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.meals.snacks).toEqual([
      expect.objectContaining({ recipeId: f.owner.records.recipe, servings: 0.5 }),
    ]);
  });

  it('refuses an unknown top-level field on every route that takes a JSON body, naming it', async () => {
    const checked: string[] = [];
    for (const route of listApiRoutes()) {
      const expectation = routeExpectations[route.key];
      if (!expectation || (expectation.input ?? 'json') !== 'json') continue;
      // A portal route is called by the owner's client in the portal; its rows hang off that client.
      const caller =
        expectation.access === 'admin' ? f.admin : expectation.access === 'portal' ? f.portal.client : f.owner;
      const request = expectation.request(caller.records, f.shared);
      if (!isPlainObject(request.body)) continue;
      const snapshot = () =>
        expectation.access === 'portal'
          ? snapshotPractice(f.t, f.owner.userId, f.portal.client.records.client)
          : snapshotPractice(f.t, caller.userId);
      const before = await snapshot();
      const answer = await send(f.t, route.method, fillPath(route.path, request.params), {
        cookie: expectation.access === 'public' ? null : caller.cookie,
        body: { ...request.body, practiceNote: 'not part of any contract' },
        headers: request.headers,
        query: request.query,
      });
      expect(answer.status, `${route.key}: ${answer.text}`).toBe(400);
      expect(answer.json.code, route.key).toBe('VALIDATION_FAILED');
      expect(answer.json.errors, route.key).toContainEqual({
        path: 'practiceNote',
        message: 'Unknown field "practiceNote"',
      });
      expect(await snapshot(), route.key).toEqual(before);
      checked.push(route.key);
    }
    // Every JSON write route of the app: a route table that lost them would pass the loop above by checking nothing.
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });
});
