import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download as downloadAs, signInToPortal, unzip } from '../../../../tests/support/client-record.ts';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import {
  createAgent,
  createTestApp,
  registerAgent,
  type TestAgent,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import { activityLog } from '../../db/schema.ts';
import {
  clientRecordFileSchema,
  exportedAuditRowSchema,
  exportedEmailSchema,
} from '../../../shared/schemas/client-record.ts';

// Exporting a client's record (issue 38 item 1): the ZIP is read back here with nothing but zlib, from its central
// directory, checking every entry's CRC-32 and sizes as an unzip tool would.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

const download = (agent: TestAgent, path: string) => downloadAs(t, agent, path);

const today = () => t.clock.now().toISOString().slice(0, 10);

describe('exporting a client record', () => {
  it('answers a ZIP with the profile, each plan and report as JSON and PDF, the portal log, e-mails, audit and a README', async () => {
    const { agent, user } = await registerAgent(t);
    const client = (
      await agent.request('POST', '/api/clients', {
        body: {
          firstName: 'Zoë',
          lastName: 'Åberg',
          email: 'zoe.aberg@example.test',
          dateOfBirth: '1990-02-14',
          gender: 'female',
          weight: 70,
          healthGoals: 'More energy in the afternoons',
          allergies: ['Peanut'],
          medicalConditions: ['Coeliac disease'],
          bodyUnits: 'uk',
          energyUnit: 'kJ',
        },
      })
    ).json;
    const recipe = (
      await agent.request('POST', '/api/recipes', {
        body: {
          name: 'Apple bowl',
          instructions: 'Slice.',
          servings: 1,
          ingredients: [{ name: 'Apple', amount: 1, unit: 'piece' }],
        },
      })
    ).json;
    const plan = (
      await agent.request('POST', '/api/meal-plans', {
        body: { name: 'Spring reset', clientId: client.id, startDate: today(), endDate: today() },
      })
    ).json;
    await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { breakfast: { recipeId: recipe.id, servings: 1 } } },
    });
    const report = (
      await agent.request('POST', '/api/reports', {
        body: { clientId: client.id, mealPlanId: plan.id, title: 'Six-week review', type: 'client_report' },
      })
    ).json;
    await agent.request('POST', `/api/meal-plans/${plan.id}/email-shopping-list`, {
      body: { email: 'carer@example.test', message: 'For Saturday’s shop' },
    });
    // Another client's plan and e-mail stay out of this export.
    const other = (await agent.request('POST', '/api/clients', { body: { firstName: 'Ola', lastName: 'Berg' } })).json;
    await agent.request('POST', '/api/meal-plans', {
      body: { name: 'Not hers', clientId: other.id, startDate: today(), endDate: today() },
    });

    const { response, bytes } = await download(agent, `/api/clients/${client.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="client-record-zoe-aberg-${today()}.zip"`,
    );
    const files = unzip(bytes);
    expect([...files.keys()]).toEqual([
      'README.txt',
      'client.json',
      'meal-plans/01-spring-reset.json',
      'meal-plans/01-spring-reset.pdf',
      'reports/01-six-week-review.json',
      'reports/01-six-week-review.pdf',
      'portal/check-ins.json',
      'portal/measurements.json',
      'portal/food-diary.json',
      'portal/water.json',
      'portal/shopping-ticks.json',
      'emails.json',
      'audit.json',
    ]);
    const read = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));

    const record = clientRecordFileSchema.parse(read('client.json'));
    expect(record.client).toMatchObject({
      id: client.id,
      firstName: 'Zoë',
      lastName: 'Åberg',
      allergies: client.allergies,
      medicalConditions: ['Coeliac disease'],
      // the client's own units (issue 34) leave with the record
      bodyUnits: 'uk',
      energyUnit: 'kJ',
    });
    expect(record.nutrientTargets.source).toBeTruthy();
    expect(record.portal.status).toBe('none');

    expect(read('meal-plans/01-spring-reset.json')).toMatchObject({
      id: plan.id,
      name: 'Spring reset',
      days: [expect.objectContaining({ meals: expect.objectContaining({ breakfast: expect.anything() }) })],
    });
    const planPdf = files.get('meal-plans/01-spring-reset.pdf')!;
    expect(planPdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(planPdf)).toContain('Spring reset');
    expect(read('reports/01-six-week-review.json')).toMatchObject({ id: report.id, title: 'Six-week review' });
    expect(await pdfText(files.get('reports/01-six-week-review.pdf')!)).toContain('Six-week review');
    expect(read('portal/check-ins.json')).toEqual([]);
    expect(read('portal/measurements.json')).toEqual([]);
    expect(read('portal/food-diary.json')).toEqual([]);
    expect(read('portal/water.json')).toEqual([]);

    const emails = read('emails.json').map((mail: unknown) => exportedEmailSchema.parse(mail));
    expect(emails).toEqual([
      expect.objectContaining({
        recipient: 'carer@example.test',
        subject: 'Shopping list: Spring reset',
        kind: 'shopping_list',
        status: 'not_delivered',
        body: expect.stringContaining('For Saturday’s shop'),
      }),
    ]);
    const audit = read('audit.json').map((row: unknown) => exportedAuditRowSchema.parse(row));
    expect(audit.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['client.created', 'meal_plan.created', 'report.created', 'meal_plan.emailed']),
    );
    expect(audit.every((row: { actor: string }) => row.actor === 'practitioner')).toBe(true);
    expect(JSON.stringify(audit)).not.toContain('Not hers');

    const readmeText = files.get('README.txt')!.toString('utf8');
    for (const name of files.keys()) expect(readmeText).toContain(name);
    expect(readmeText).toContain('The record of Zoë Åberg');

    // The export itself is in the audit trail.
    const exported = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, 'client.exported')));
    expect(exported).toEqual([expect.objectContaining({ entityType: 'client', entityId: client.id })]);
  });

  it('carries the portal log: check-ins with notes, weights, the food diary and water, portal status', async () => {
    const { agent } = await registerAgent(t);
    const client = (
      await agent.request('POST', '/api/clients', {
        body: { firstName: 'Ines', lastName: 'Moreau', email: 'ines.moreau@example.test' },
      })
    ).json;
    const portal = await signInToPortal(t, agent, client.id);
    expect(
      (await portal.request('POST', '/api/portal/measurements', { body: { date: today(), weightKg: 64.3 } })).status,
    ).toBeLessThan(300);
    const diary = await portal.request('POST', '/api/portal/diary', {
      body: { date: today(), mealType: 'lunch', entries: [{ kind: 'text', text: 'Leek soup at the canteen' }] },
    });
    expect(diary.status).toBe(200);
    expect((await portal.request('POST', '/api/portal/water', { body: { date: today(), ml: 1750 } })).status).toBe(200);

    const files = unzip((await download(agent, `/api/clients/${client.id}/export`)).bytes);
    const record = clientRecordFileSchema.parse(JSON.parse(files.get('client.json')!.toString()));
    expect(record.portal).toMatchObject({ status: 'active', email: 'ines.moreau@example.test' });
    expect(JSON.parse(files.get('portal/measurements.json')!.toString())).toEqual([
      expect.objectContaining({ date: today(), weightKg: 64.3, waistCm: null }),
    ]);
    expect(JSON.parse(files.get('portal/food-diary.json')!.toString())).toEqual([
      expect.objectContaining({
        date: today(),
        meal: 'lunch',
        skipped: false,
        entries: [{ kind: 'text', text: 'Leek soup at the canteen' }],
      }),
    ]);
    expect(JSON.parse(files.get('portal/water.json')!.toString())).toEqual([
      expect.objectContaining({ date: today(), ml: 1750 }),
    ]);
    const audit = JSON.parse(files.get('audit.json')!.toString());
    expect(
      audit.filter((row: { actor: string }) => row.actor === 'portal').map((r: { action: string }) => r.action),
    ).toEqual(expect.arrayContaining(['portal.accepted']));
    const emails = JSON.parse(files.get('emails.json')!.toString());
    expect(emails).toEqual([expect.objectContaining({ kind: 'portal_invite', recipient: 'ines.moreau@example.test' })]);
  });

  it("answers another practice's client exactly as a missing one", async () => {
    const { agent } = await registerAgent(t);
    const { agent: stranger } = await registerAgent(t);
    const client = (await agent.request('POST', '/api/clients', { body: { firstName: 'Kai', lastName: 'Lund' } })).json;
    const theirs = await stranger.request('GET', `/api/clients/${client.id}/export`);
    const missing = await stranger.request('GET', `/api/clients/${crypto.randomUUID()}/export`);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
    expect((await createAgent(t).request('GET', `/api/clients/${client.id}/export`)).status).toBe(401);
  });
});
