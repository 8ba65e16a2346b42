import { and, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  registerAgent,
  type TestAgent,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import type { MealPlanDetail, SharedPlan } from '../../../shared/schemas/meal-plans.ts';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import { mealPlanDays, mealPlans, recipes } from '../../db/schema.ts';
import { trainingDay as training, restDay } from '../../../../tests/fixtures/day-types.ts';

// Day types (issue 32 item 4): a plan holds named kinds of day with their own targets, each day names one; they
// survive an edit by the spec's form, a template and a copy, and scale with the plan when applied to a client.

let t: TestApp;
let agent: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ withCatalogue: true });
  await registerAgent(t); // the administrator
  agent = (await registerAgent(t)).agent;
});
afterAll(async () => {
  await t.close();
});

const rest = { ...restDay, targetProtein: 165, targetCarbs: 220, targetFat: 75 };

async function recipesFor() {
  const rows = await t.deps.db
    .select({ id: recipes.id, mealTypes: recipes.mealTypes })
    .from(recipes)
    .where(and(isNull(recipes.userId), sql`${recipes.nutrition} is not null`))
    .orderBy(recipes.name);
  const of = (type: string) => rows.filter((row) => row.mealTypes.includes(type));
  return { breakfasts: of('breakfast'), lunches: of('lunch'), dinners: of('dinner') };
}

async function typedWeek(clientId: string | null = null) {
  const week = await recipesFor();
  const schedule = ['training', 'rest', 'training', 'rest', 'training', 'rest', 'rest'];
  const created = await agent.request('POST', '/api/meal-plans', {
    body: {
      name: 'Training block',
      clientId,
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      targetCalories: 2400,
      dayTypes: [training, rest],
      days: schedule.map((dayType, index) => ({
        dayNumber: index + 1,
        dayType,
        meals: {
          breakfast: { recipeId: week.breakfasts[index].id, servings: 1 },
          lunch: { recipeId: week.lunches[index].id, servings: 1 },
          dinner: { recipeId: week.dinners[index].id, servings: 1 },
        },
      })),
    },
  });
  expect(created.status, created.text).toBe(201);
  return { plan: created.json as { id: string }, schedule, week };
}

const page = async (id: string) => (await agent.request('GET', `/api/meal-plans/${id}`)).json as MealPlanDetail;

describe('day types on a plan', () => {
  it("are saved with the plan and its days, kept through the spec's edit, and answered on the plan page", async () => {
    const { plan, schedule, week } = await typedWeek();
    const saved = await page(plan.id);
    expect(saved.dayTypes).toEqual([training, rest]);
    expect(saved.days.map((day) => day.dayType)).toEqual(schedule);

    // The spec's edit form sends no dayTypes: the plan keeps them, and its days keep theirs.
    const edited = await agent.request('PUT', `/api/meal-plans/${plan.id}`, {
      body: { name: 'Training block, week 1', startDate: '2026-03-02', endDate: '2026-03-08', targetCalories: 2400 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.dayTypes).toEqual([training, rest]);
    expect((await page(plan.id)).days.map((day) => day.dayType)).toEqual(schedule);

    // The editor's day save: without dayType the day keeps its type; with one it changes; null clears it.
    const day2 = { breakfast: { recipeId: week.breakfasts[3].id, servings: 1.5 } };
    const kept = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/2`, { body: { meals: day2 } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.dayType).toBe('rest');
    const changed = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/2`, {
      body: { meals: day2, dayType: 'training' },
    });
    expect(changed.json.dayType).toBe('training');
    const cleared = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/7`, {
      body: { meals: {}, dayType: null },
    });
    expect(cleared.json.dayType).toBeNull();
    expect((await page(plan.id)).days.map((day) => day.dayType)).toEqual([
      'training',
      'training',
      'training',
      'rest',
      'training',
      'rest',
      null,
    ]);

    // Dropping a type: the days of that type become ordinary days; the others keep theirs.
    const dropped = await agent.request('PUT', `/api/meal-plans/${plan.id}`, {
      body: { name: 'No rest', startDate: '2026-03-02', endDate: '2026-03-08', dayTypes: [training] },
    });
    expect(dropped.status, dropped.text).toBe(200);
    expect((await page(plan.id)).days.map((day) => day.dayType)).toEqual([
      'training',
      'training',
      'training',
      null,
      'training',
      null,
      null,
    ]);
    // null: no day types at all, and no day keeps one.
    await agent.request('PUT', `/api/meal-plans/${plan.id}`, {
      body: { name: 'Plain', startDate: '2026-03-02', endDate: '2026-03-08', dayTypes: null },
    });
    const plain = await page(plan.id);
    expect(plain.dayTypes).toBeNull();
    expect(plain.days.every((day) => day.dayType === null)).toBe(true);
  });

  it('refuses an unknown day type, a duplicated key and bad targets with the field named, changing nothing', async () => {
    const { plan, week } = await typedWeek();
    const before = await page(plan.id);
    const counts = async () => ({
      plans: (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(mealPlans))[0].n,
      days: (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(mealPlanDays))[0].n,
    });
    const countsBefore = await counts();
    const pathsOf = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
      const answer = await agent.request(method, path, { body });
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      return (answer.json.errors as { path: string }[]).map((error) => error.path);
    };
    const meals = { breakfast: { recipeId: week.breakfasts[0].id, servings: 1 } };
    expect(await pathsOf('PUT', `/api/meal-plans/${plan.id}/days/1`, { meals, dayType: 'refeed' })).toEqual([
      'dayType',
    ]);
    expect(await pathsOf('PUT', `/api/meal-plans/${plan.id}/days/1`, { meals, dayType: 'Not A Key!' })).toEqual([
      'dayType',
    ]);
    expect(
      await pathsOf('PUT', `/api/meal-plans/${plan.id}/days`, {
        days: [
          { dayNumber: 1, meals, dayType: 'rest' },
          { dayNumber: 2, meals, dayType: 'refeed' },
        ],
      }),
    ).toEqual(['days.1.dayType']);
    const plan2 = { name: 'x', startDate: '2026-03-02', endDate: '2026-03-03' };
    expect(
      await pathsOf('POST', '/api/meal-plans', {
        ...plan2,
        dayTypes: [training],
        days: [{ dayNumber: 1, meals, dayType: 'rest' }],
      }),
    ).toEqual(['days.0.dayType']);
    expect(
      await pathsOf('POST', '/api/meal-plans', { ...plan2, dayTypes: [training, { ...rest, key: 'training' }] }),
    ).toEqual(['dayTypes.1.key']);
    expect(
      await pathsOf('POST', '/api/meal-plans', { ...plan2, dayTypes: [{ ...training, targetCalories: 90000 }] }),
    ).toEqual(['dayTypes.0.targetCalories']);
    expect(await pathsOf('POST', '/api/meal-plans', { ...plan2, dayTypes: [{ ...training, colour: 'red' }] })).toEqual([
      'dayTypes.0.colour',
    ]);
    expect(await page(plan.id)).toEqual(before);
    // Nothing was created or changed by the refusals.
    expect(await counts()).toEqual(countsBefore);
  });

  it('go into a template and a copy, and scale with the plan when the template is applied to a client', async () => {
    const { plan, schedule } = await typedWeek();
    const template = await agent.request('POST', '/api/plan-templates', {
      body: { fromMealPlanId: plan.id, name: 'Training week' },
    });
    expect(template.status, template.text).toBe(201);
    expect(template.json.dayTypes).toEqual([training, rest]);
    const preview = (await agent.request('GET', `/api/plan-templates/${template.json.id}`)).json as MealPlanDetail;
    expect(preview.days.map((day) => day.dayType)).toEqual(schedule);

    const copy = await agent.request('POST', `/api/meal-plans/${plan.id}/copy`, { body: { startDate: '2026-05-04' } });
    expect(copy.status, copy.text).toBe(201);
    const copied = await page(copy.json.id);
    expect(copied.dayTypes).toEqual([training, rest]);
    expect(copied.days.map((day) => day.dayType)).toEqual(schedule);

    // Applied at 2,640 kcal (the plan's 2,400 + 10 %): each type 10 % up, each day within 5 % of its own type.
    const client = (await agent.request('POST', '/api/clients', { body: { firstName: 'Ath', lastName: 'Lete' } })).json;
    const applied = await agent.request('POST', `/api/plan-templates/${template.json.id}/apply`, {
      body: { clientId: client.id, startDate: '2026-06-01', weeks: 2, targetCalories: 2640 },
    });
    expect(applied.status, applied.text).toBe(201);
    const result = await page(applied.json.id);
    expect(result.dayTypes).toEqual([
      { ...training, targetCalories: 3080, targetProtein: 193, targetCarbs: 385, targetFat: 86 },
      { ...rest, targetCalories: 2420, targetProtein: 182, targetCarbs: 242, targetFat: 83 },
    ]);
    expect(result.days.map((day) => day.dayType)).toEqual([...schedule, ...schedule]);
    const missed = (applied.json.notes as string[]).filter((note) => /^Day \d+:/.test(note));
    for (const day of result.days) {
      const target = day.dayType === 'training' ? 3080 : 2420;
      if (!missed.some((note) => note.startsWith(`Day ${day.dayNumber}:`)))
        expect(Math.abs(day.totals.calories - target) / target, `day ${day.dayNumber}`).toBeLessThanOrEqual(0.05);
    }
    expect(missed.length).toBeLessThanOrEqual(3);
  });
});

describe('day types leaving the practice', () => {
  it('the plan PDF names each day’s type and its targets under the day’s heading', async () => {
    const { plan, schedule } = await typedWeek();
    const response = await t.app.request(`http://localhost/api/meal-plans/${plan.id}/export-pdf`, {
      headers: { cookie: agent.cookie! },
    });
    expect(response.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()), { layout: true })).replace(
      /[ \t]+/g,
      ' ',
    );
    const days = text
      .slice(text.indexOf('Daily plan'))
      .split(/^Day \d+ · /m)
      .slice(1, 8);
    expect(days.map((day) => day.split('\n')[1])).toEqual(
      schedule.map((key) =>
        key === 'training'
          ? 'Training day · 2,800 kcal · P 175 g · C 350 g · F 78 g'
          : 'Rest day · 2,200 kcal · P 165 g · C 220 g · F 75 g',
      ),
    );
    expect(days[0]).toMatch(/ \/ 2,800 kcal \(\d+%\)/);
    expect(days[1]).toMatch(/ \/ 2,200 kcal \(\d+%\)/);
  });

  it('the share page answers the types’ names and targets and each day’s type, and nothing of the client', async () => {
    const client = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Priya', lastName: 'Shah', notes: 'Knee surgery in May', allergies: ['peanut'] },
    });
    expect(client.status, client.text).toBe(201);
    const { plan, schedule } = await typedWeek(client.json.id);
    const token = (await page(plan.id)).shareToken!;
    const shared = await createAgent(t).request('GET', `/api/share/${token}`);
    expect(shared.status).toBe(200);
    const answer = shared.json as SharedPlan;
    expect(answer.plan.dayTypes).toEqual([training, rest]);
    expect(answer.days.map((day) => day.dayType)).toEqual(schedule);
    expect(shared.text).not.toMatch(/Priya|Shah|Knee surgery|peanut/i);

    // A plan without day types: none on the plan, none on a day.
    const plain = await agent.request('POST', '/api/meal-plans', {
      body: { name: 'Plain week', startDate: '2026-03-02', endDate: '2026-03-04' },
    });
    const plainShared = (await createAgent(t).request('GET', `/api/share/${plain.json.shareToken}`)).json as SharedPlan;
    expect(plainShared.plan).not.toHaveProperty('dayTypes');
    expect(plainShared.days.map((day) => day.dayType)).toEqual([null, null, null]);
  });
});
