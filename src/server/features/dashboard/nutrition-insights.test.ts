import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

// The test clock reads Thursday 2026-01-15: this week is Monday 12 to Sunday 18 January.
describe('GET /api/dashboard/nutrition-insights', () => {
  it('answers no days for a practice without plans', async () => {
    const { agent } = await registerAgent(t);
    const answer = await agent.request('GET', '/api/dashboard/nutrition-insights');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      weekStart: '2026-01-12',
      weekEnd: '2026-01-18',
      activePlans: 0,
      vitaminCount: 11,
      days: [],
    });
  });

  it('gives each planned day of this week the share of its protein, fibre and vitamin targets', async () => {
    const { agent } = await registerAgent(t);
    // a woman of 36: protein RDA 46 g, fibre AI 25 g
    const client = (
      await agent.request('POST', '/api/clients', {
        body: { firstName: 'Iris', lastName: 'Bay', gender: 'female', dateOfBirth: '1990-01-01' },
      })
    ).json;
    const oats = (
      await agent.request('POST', '/api/recipes', {
        body: {
          name: 'Plain oats',
          instructions: 'Cook.',
          servings: 1,
          ingredients: [{ name: 'oats', amount: 100, unit: 'g', fdcId: 8120 }],
        },
      })
    ).json;
    const plan = (
      await agent.request('POST', '/api/meal-plans', {
        body: {
          name: 'This week',
          clientId: client.id,
          startDate: '2026-01-11',
          endDate: '2026-01-13',
          status: 'active',
        },
      })
    ).json;
    // Sunday 11 (last week) and Tuesday 13 planned, Monday 12 left empty
    for (const day of [1, 3])
      expect(
        (
          await agent.request('PUT', `/api/meal-plans/${plan.id}/days/${day}`, {
            body: { meals: { breakfast: { recipeId: oats.id, servings: 2 } } },
          })
        ).status,
      ).toBe(200);
    // a draft plan does not count
    await agent.request('POST', '/api/meal-plans', {
      body: { name: 'Draft', startDate: '2026-01-12', endDate: '2026-01-12', status: 'draft' },
    });

    const answer = (await agent.request('GET', '/api/dashboard/nutrition-insights')).json;
    expect(answer.activePlans).toBe(1);
    expect(answer.days).toHaveLength(1);
    const [day] = answer.days;
    expect(day.date).toBe('2026-01-13');
    // 200 g oats: protein 26.3 g of 46 → 57.17 %; fibre 20.2 g of 25 → 80.8 %
    expect(day.protein).toBeCloseTo((26.3 / 46) * 100, 6);
    expect(day.fiber).toBeCloseTo(80.8, 6);
    // vitamins, each capped at 100 %: A 0/700, C 0/75, D 0/15, E 0.84/15, K 4/90, B1 0.92/1.1 (capped at 100 after 83.6 %),
    // B2 0.31/1.1, niacin 2.25/14, B6 0.2/1.3, folate 64/400, B12 0/2.4
    const shares = [0, 0, 0, 0.84 / 15, 4 / 90, 0.92 / 1.1, 0.31 / 1.1, 2.25 / 14, 0.2 / 1.3, 64 / 400, 0].map(
      (share) => Math.min(1, share) * 100,
    );
    expect(day.vitamins).toBeCloseTo(shares.reduce((sum, share) => sum + share, 0) / 11, 6);
  });
});
