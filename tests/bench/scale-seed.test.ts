import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsOfPractices, rawQueryOf, seedPractices, sessionTokenOf } from '../../scripts/bench/scale-seed.ts';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../support/test-app.ts';

// The scale benchmark's figures mean something only if the rows it writes in bulk are ones the app reads like its
// own: signed in by their sessions or passwords, every plan day resolving to the practice's recipes.
let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAgent>>;
const shape = {
  prefix: 'seedtest',
  practices: 3,
  clientsEach: 5,
  recipesEach: 4,
  plansEach: 2,
  daysEach: 7,
  emailsEach: 2,
  activityEach: 3,
};

beforeAll(async () => {
  t = await createTestApp({ withCatalogue: true });
  admin = await registerAgent(t);
  const query = rawQueryOf(t.deps.db);
  const { rows } = await query(`select password from users where role = 'admin'`);
  await seedPractices(query, shape, { passwordHash: rows[0].password as string, sessions: 2 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

function practiceAgent(n: number) {
  const agent = createAgent(t);
  agent.cookie = `pw_session=${sessionTokenOf(shape.prefix, n)}`;
  return agent;
}

describe('bench:scale seeding', () => {
  it('gives each practice its clients, recipes and plans, read through the API with its session', async () => {
    const [, second] = await idsOfPractices(rawQueryOf(t.deps.db), shape.prefix, 3);
    const agent = practiceAgent(2);
    const clients = await agent.request('GET', '/api/clients');
    expect(clients.status).toBe(200);
    expect(clients.json).toHaveLength(5);
    const plans = (await agent.request('GET', '/api/meal-plans')).json as { id: string; clientName: string | null }[];
    expect(plans).toHaveLength(2);
    expect(plans.every((plan) => plan.clientName !== null)).toBe(true);
    const plan = await agent.request('GET', `/api/meal-plans/${second.planId}`);
    expect(plan.status).toBe(200);
    expect(plan.json.days).toHaveLength(7);
    for (const day of plan.json.days) {
      const meals = [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks];
      expect(meals).toHaveLength(4);
      expect(meals.every((meal: { recipeName: string | null }) => meal.recipeName?.includes('(house'))).toBe(true);
      expect(day.totals.calories).toBeGreaterThan(0);
      expect(typeof day.totals.potassium).toBe('number');
    }
    const recipes = (await agent.request('GET', '/api/recipes')).json as { userId: string | null }[];
    expect(recipes.filter((recipe) => recipe.userId === second.userId)).toHaveLength(4);
    expect((await agent.request('GET', `/api/meal-plans/${second.planId}/shopping-list`)).status).toBe(200);
    expect((await agent.request('GET', `/api/clients/${second.clientId}`)).status).toBe(200);
  });

  it('keeps practices apart, signs in with the copied password, and counts in the admin figures', async () => {
    const [first] = await idsOfPractices(rawQueryOf(t.deps.db), shape.prefix, 1);
    expect((await practiceAgent(2).request('GET', `/api/meal-plans/${first.planId}`)).status).toBe(404);
    // the third practice has no session; its password is the one the app hashed for the admin
    const third = createAgent(t);
    expect((await third.request('GET', '/api/clients')).status).toBe(401);
    const signedIn = await third.request('POST', '/api/auth/login', {
      body: { username: `${shape.prefix}-3`, password: admin.input.password },
    });
    expect(signedIn.status).toBe(200);
    expect((await third.request('GET', '/api/clients')).json).toHaveLength(5);
    const stats = (await admin.agent.request('GET', '/api/admin/stats')).json;
    expect(stats).toMatchObject({ totalUsers: 4, totalClients: 15, totalMealPlans: 6 });
    const emails = (await admin.agent.request('GET', '/api/admin/emails/history')).json;
    expect(emails).toHaveLength(6);
  });
});
