// The vitamins-and-minerals table on the plan PDF and on client and insurance reports, read back from the
// rendered PDFs and checked against figures worked out here from the plan's own day totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import { createTestApp, registerAgent, type TestApp, type TestAgent } from '../../../../tests/support/test-app.ts';
import { lentilSoupRecipe, porridgeRecipe } from '../../../../tests/support/test-recipes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t);
});
afterAll(() => t.close());

// born 1984: 41 on the test clock's day, so women 31–50 (calcium RDA 1,000 mg, iron RDA 18 mg)
const nia = { firstName: 'Nia', lastName: 'Adeyemi', dateOfBirth: '1984-06-12', gender: 'female' };

const pdfLayoutText = async (bytes: Buffer) => (await pdfText(bytes, { layout: true })).replace(/[ \t]+/g, ' ');

async function planFor(agent: TestAgent, client: Record<string, unknown> | null) {
  const clientId = client
    ? ((await agent.request('POST', '/api/clients', { body: client })).json as { id: string }).id
    : null;
  const oats = (await agent.request('POST', '/api/recipes', { body: porridgeRecipe })).json;
  const soup = (await agent.request('POST', '/api/recipes', { body: lentilSoupRecipe })).json;
  const plan = (
    await agent.request('POST', '/api/meal-plans', {
      body: { name: 'Steady week', clientId, startDate: '2026-01-12', endDate: '2026-01-18' },
    })
  ).json as { id: string };
  await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
    body: { meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: soup.id, servings: 2 } } },
  });
  await agent.request('PUT', `/api/meal-plans/${plan.id}/days/3`, {
    body: { meals: { lunch: { recipeId: soup.id, servings: 1 } } },
  });
  const detail = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json as {
    days: { totals: Record<string, number | null> }[];
  };
  const [day1, , day3] = detail.days;
  // the average over the two days with meals (the other five are empty and left out)
  const average = (key: string) => ((day1.totals[key] ?? 0) + (day3.totals[key] ?? 0)) / 2;
  return { clientId, planId: plan.id, average };
}

async function planPdf(agent: TestAgent, planId: string): Promise<string> {
  const response = await t.app.request(`http://localhost/api/meal-plans/${planId}/export-pdf`, {
    headers: { cookie: agent.cookie! },
  });
  expect(response.status).toBe(200);
  return pdfLayoutText(Buffer.from(await response.arrayBuffer()));
}

/** The % printed on a nutrient's row of the table. */
function percentOn(text: string, label: string): number {
  const row = text.split('\n').find((line) => new RegExp(`^ ?${label} .*\\d+%`).test(line));
  expect(row, `${label} row`).toBeDefined();
  return Number(/(\d+)%/.exec(row!)![1]);
}

describe('vitamins and minerals on the plan PDF', () => {
  it("prints the plan average against the client's DRIs, with the % met worked out from the day totals", async () => {
    const { agent } = await registerAgent(t);
    const { planId, average } = await planFor(agent, nia);
    const text = await planPdf(agent, planId);
    expect(text).toContain('Vitamins & minerals');
    expect(text).toContain('Plan average against Nia’s Dietary Reference Intakes (women 31–50 years)');
    expect(text).toMatch(/Nutrient Average per day Target % met Flag/);
    expect(text).toContain('1,000 mg RDA');
    expect(percentOn(text, 'Calcium')).toBe(Math.round((average('calcium') / 1000) * 100));
    expect(percentOn(text, 'Iron')).toBe(Math.round((average('iron') / 18) * 100));
    expect(average('calcium')).toBeGreaterThan(0);
    expect(text).toContain('Average of 2 planned days');
    // shortfalls first: the first row printed is short
    const firstRow = text.split('\n').find((line) => /\d+%/.test(line) && / (RDA|AI|CDRR) /.test(line));
    expect(firstRow).toMatch(/Short/);
  });

  it('names the missing profile facts instead of the table when sex is not known', async () => {
    const { agent } = await registerAgent(t);
    const { planId } = await planFor(agent, { ...nia, gender: null });
    const text = await planPdf(agent, planId);
    expect(text).toContain('Add Nia’s sex (male or female) to the client profile for the vitamin and mineral table');
    expect(text).not.toContain('Average per day');
  });

  it('prints nothing about vitamins and minerals for a plan without a client', async () => {
    const { agent } = await registerAgent(t);
    const { planId } = await planFor(agent, null);
    const text = await planPdf(agent, planId);
    expect(text).not.toContain('Vitamins & minerals');
    expect(text).not.toContain('Average per day');
  });
});

describe('vitamins and minerals on reports', () => {
  async function reportText(agent: TestAgent, body: Record<string, unknown>) {
    const created = await agent.request('POST', '/api/reports', { body });
    expect(created.status).toBe(201);
    const report = created.json as { id: string; content: { adequacy?: { plan: { name: string } } } };
    const response = await t.app.request(`http://localhost/api/reports/${report.id}/download`, {
      headers: { cookie: agent.cookie! },
    });
    return { report, text: await pdfLayoutText(Buffer.from(await response.arrayBuffer())) };
  }

  it("a client report without a linked plan carries the table of the client's active plan, and says which plan", async () => {
    const { agent } = await registerAgent(t);
    const { clientId, average } = await planFor(agent, nia);
    const { report, text } = await reportText(agent, { clientId, title: 'January check-in', type: 'client_report' });
    expect(report.content.adequacy?.plan.name).toBe('Steady week');
    expect(text).toContain('Plan: Steady week, Jan 12, 2026 – Jan 18, 2026');
    expect(text).toContain('Dietary Reference Intakes (women 31–50 years)');
    expect(text.replace(/\s+/g, ' ')).toContain('the vitamins and minerals below come from the current meal plan');
    expect(percentOn(text, 'Calcium')).toBe(Math.round((average('calcium') / 1000) * 100));
  });

  it('an insurance report for the linked plan carries the table; a client without any active plan gets none', async () => {
    const { agent } = await registerAgent(t);
    const { clientId, planId, average } = await planFor(agent, nia);
    const { text } = await reportText(agent, {
      clientId,
      mealPlanId: planId,
      title: 'Claim',
      type: 'insurance_report',
    });
    expect(percentOn(text, 'Iron')).toBe(Math.round((average('iron') / 18) * 100));

    const other = (
      (await agent.request('POST', '/api/clients', { body: { ...nia, firstName: 'Ama' } })).json as { id: string }
    ).id;
    const bare = await reportText(agent, { clientId: other, title: 'Claim', type: 'insurance_report' });
    expect(bare.report.content.adequacy).toBeUndefined();
    expect(bare.text).not.toContain('Vitamins & minerals');
  });
});
