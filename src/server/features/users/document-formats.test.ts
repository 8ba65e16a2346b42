// Issue 34, item 5 for the server's documents: the same plan, report and shopping-list e-mail for three practices
// (en-US/kcal/US units, en-GB/kcal/UK units, en-AU/kJ/metric), read back as a person reads them: the PDFs' text
// and the e-mail a real SMTP server on loopback received. The answers of the API stay canonical throughout.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import { createTestApp, registerAgent, type TestAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { porridgeRecipe } from '../../../../tests/support/test-recipes.ts';
import type { Preferences } from '../../../shared/format/preferences.ts';
import { clientMeasurements, clients } from '../../db/schema.ts';
import { createSmtpTransport } from '../../providers/email/mail-transport.ts';
import { deliverDueEmails } from '../email/email.service.ts';

/** The message as its reader's mail program shows it: quoted-printable soft breaks joined, =XX bytes decoded. */
function quotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: quotedPrintable(raw) });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    withFoods: true,
    mail: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Platewise <no-reply@platewise.test>'),
  });
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const words = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, ' ');

async function download(agent: TestAgent, path: string): Promise<Buffer> {
  const response = await t.app.request(`http://localhost${path}`, { headers: { cookie: agent.cookie! } });
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * One practice with the same client, plan, weigh-ins, report and e-mailed shopping list: a 2,000 kcal plan from
 * Mon 5 to Sun 11 Jan 2026 with porridge on day 1; the client at 72.5 kg and 170 cm, weighed 72.5 kg then 71 kg.
 */
async function practiceDocuments(preferences: Preferences, clientUnits: Partial<Preferences> = {}) {
  const { agent } = await registerAgent(t);
  const saved = await agent.request('PUT', '/api/users/me/preferences', { body: preferences });
  expect(saved.status).toBe(200);
  const client = (
    await agent.request('POST', '/api/clients', {
      body: { firstName: 'Nia', lastName: 'Adeyemi', height: 170, weight: 72.5, goalWeight: 70 },
    })
  ).json as { id: string };
  if (clientUnits.bodyUnits || clientUnits.energyUnit)
    await t.deps.db
      .update(clients)
      .set({ bodyUnits: clientUnits.bodyUnits ?? null, energyUnit: clientUnits.energyUnit ?? null })
      .where(eq(clients.id, client.id));
  await t.deps.db.insert(clientMeasurements).values([
    { clientId: client.id, date: '2026-01-05', weightKg: '72.50' },
    { clientId: client.id, date: '2026-01-11', weightKg: '71.00' },
  ]);
  const plan = (
    await agent.request('POST', '/api/meal-plans', {
      body: {
        name: 'Steady week',
        clientId: client.id,
        startDate: '2026-01-05',
        endDate: '2026-01-11',
        targetCalories: 2000,
        targetProtein: 90,
        targetCarbs: 250,
        targetFat: 70,
      },
    })
  ).json as { id: string };
  const oats = (await agent.request('POST', '/api/recipes', { body: porridgeRecipe })).json as { id: string };
  await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
    body: { meals: { breakfast: { recipeId: oats.id, servings: 1 } } },
  });
  const detail = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json;
  const planPdf = await words(await download(agent, `/api/meal-plans/${plan.id}/export-pdf`));

  const report = (
    await agent.request('POST', '/api/reports', {
      body: { clientId: client.id, mealPlanId: plan.id, title: 'January check-in', type: 'client_report' },
    })
  ).json;
  const insurance = (
    await agent.request('POST', '/api/reports', {
      body: { clientId: client.id, mealPlanId: plan.id, title: 'Claim', type: 'insurance_report' },
    })
  ).json;
  const reportPdf = await words(await download(agent, `/api/reports/${report.id}/download`));
  const insurancePdf = await words(await download(agent, `/api/reports/${insurance.id}/download`));

  const recipient = `shopper-${preferences.locale}-${received.length}@example.test`;
  const emailed = await agent.request('POST', `/api/meal-plans/${plan.id}/email-shopping-list`, {
    body: { email: recipient, message: 'Your list for the week' },
  });
  expect(emailed.status).toBe(202);
  await deliverDueEmails(t.deps);
  const mail = received.find((message) => message.to === recipient);
  expect(mail, 'the shopping list reached the mail server').toBeDefined();
  const text = (await agent.request('GET', `/api/meal-plans/${plan.id}/shopping-list/txt`)).text;

  return { detail, planPdf, report, reportPdf, insurancePdf, mail: mail!.raw, text };
}

/** Day 1's energy in kcal, unrounded, as the plan answers it. */
const dayOneKcal = (detail: { days: { totals: { calories: number } }[] }) => detail.days[0].totals.calories;

describe('documents and e-mails in the practice’s locale and units (issue 34)', () => {
  it('en-US, kcal, US units: "Jan 5, 2026", "2,000 kcal", "160 lb"', async () => {
    const { detail, planPdf, report, reportPdf, insurancePdf, mail, text } = await practiceDocuments({
      locale: 'en-US',
      bodyUnits: 'us',
      kitchenUnits: 'us',
      energyUnit: 'kcal',
    });
    const kcal = Math.round(dayOneKcal(detail));
    // the plan PDF
    expect(planPdf).toContain('Jan 5, 2026 – Jan 11, 2026');
    expect(planPdf).toContain('Day 1 · Mon, Jan 5, 2026');
    expect(planPdf).toContain('Day 7 · Sun, Jan 11, 2026');
    expect(planPdf).toContain('Daily targets 2,000 kcal');
    expect(planPdf).toContain('Meal Recipe Servings kcal Protein (g)');
    expect(planPdf).toContain(
      `${kcal.toLocaleString('en-US')} / 2,000 kcal (${Math.round((dayOneKcal(detail) / 2000) * 100)}%)`,
    );
    expect(planPdf).not.toContain('kJ');
    // the reports: dates, energy, weights and height
    expect(report.content.dateRange).toBe('Jan 5, 2026 - Jan 11, 2026');
    expect(reportPdf).toContain('Jan 5, 2026 – Jan 11, 2026');
    expect(reportPdf).toContain(`${report.content.nutrition.totalCalories.toLocaleString('en-US')} kcal Calories`);
    expect(reportPdf).toContain('of 2,000');
    expect(reportPdf).toContain(
      'Your weight went from 160 lb on Jan 5, 2026 to 157 lb on Jan 11, 2026: a change of -3 lb over 2 weigh-ins.',
    );
    expect(reportPdf).toContain('Goal weight: 154 lb, 3 lb to go.');
    expect(insurancePdf).toContain('HEIGHT 5 ft 7 in WEIGHT 160 lb');
    expect(insurancePdf).toContain('Calories (kcal)');
    // the shopping list, downloaded and e-mailed, and in the plan PDF: a US kitchen weighs in ounces
    // (a cup of whole milk, 244 g, is 8.6 oz: to the quarter ounce)
    expect(text).toContain('Jan 5, 2026 to Jan 11, 2026');
    expect(mail).toContain('Jan 5, 2026 to Jan 11, 2026');
    for (const document of [text, mail]) expect(document).toContain('[ ] Whole milk: 1 cup (about 8½ oz)');
    expect(planPdf).toContain('Whole milk — 1 cup (about 8½ oz)');
  });

  it('en-GB, kcal, UK units: "5 Jan 2026", "2,000 kcal", "11 st 6 lb"', async () => {
    const { detail, planPdf, report, reportPdf, insurancePdf, mail, text } = await practiceDocuments({
      locale: 'en-GB',
      bodyUnits: 'uk',
      kitchenUnits: 'metric',
      energyUnit: 'kcal',
    });
    const kcal = Math.round(dayOneKcal(detail));
    expect(planPdf).toContain('5 Jan 2026 – 11 Jan 2026');
    expect(planPdf).toContain('Day 1 · Mon, 5 Jan 2026');
    expect(planPdf).toContain('Daily targets 2,000 kcal');
    expect(planPdf).toContain(`${kcal.toLocaleString('en-GB')} / 2,000 kcal`);
    expect(planPdf).not.toContain('Jan 5, 2026');
    expect(report.content.dateRange).toBe('5 Jan 2026 - 11 Jan 2026');
    expect(reportPdf).toContain('5 Jan 2026 – 11 Jan 2026');
    expect(reportPdf).toContain(
      'Your weight went from 11 st 6 lb on 5 Jan 2026 to 11 st 3 lb on 11 Jan 2026: a change of -3 lb over 2 weigh-ins.',
    );
    expect(reportPdf).toContain('Goal weight: 11 st 0 lb, 3 lb to go.');
    expect(insurancePdf).toContain('HEIGHT 5 ft 7 in WEIGHT 11 st 6 lb');
    expect(text).toContain('5 Jan 2026 to 11 Jan 2026');
    expect(mail).toContain('5 Jan 2026 to 11 Jan 2026');
    // a metric kitchen weighs in grams
    for (const document of [text, mail]) expect(document).toContain('[ ] Whole milk: 1 cup (about 245 g)');
    expect(planPdf).toContain('Whole milk — 1 cup (about 245 g)');
  });

  it('en-AU, kJ, metric: "5 Jan 2026", "8,368 kJ" from the unrounded kcal, "72.5 kg"; the API keeps kcal', async () => {
    const { detail, planPdf, report, reportPdf, insurancePdf, mail, text } = await practiceDocuments({
      locale: 'en-AU',
      bodyUnits: 'metric',
      kitchenUnits: 'metric',
      energyUnit: 'kJ',
    });
    const kj = Math.round(dayOneKcal(detail) * 4.184);
    expect(planPdf).toContain('5 Jan 2026 – 11 Jan 2026');
    expect(planPdf).toContain('Day 1 · Mon, 5 Jan 2026');
    expect(planPdf).toContain('Daily targets 8,368 kJ');
    expect(planPdf).toContain('Meal Recipe Servings kJ Protein (g)');
    expect(planPdf).toContain(`${kj.toLocaleString('en-AU')} / 8,368 kJ`);
    expect(planPdf).not.toContain('kcal');
    expect(reportPdf).toContain(
      `${Math.round(report.content.nutrition.totalCalories * 4.184).toLocaleString('en-AU')} kJ Calories`,
    );
    expect(reportPdf).toContain('of 8,368');
    expect(reportPdf).not.toContain('kcal');
    expect(reportPdf).toContain(
      'Your weight went from 72.5 kg on 5 Jan 2026 to 71 kg on 11 Jan 2026: a change of -1.5 kg over 2 weigh-ins.',
    );
    expect(reportPdf).toContain('Goal weight: 70 kg, 1 kg to go.');
    expect(insurancePdf).toContain('HEIGHT 170 cm WEIGHT 72.5 kg');
    expect(insurancePdf).toContain('Calories (kJ)');
    expect(text).toContain('5 Jan 2026 to 11 Jan 2026');
    expect(mail).toContain('5 Jan 2026 to 11 Jan 2026');
    // what the API answers stays canonical: kcal, kg and ISO dates
    expect(detail.targetCalories).toBe(2000);
    expect(detail.startDate).toBe('2026-01-05');
    expect(report.content.targets.calories).toBe(2000);
    expect(report.content.progress.firstWeight).toEqual({ date: '2026-01-05', kg: 72.5 });
  });

  it('writes a client’s documents in the client’s own units where set, in the practice’s locale', async () => {
    const { detail, planPdf, reportPdf, insurancePdf, mail } = await practiceDocuments(
      { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
      { bodyUnits: 'metric', energyUnit: 'kJ' },
    );
    expect(planPdf).toContain('Day 1 · Mon, 5 Jan 2026');
    expect(planPdf).toContain('Daily targets 8,368 kJ');
    expect(planPdf).toContain(`${Math.round(dayOneKcal(detail) * 4.184).toLocaleString('en-GB')} / 8,368 kJ`);
    expect(reportPdf).toContain('Your weight went from 72.5 kg on 5 Jan 2026 to 71 kg on 11 Jan 2026');
    expect(insurancePdf).toContain('HEIGHT 170 cm WEIGHT 72.5 kg');
    expect(mail).toContain('5 Jan 2026 to 11 Jan 2026');
  });
});
