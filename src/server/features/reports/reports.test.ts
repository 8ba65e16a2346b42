import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfImages, pdfText } from '../../../../tests/support/pdf-text.ts';
import { createTestApp, registerAgent, type TestApp, type TestAgent } from '../../../../tests/support/test-app.ts';
import { lentilSoupRecipe, porridgeRecipe } from '../../../../tests/support/test-recipes.ts';
import { pngImage } from '../../../../tests/support/test-images.ts';
import {
  activityLog,
  clientCheckIns,
  clientDiaryMeals,
  clientMeasurements,
  clientWaterLogs,
  reports,
} from '../../db/schema.ts';
import { reportFileName } from '../../lib/pdf/file-name.ts';
import { trainingDay as training, restDay as rest } from '../../../../tests/fixtures/day-types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t); // the admin
});
afterAll(() => t.close());

const nia = {
  firstName: 'Nia',
  lastName: 'Adeyemi',
  dateOfBirth: '1984-06-12',
  gender: 'female',
  height: 165,
  weight: 72.4,
  activityLevel: 'lightly_active',
  healthGoals: 'Lower HbA1c',
  medicalConditions: ['Type 2 diabetes'],
  allergies: ['Peanut'],
  dietaryRestrictions: ['Vegetarian'],
};

async function createClient(agent: TestAgent, body: Record<string, unknown> = nia) {
  return (await agent.request('POST', '/api/clients', { body })).json as { id: string };
}

async function createPlan(agent: TestAgent, clientId: string | null, patch: Record<string, unknown> = {}) {
  const response = await agent.request('POST', '/api/meal-plans', {
    body: {
      name: 'Steady week',
      clientId,
      startDate: '2026-03-02',
      endDate: '2026-03-05',
      targetCalories: 1800,
      targetProtein: 90,
      targetCarbs: 200,
      targetFat: 60,
      notes: 'Review at the next visit',
      ...patch,
    },
  });
  return response.json as { id: string };
}

async function download(agent: TestAgent, id: string) {
  const response = await t.app.request(`http://localhost/api/reports/${id}/download`, {
    headers: { cookie: agent.cookie! },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

const pdfLayoutText = async (bytes: Buffer) => (await pdfText(bytes, { layout: true })).replace(/[ \t]+/g, ' ');

describe('reports API', () => {
  it('averages the plan days that have meals, using the plan detail’s own day totals; content sent by the caller is refused', async () => {
    const { agent, user } = await registerAgent(t);
    const client = await createClient(agent);
    const plan = await createPlan(agent, client.id);
    const oats = (await agent.request('POST', '/api/recipes', { body: porridgeRecipe })).json;
    const soup = (await agent.request('POST', '/api/recipes', { body: lentilSoupRecipe })).json;
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: soup.id, servings: 2 } } },
    });
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/3`, {
      body: { meals: { lunch: { recipeId: soup.id, servings: 1 }, snacks: [{ recipeId: oats.id, servings: 0.5 }] } },
    });
    const detail = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json;
    const [day1, , day3] = detail.days;

    const forged = await agent.request('POST', '/api/reports', {
      body: {
        clientId: client.id,
        mealPlanId: plan.id,
        title: 'March progress',
        type: 'client_report',
        userId: 'someone',
        content: { nutrition: { totalCalories: 99999 } },
      },
    });
    // The content the spec's call sends is accepted and ignored; an owner is not part of this contract.
    expect(forged.status).toBe(400);
    expect(forged.json.errors.map((error: { path: string }) => error.path)).toEqual(['userId']);
    const response = await agent.request('POST', '/api/reports', {
      body: {
        clientId: client.id,
        mealPlanId: plan.id,
        title: 'March progress',
        type: 'client_report',
        content: { nutrition: { totalCalories: 99999 } },
      },
    });
    expect(response.status).toBe(201);
    const report = response.json;
    const average = (key: string) => (day1.totals[key] + day3.totals[key]) / 2;
    expect(report).toMatchObject({
      userId: user.id,
      clientId: client.id,
      clientName: 'Nia Adeyemi',
      mealPlanId: plan.id,
      title: 'March progress',
      type: 'client_report',
      pdfPath: `/api/reports/${report.id}/download`,
    });
    expect(report.content).toMatchObject({
      title: 'March progress',
      clientName: 'Nia Adeyemi',
      dateRange: 'Mar 2, 2026 - Mar 5, 2026',
      meals: [],
      recommendations: [],
      notes: 'Review at the next visit',
      nutritionSource: 'plan_days',
      daysCounted: 2,
      planDays: 4,
      targets: { calories: 1800, protein: 90, carbs: 200, fat: 60 },
      mealPlanName: 'Steady week',
      period: { startDate: '2026-03-02', endDate: '2026-03-05' },
      generatedOn: '2026-01-15',
    });
    expect(report.content.nutrition.totalCalories).toBe(Math.round(average('calories')));
    expect(report.content.nutrition.avgProtein).toBeCloseTo(average('protein'), 0);
    expect(report.content.nutrition.avgProtein).toBe(Math.round(average('protein') * 10) / 10);
    expect(report.content.nutrition.avgCarbs).toBe(Math.round(average('carbs') * 10) / 10);
    expect(report.content.nutrition.avgFat).toBe(Math.round(average('fat') * 10) / 10);
    expect(report.content.nutrition.avgFiber).toBe(Math.round(average('fiber') * 10) / 10);
    expect(report.content.nutrition.avgFiber).toBeGreaterThan(0);
    expect(report.content.nutrition.totalCalories).not.toBe(1800);
  });

  it("uses the plan's targets when no day is planned, and zeros without a plan", async () => {
    const { agent } = await registerAgent(t);
    const client = await createClient(agent);
    const plan = await createPlan(agent, client.id, { targetFat: null });
    const fromTargets = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'Targets only', type: 'medical_report' },
      })
    ).json;
    expect(fromTargets.content).toMatchObject({
      nutrition: { totalCalories: 1800, avgProtein: 90, avgCarbs: 200, avgFat: 0, avgFiber: 0 },
      nutritionSource: 'plan_targets',
      daysCounted: 0,
      targets: { calories: 1800, protein: 90, carbs: 200, fat: null },
    });

    const bare = await createPlan(agent, client.id, {
      targetCalories: null,
      targetProtein: null,
      targetCarbs: null,
      targetFat: null,
      notes: null,
    });
    const fromBarePlan = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: bare.id, title: 'Nothing yet', type: 'client_report' },
      })
    ).json;
    expect(fromBarePlan.content).toMatchObject({
      nutritionSource: 'none',
      notes: '',
      nutrition: { totalCalories: 0, avgProtein: 0, avgCarbs: 0, avgFat: 0, avgFiber: 0 },
    });

    const noPlan = await agent.request('POST', '/api/reports', {
      body: { clientId: client.id, mealPlanId: '', title: 'Intake summary', type: 'insurance_report' },
    });
    expect(noPlan.status).toBe(201);
    expect(noPlan.json.mealPlanId).toBeNull();
    expect(noPlan.json.content).toMatchObject({
      dateRange: 'Generated on Jan 15, 2026',
      nutritionSource: 'none',
      nutrition: { totalCalories: 0, avgProtein: 0, avgCarbs: 0, avgFat: 0, avgFiber: 0 },
      targets: { calories: null, protein: null, carbs: null, fat: null },
      mealPlanName: null,
      period: null,
      notes: '',
    });
  });

  it('lists the practitioner’s own reports, newest first, with the client name; the client profile shows them too', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const client = await createClient(agent);
    const second = await createClient(agent, { firstName: 'Tomás', lastName: 'Ortega' });
    await agent.request('POST', '/api/reports', {
      body: { clientId: client.id, title: 'First', type: 'client_report' },
    });
    t.clock.advance(60_000);
    await agent.request('POST', '/api/reports', {
      body: { clientId: second.id, title: 'Second', type: 'insurance_report' },
    });
    const list = (await agent.request('GET', '/api/reports')).json;
    expect(list.map((report: { title: string; clientName: string }) => [report.title, report.clientName])).toEqual([
      ['Second', 'Tomás Ortega'],
      ['First', 'Nia Adeyemi'],
    ]);
    expect((await other.request('GET', '/api/reports')).json).toEqual([]);
    const profile = (await agent.request('GET', `/api/clients/${client.id}`)).json;
    expect(profile.reports).toEqual([
      { id: list[1].id, title: 'First', type: 'client_report', createdAt: list[1].createdAt },
    ]);
  });

  it('refuses missing or invalid fields with the form’s messages and stores nothing', async () => {
    const { agent, user } = await registerAgent(t);
    const client = await createClient(agent);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'No client' }, 'clientId', 'Please select a client'],
      [{ clientId: '', title: 'Blank client' }, 'clientId', 'Please select a client'],
      [{ clientId: client.id }, 'title', 'Please enter a report title'],
      [{ clientId: client.id, title: '   ' }, 'title', 'Please enter a report title'],
      [{ clientId: client.id, title: 'x'.repeat(201) }, 'title', 'Report title must be at most 200 characters'],
      [
        { clientId: client.id, title: 'Bad type', type: 'progress_report' },
        'type',
        'Type must be client_report, insurance_report or medical_report',
      ],
      [
        { clientId: client.id, title: 'Bad plan', mealPlanId: 'plan-1' },
        'mealPlanId',
        'Choose one of the client’s meal plans',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await agent.request('POST', '/api/reports', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.errors).toContainEqual({ path: field, message });
    }
    expect(await t.deps.db.select().from(reports).where(eq(reports.userId, user.id))).toEqual([]);
  });

  it("answers 404 for another practitioner's client, plan or report, and 400 for a plan of a different client", async () => {
    const { agent, user } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const client = await createClient(agent);
    const sibling = await createClient(agent, { firstName: 'Ada', lastName: 'Obi' });
    const siblingsPlan = await createPlan(agent, sibling.id);
    const othersClient = await createClient(other, { firstName: 'Not', lastName: 'Yours' });
    const othersPlan = await createPlan(other, othersClient.id);

    const foreignClient = await agent.request('POST', '/api/reports', {
      body: { clientId: othersClient.id, title: 'Nope', type: 'client_report' },
    });
    expect(foreignClient.status).toBe(404);
    expect(foreignClient.json).toEqual({ code: 'NOT_FOUND', message: 'Client not found', errors: [] });
    const foreignPlan = await agent.request('POST', '/api/reports', {
      body: { clientId: client.id, mealPlanId: othersPlan.id, title: 'Nope', type: 'client_report' },
    });
    expect(foreignPlan.status).toBe(404);
    expect(foreignPlan.json).toEqual({ code: 'NOT_FOUND', message: 'Meal plan not found', errors: [] });
    const wrongClient = await agent.request('POST', '/api/reports', {
      body: { clientId: client.id, mealPlanId: siblingsPlan.id, title: 'Mixed up', type: 'client_report' },
    });
    expect(wrongClient.status).toBe(400);
    expect(wrongClient.json.errors).toEqual([
      { path: 'mealPlanId', message: 'This meal plan belongs to another client' },
    ]);
    expect(await t.deps.db.select().from(reports).where(eq(reports.userId, user.id))).toEqual([]);

    const mine = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, title: 'Mine', type: 'medical_report' },
      })
    ).json;
    const stolen = await other.request('GET', `/api/reports/${mine.id}/download`);
    expect(stolen.status).toBe(404);
    expect(stolen.json).toEqual({ code: 'NOT_FOUND', message: 'Report not found', errors: [] });
    expect((await other.request('GET', '/api/reports/not-a-uuid/download')).status).toBe(404);
  });

  it('tells a browser tab in plain words to wait while two PDFs are being prepared, and tries again by itself', async () => {
    const { agent, user } = await registerAgent(t);
    const client = await createClient(agent);
    const report = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, title: 'Spring check-in', type: 'client_report' },
      })
    ).json;
    // two exports under way: held open until the checks are done
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const slots = [t.deps.pdf.withExportSlot(user.id, () => held), t.deps.pdf.withExportSlot(user.id, () => held)];
    try {
      const tab = await t.app.request(`http://localhost/api/reports/${report.id}/download`, {
        headers: { cookie: agent.cookie!, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      });
      expect(tab.status).toBe(429);
      expect(tab.headers.get('retry-after')).toBe('5');
      expect(tab.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await tab.text();
      expect(page).toContain('<meta http-equiv="refresh" content="5">');
      expect(page).toContain(
        'You already have 2 PDFs being prepared. Please wait a few seconds for them to finish, then try again.',
      );
      // the page keeps its own policy: no script, only its pinned style
      const policy = tab.headers.get('content-security-policy')!;
      expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
      expect(policy).not.toContain('script-src');

      // a script asking for the PDF still gets the JSON answer it can read
      const fetched = await agent.request('GET', `/api/reports/${report.id}/download`);
      expect(fetched.status).toBe(429);
      expect(fetched.json).toEqual({
        code: 'RATE_LIMITED',
        message:
          'You already have 2 PDFs being prepared. Please wait a few seconds for them to finish, then try again.',
        errors: [],
      });
    } finally {
      finish();
      await Promise.all(slots);
    }
    // once the slots are free, the same tab gets the PDF
    const again = await t.app.request(`http://localhost/api/reports/${report.id}/download`, {
      headers: { cookie: agent.cookie!, accept: 'text/html,*/*;q=0.8' },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/pdf');
  });

  it('audits generation and downloads without the title or health details', async () => {
    const { agent, user } = await registerAgent(t);
    const client = await createClient(agent);
    const report = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, title: 'Diabetes review', type: 'insurance_report' },
      })
    ).json;
    await download(agent, report.id);
    const entries = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.entityId, report.id)));
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['report.created', 'Generated an insurance report for Nia Adeyemi'],
      ['report.downloaded', 'Downloaded an insurance report for Nia Adeyemi'],
    ]);
  });
});

describe('report PDFs', () => {
  async function brandedPractitioner() {
    const registered = await registerAgent(t, { firstName: 'Amelia', lastName: 'Hart' });
    const logo = (
      await t.app.request('http://localhost/api/users/me/logo', {
        method: 'POST',
        headers: { cookie: registered.agent.cookie!, 'content-type': 'image/png' },
        body: new Uint8Array(pngImage(40, 40)),
      })
    ).json();
    const saved = await registered.agent.request('PUT', '/api/users/me/branding', {
      body: {
        businessName: 'Greenleaf Nutrition',
        businessLogo: (await logo).url,
        tagline: 'Evidence-based nutrition',
        brandColorPrimary: '#0f766e',
        brandColorSecondary: '#f59e0b',
        contactEmail: 'hello@greenleaf.example',
        contactPhone: '+44 20 7946 0321',
        website: 'https://greenleaf.example',
      },
    });
    expect(saved.status).toBe(200);
    return registered.agent;
  }

  it('lays out an insurance report for a payer: client details, practitioner contact, period, figures against targets, signature', async () => {
    const agent = await brandedPractitioner();
    const client = await createClient(agent);
    const plan = await createPlan(agent, client.id);
    const oats = (await agent.request('POST', '/api/recipes', { body: porridgeRecipe })).json;
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/2`, {
      body: { meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
    });
    const report = (
      await agent.request('POST', '/api/reports', {
        body: {
          clientId: client.id,
          mealPlanId: plan.id,
          title: 'Medical nutrition therapy: March',
          type: 'insurance_report',
        },
      })
    ).json;

    const { response, bytes } = await download(agent, report.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'inline; filename="medical-nutrition-therapy-march-report.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await pdfLayoutText(bytes);
    for (const expected of [
      'Greenleaf Nutrition',
      'Evidence-based nutrition',
      'Medical nutrition therapy: March',
      'Confidential: contains personal health information',
      'Nia Adeyemi',
      'Jun 12, 1984 (age 41)',
      'Female',
      // the default practice (en-US, US units): 165 cm and 72.4 kg as 5 ft 5 in and 160 lb
      '5 ft 5 in',
      '160 lb',
      'Type 2 diabetes',
      'Peanut',
      'Amelia Hart',
      'hello@greenleaf.example',
      '+44 20 7946 0321',
      'https://greenleaf.example',
      'Steady week',
      'Mar 2, 2026 – Mar 5, 2026 (4 days)',
      '1 of 4',
      'Nutrition against targets',
      `Calories (kcal) ${report.content.nutrition.totalCalories.toLocaleString('en-US')} 1,800 ${Math.round((report.content.nutrition.totalCalories / 1800) * 100)}%`,
      `Protein (g) ${report.content.nutrition.avgProtein} 90`,
      'Signature',
      'Date',
      'I confirm that the information in this report is accurate',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text.replace(/\s/g, '')).toContain('INSURANCEREPORT'); // letter-spaced label
    // an insurance report lists conditions and allergies, not the client's goals or restrictions
    expect(text).not.toContain('Lower HbA1c');
    const images = await pdfImages(bytes);
    expect(images).toMatch(/^\s*1\s+\d+\s+image\s+40\s+40\s/m);
  });

  it('gives a medical report the fuller clinical picture and a client report a friendly summary without identifying details', async () => {
    const agent = await brandedPractitioner();
    const client = await createClient(agent);
    const plan = await createPlan(agent, client.id);
    const medical = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'For Dr Osei', type: 'medical_report' },
      })
    ).json;
    const medicalText = await pdfLayoutText((await download(agent, medical.id)).bytes);
    expect(medicalText.replace(/\s/g, '')).toContain('MEDICALREPORT');
    for (const expected of [
      'Patient details',
      'DIETARY RESTRICTIONS',
      'Vegetarian',
      'Lightly active',
      'Lower HbA1c',
      'Daily nutrition targets',
      'Clinical notes',
      'Review at the next visit',
      'Signature',
    ]) {
      expect(medicalText, expected).toContain(expected);
    }

    const friendly = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'Your March summary', type: 'client_report' },
      })
    ).json;
    const friendlyText = await pdfLayoutText((await download(agent, friendly.id)).bytes);
    expect(friendlyText.replace(/\s/g, '')).toContain('CLIENTREPORT');
    for (const expected of [
      'Your March summary',
      'Hello Nia,',
      'Your daily targets',
      '1,800 kcal',
      'Notes from your practitioner',
      'Questions about your plan? Contact Amelia Hart at hello@greenleaf.example or +44 20 7946 0321.',
    ]) {
      expect(friendlyText, expected).toContain(expected);
    }
    for (const absent of ['Date of birth', 'Type 2 diabetes', 'Signature'])
      expect(friendlyText, absent).not.toContain(absent);
  });

  it('names the file after the title', () => {
    expect(reportFileName('Q1 progress review')).toBe('q1-progress-review-report.pdf');
    expect(reportFileName('Insurance report')).toBe('insurance-report.pdf');
    expect(reportFileName('Zoë’s plan ✓')).toBe('zoe-s-plan-report.pdf');
    expect(reportFileName('🍎')).toBe('report.pdf');
  });
});

describe('averages per day type', () => {
  /** Days 1 and 3 training, day 2 rest, day 4 rest without meals: rest is averaged over its one planned day. */
  async function typedPlan(agent: TestAgent, clientId: string) {
    const plan = await createPlan(agent, clientId, { dayTypes: [training, rest] });
    const oats = (await agent.request('POST', '/api/recipes', { body: porridgeRecipe })).json;
    const soup = (await agent.request('POST', '/api/recipes', { body: lentilSoupRecipe })).json;
    const saved = await agent.request('PUT', `/api/meal-plans/${plan.id}/days`, {
      body: {
        days: [
          {
            dayNumber: 1,
            dayType: 'training',
            meals: { breakfast: { recipeId: oats.id, servings: 2 }, dinner: { recipeId: soup.id, servings: 3 } },
          },
          { dayNumber: 2, dayType: 'rest', meals: { lunch: { recipeId: soup.id, servings: 1 } } },
          {
            dayNumber: 3,
            dayType: 'training',
            meals: { breakfast: { recipeId: oats.id, servings: 1 }, dinner: { recipeId: soup.id, servings: 2 } },
          },
          { dayNumber: 4, dayType: 'rest', meals: {} },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    return plan;
  }

  it('adds each type’s planned days, average calories and macros and its targets to the content, and a table to the PDF', async () => {
    const { agent } = await registerAgent(t);
    const client = await createClient(agent);
    const plan = await typedPlan(agent, client.id);
    const detail = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json;
    const [day1, day2, day3] = detail.days;
    const response = await agent.request('POST', '/api/reports', {
      body: { clientId: client.id, mealPlanId: plan.id, title: 'Block review', type: 'insurance_report' },
    });
    expect(response.status, response.text).toBe(201);
    const round1 = (value: number) => Math.round(value * 10) / 10;
    const trainingAverage = (key: string) => (day1.totals[key] + day3.totals[key]) / 2;
    expect(response.json.content.dayTypes).toEqual([
      {
        key: 'training',
        name: 'Training day',
        days: 2,
        averages: {
          calories: Math.round(trainingAverage('calories')),
          protein: round1(trainingAverage('protein')),
          carbs: round1(trainingAverage('carbs')),
          fat: round1(trainingAverage('fat')),
        },
        targets: { calories: 2800, protein: 175, carbs: 350, fat: 78 },
      },
      {
        key: 'rest',
        name: 'Rest day',
        days: 1,
        averages: {
          calories: Math.round(day2.totals.calories),
          protein: round1(day2.totals.protein),
          carbs: round1(day2.totals.carbs),
          fat: round1(day2.totals.fat),
        },
        targets: { calories: 2200, protein: null, carbs: null, fat: null },
      },
    ]);
    // The plan's own daily averages are still over all three planned days.
    expect(response.json.content.daysCounted).toBe(3);

    const content = response.json.content.dayTypes;
    const n = (value: number) => value.toLocaleString('en-US');
    for (const type of ['insurance_report', 'client_report'] as const) {
      const report = await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'Block review', type },
      });
      const text = await pdfLayoutText((await download(agent, report.json.id)).bytes);
      expect(text, type).toContain('Averages by day type');
      expect(text, type).toContain('Day type Days kcal Protein (g) Carbs (g) Fat (g)');
      const [t1, r1] = content;
      expect(text, type).toContain(
        `Training day 2 ${n(t1.averages.calories)} / 2,800 ${n(t1.averages.protein)} / 175 ${n(t1.averages.carbs)} / 350 ${n(t1.averages.fat)} / 78`,
      );
      expect(text, type).toContain(
        `Rest day 1 ${n(r1.averages.calories)} / 2,200 ${n(r1.averages.protein)} ${n(r1.averages.carbs)} ${n(r1.averages.fat)}\n`,
      );
      // under the daily averages: after the nutrition section
      expect(text.indexOf('Averages by day type'), type).toBeGreaterThan(
        text.indexOf('Average per day over the 3 of 4'),
      );
    }
  });

  it('leaves the content and the PDF as they were for a plan without day types, or whose types have no planned day', async () => {
    const { agent } = await registerAgent(t);
    const client = await createClient(agent);
    const plain = await createPlan(agent, client.id);
    const unplanned = await createPlan(agent, client.id, { dayTypes: [training, rest] });
    for (const plan of [plain, unplanned]) {
      const report = await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'Plain', type: 'insurance_report' },
      });
      expect(report.status, report.text).toBe(201);
      expect('dayTypes' in report.json.content).toBe(false);
      expect(await pdfLayoutText((await download(agent, report.json.id)).bytes)).not.toContain('by day type');
    }
  });
});

describe('progress over the period', () => {
  const pdfWords = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, ' ');

  /** Nia (goal 75 kg) with a plan from Mon 5 to Sun 11 Jan 2026: five meals planned, three checked off as eaten. */
  async function loggedWeek() {
    const { agent } = await registerAgent(t);
    const client = await createClient(agent, { ...nia, goalWeight: 75 });
    const plan = await createPlan(agent, client.id, { startDate: '2026-01-05', endDate: '2026-01-11' });
    const oats = (await agent.request('POST', '/api/recipes', { body: porridgeRecipe })).json;
    const meal = { recipeId: oats.id, servings: 1 };
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { breakfast: meal, lunch: meal } },
    });
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/2`, { body: { meals: { dinner: meal } } });
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/3`, {
      body: { meals: { lunch: meal, snacks: [meal, meal] } },
    });
    const checked: [string, string, string][] = [
      ['2026-01-05', 'breakfast', 'eaten'],
      ['2026-01-05', 'lunch', 'swapped'],
      ['2026-01-06', 'dinner', 'eaten'],
      ['2026-01-07', 'snacks', 'eaten'],
    ];
    await t.deps.db
      .insert(clientCheckIns)
      .values(checked.map(([date, mealType, status]) => ({ clientId: client.id, date, mealType, status })));
    await t.deps.db.insert(clientMeasurements).values([
      { clientId: client.id, date: '2026-01-05', weightKg: '82.40' },
      { clientId: client.id, date: '2026-01-08', weightKg: '81.90' },
      { clientId: client.id, date: '2026-01-11', weightKg: '81.00' },
      { clientId: client.id, date: '2026-01-12', weightKg: '80.50' }, // the day after the plan
    ]);
    return { agent, client, plan };
  }

  it("writes the weight change and the meals eaten over the plan's dates into client and insurance reports", async () => {
    const { agent, client, plan } = await loggedWeek();
    const friendly = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'January check-in', type: 'client_report' },
      })
    ).json;
    expect(friendly.content.progress).toEqual({
      from: '2026-01-05',
      to: '2026-01-11',
      firstWeight: { date: '2026-01-05', kg: 82.4 },
      lastWeight: { date: '2026-01-11', kg: 81 },
      weighIns: 3,
      goalWeightKg: 75,
      plannedMeals: 5,
      eatenMeals: 3,
      adherence: 0.6,
    });
    const clientPdf = await pdfWords((await download(agent, friendly.id)).bytes);
    expect(clientPdf).toContain('Progress over the period');
    // the default practice writes pounds: 82.4 kg → 182 lb, 81 kg → 179 lb, the goal of 75 kg → 165 lb
    expect(clientPdf).toContain(
      'Your weight went from 182 lb on Jan 5, 2026 to 179 lb on Jan 11, 2026: a change of -3 lb over 3 weigh-ins.',
    );
    expect(clientPdf).toContain('Goal weight: 165 lb, 14 lb to go.');
    expect(clientPdf).toContain(
      'Meals eaten as planned: 60% on average (3 of 5 planned meals checked off or recorded in the food diary).',
    );

    const formal = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'Claim', type: 'insurance_report' },
      })
    ).json;
    const insurancePdf = await pdfWords((await download(agent, formal.id)).bytes);
    expect(insurancePdf).toContain(
      'Weight went from 182 lb on Jan 5, 2026 to 179 lb on Jan 11, 2026: a change of -3 lb over 3 weigh-ins.',
    );
    expect(insurancePdf).toContain('Meals eaten as planned: 60% on average');
    expect(insurancePdf).toContain('Logged by the client in the client portal');
  });

  it('adds the food diary over the plan’s days: eaten against planned and the needs, water, what was not counted', async () => {
    const { agent, client, plan } = await loggedWeek();
    // Tuesday's lunch was not planned: the client wrote what it was. Water on two days.
    await t.deps.db.insert(clientDiaryMeals).values({
      clientId: client.id,
      date: '2026-01-06',
      mealType: 'lunch',
      entries: [{ kind: 'text', text: 'Soup at the canteen' }],
    });
    await t.deps.db.insert(clientWaterLogs).values([
      { clientId: client.id, date: '2026-01-05', ml: 1200 },
      { clientId: client.id, date: '2026-01-06', ml: 1800 },
    ]);
    const report = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'January intake', type: 'client_report' },
      })
    ).json;
    const intake = report.content.intake;
    // Logged: Mon (breakfast eaten, lunch swapped), Tue (dinner eaten, lunch in words), Wed (snacks eaten, lunch not).
    expect(intake).toMatchObject({ from: '2026-01-05', to: '2026-01-11', loggedDays: 3, days: 7, waterMl: 1500 });
    expect(intake.notAnalysed).toBe(2);
    expect(intake.notLogged).toBe(1);
    // Eaten on average 4 porridges in 3 days (the swapped lunch uncounted), planned 6 in the same 3 days: two thirds.
    expect(intake.eaten.calories / intake.planned.calories).toBeCloseTo(2 / 3, 2);
    const words = await pdfWords((await download(agent, report.id)).bytes);
    expect(words).toContain('Intake against needs');
    expect(words).toContain('You logged meals on 3 of 7 days.');
    expect(words).toContain(`${intake.eaten.calories} kcal eaten against ${intake.planned.calories} kcal planned`);
    expect(words).toContain('Water: 1,500 ml a day on average.');

    const silent = (
      await agent.request('POST', '/api/reports', {
        body: {
          clientId: client.id,
          mealPlanId: plan.id,
          title: 'No log',
          type: 'client_report',
          includeProgress: false,
        },
      })
    ).json;
    expect(silent.content.intake).toBeUndefined();
  });

  it('covers the last twelve weeks without a plan, and is left out when not wanted or in a medical report', async () => {
    const { agent, client, plan } = await loggedWeek();
    const unlinked = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, title: 'Quarter', type: 'client_report' },
      })
    ).json;
    expect(unlinked.content.progress).toMatchObject({
      from: '2025-10-27',
      to: '2026-01-15',
      weighIns: 4,
      lastWeight: { date: '2026-01-12', kg: 80.5 },
      plannedMeals: 5,
      eatenMeals: 3,
    });
    expect(await pdfWords((await download(agent, unlinked.id)).bytes)).toContain(
      'a change of -5 lb over 4 weigh-ins.', // 82.4 kg (182 lb) to 80.5 kg (177 lb)
    );

    const without = (
      await agent.request('POST', '/api/reports', {
        body: {
          clientId: client.id,
          mealPlanId: plan.id,
          title: 'Plain',
          type: 'client_report',
          includeProgress: false,
        },
      })
    ).json;
    expect(without.content.progress).toBeUndefined();
    expect(await pdfWords((await download(agent, without.id)).bytes)).not.toContain('Progress over the period');

    const medical = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'Referral', type: 'medical_report' },
      })
    ).json;
    expect(medical.content.progress).toBeUndefined();
    expect(await pdfWords((await download(agent, medical.id)).bytes)).not.toContain('Progress over the period');

    const refused = await agent.request('POST', '/api/reports', {
      body: { clientId: client.id, title: 'Bad', type: 'client_report', includeProgress: 'yes' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([
      { path: 'includeProgress', message: 'Include progress must be true or false' },
    ]);
  });

  it('leaves the section out when the client logged nothing in the period, and says so when only part was logged', async () => {
    const { agent } = await registerAgent(t);
    const client = await createClient(agent);
    const silent = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, title: 'Start', type: 'insurance_report' },
      })
    ).json;
    expect(silent.content.progress).toBeUndefined();
    expect(await pdfWords((await download(agent, silent.id)).bytes)).not.toContain('Progress over the period');

    await t.deps.db.insert(clientMeasurements).values({ clientId: client.id, date: '2026-01-10', weightKg: '72.00' });
    const partial = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, title: 'One weigh-in', type: 'insurance_report' },
      })
    ).json;
    const text = await pdfWords((await download(agent, partial.id)).bytes);
    expect(text).toContain('Weight was 159 lb on Jan 10, 2026 (one weigh-in in the period, so no change to report).');
    expect(text).toContain(
      'No meals were planned for the period up to the report date, so there is no adherence to report.',
    );
  });
});
