import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import type { MealPlanPdfInput } from '../../../shared/schemas/meal-plans.ts';
import { getMealPlanPdfInput } from '../../features/meal-plans/meal-plan-export.service.ts';
import { createPdfRenderPool } from './pdf-render-pool.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof registerAgent>>['agent'];

const textOf = (bytes: Buffer) => pdfText(bytes);

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A plan of `days` full days (three meals and a snack each): long enough that rendering it takes a while. */
async function planOf(agent: Agent, name: string, days: number): Promise<string> {
  const oats = (
    await agent.request('POST', '/api/recipes', {
      body: {
        name: 'Banana oat porridge',
        instructions: 'Simmer the oats in the milk.',
        servings: 2,
        ingredients: [
          { name: 'Rolled oats', amount: 1, unit: 'cup', fdcId: 8120 },
          { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
        ],
      },
    })
  ).json;
  const soup = (
    await agent.request('POST', '/api/recipes', {
      body: {
        name: 'Red lentil soup',
        instructions: 'Simmer the lentils until soft.',
        servings: 1,
        ingredients: [
          { name: 'Red lentils', amount: 80, unit: 'g', fdcId: 16069 },
          { name: 'Carrot', amount: 1, unit: 'piece', fdcId: 11124 },
        ],
      },
    })
  ).json;
  const start = '2026-01-05';
  const plan = (
    await agent.request('POST', '/api/meal-plans', {
      body: { name, startDate: start, endDate: addDays(start, days - 1), targetCalories: 1800 },
    })
  ).json;
  for (let day = 1; day <= days; day++) {
    const saved = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/${day}`, {
      body: {
        meals: {
          breakfast: { recipeId: oats.id, servings: 1 },
          lunch: { recipeId: soup.id, servings: 1 },
          dinner: { recipeId: soup.id, servings: 2 },
          snacks: [{ recipeId: oats.id, servings: 0.5 }],
        },
      },
    });
    expect(saved.status).toBe(200);
  }
  return plan.id;
}

async function exportOf(agent: Agent, url: string) {
  const response = await t.app.request(`http://localhost${url}`, { headers: { cookie: agent.cookie! } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('PDF exports on render threads', () => {
  it('lets a practitioner have two exports under way; a third gets 429 with Retry-After while another practice exports as usual', async () => {
    const { agent: dana } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const longPlan = await planOf(dana, 'Thirty-day reset', 30);
    const client = (await dana.request('POST', '/api/clients', { body: { firstName: 'Nia', lastName: 'Adeyemi' } }))
      .json;
    const report = (
      await dana.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: null, title: 'Quarterly review', type: 'client_report' },
      })
    ).json;
    const othersPlan = await planOf(other, 'Other practice week', 7);

    // two exports of the long plan and a report, all at once: plans and reports share the two slots, so exactly
    // one of the three is turned away (which one depends on whose session check finishes first)
    const attempts = [
      { kind: 'plan', answer: exportOf(dana, `/api/meal-plans/${longPlan}/export-pdf`) },
      { kind: 'plan', answer: exportOf(dana, `/api/meal-plans/${longPlan}/export-pdf`) },
      { kind: 'report', answer: exportOf(dana, `/api/reports/${report.id}/download`) },
    ];
    const othersExport = exportOf(other, `/api/meal-plans/${othersPlan}/export-pdf`);
    const answers = await Promise.all(attempts.map(async ({ kind, answer }) => ({ kind, ...(await answer) })));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0].headers.get('retry-after')).toBe('5');
    expect(JSON.parse(refused[0].bytes.toString('utf8'))).toEqual({
      code: 'RATE_LIMITED',
      message: 'You already have 2 PDFs being prepared. Please wait a few seconds for them to finish, then try again.',
      errors: [],
    });

    const others = await othersExport;
    expect(others.status).toBe(200);
    expect(await textOf(others.bytes)).toContain('Other practice week');
    for (const done of answers.filter((answer) => answer.status !== 429)) {
      expect(done.status).toBe(200);
      expect(done.headers.get('content-type')).toBe('application/pdf');
      expect(done.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await textOf(done.bytes);
      if (done.kind === 'plan') {
        expect(text).toContain('Thirty-day reset');
        expect(text).toContain('Day 30');
        expect(text).toContain('Red lentil soup');
      } else {
        expect(text).toContain('Quarterly review');
      }
    }

    // the slots are free again once the exports are done
    const again = await exportOf(dana, `/api/reports/${report.id}/download`);
    expect(again.status).toBe(200);
    expect(await textOf(again.bytes)).toContain('Quarterly review');
  });

  it('keeps serving after a render fails, and on close finishes the render under way and refuses new ones', async () => {
    const { agent, user } = await registerAgent(t);
    const planId = await planOf(agent, 'Closing week', 3);
    const input: MealPlanPdfInput = await getMealPlanPdfInput(t.deps, { id: user.id, role: 'user' }, planId);
    const pool = createPdfRenderPool({ workers: 1 });
    try {
      await expect(pool.render({ kind: 'meal-plan', input: {} as MealPlanPdfInput })).rejects.toThrow(
        /^The PDF could not be rendered: /,
      );
      const rendering = pool.render({ kind: 'meal-plan', input });
      await pool.close();
      expect(await textOf(await rendering)).toContain('Closing week');
      await expect(pool.render({ kind: 'meal-plan', input })).rejects.toMatchObject({
        code: 'unavailable',
        message: 'The server is restarting. Please try again in a moment.',
      });
    } finally {
      await pool.close();
    }
  });
});
