import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

// The test clock reads 2026-01-15.
describe('GET /api/clients/{id}/nutrient-targets', () => {
  it("answers the DRIs for the client's age, sex and pregnancy, and follows a change of the profile", async () => {
    const { agent } = await registerAgent(t);
    const created = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1994-03-02', gender: 'female', pregnancy: 'pregnant' },
    });
    expect(created.status).toBe(201);
    expect(created.json.pregnancy).toBe('pregnant');
    const pregnant = await agent.request('GET', `/api/clients/${created.json.id}/nutrient-targets`);
    expect(pregnant.status).toBe(200);
    expect(pregnant.json).toMatchObject({
      lifeStage: 'pregnancy-31-50', // 31 on 2026-01-15
      missing: [],
      targets: {
        iron: { amount: 27, unit: 'mg', kind: 'RDA', upperLimit: 45 },
        folate: { amount: 600, unit: 'µg DFE', kind: 'RDA', upperLimit: 1000 },
        sodium: { amount: 2300, kind: 'CDRR', adequateIntake: 1500 },
      },
      source: expect.stringContaining('National Academies'),
    });
    const updated = await agent.request('PUT', `/api/clients/${created.json.id}`, {
      body: { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1994-03-02', gender: 'female', pregnancy: '' },
    });
    expect(updated.json.pregnancy).toBeNull();
    const after = await agent.request('GET', `/api/clients/${created.json.id}/nutrient-targets`);
    expect(after.json).toMatchObject({
      lifeStage: 'female-31-50',
      targets: { iron: { amount: 18 }, folate: { amount: 400 } },
    });
  });

  it('says which fact is missing instead of guessing', async () => {
    const { agent } = await registerAgent(t);
    const created = await agent.request('POST', '/api/clients', { body: { firstName: 'No', lastName: 'Facts' } });
    const answer = await agent.request('GET', `/api/clients/${created.json.id}/nutrient-targets`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ lifeStage: null, missing: ['sex', 'age'], targets: {}, amdr: null });
  });

  it("refuses an unknown pregnancy value and stores nothing; another practice's client is not found", async () => {
    const { agent } = await registerAgent(t);
    const bad = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Bad', lastName: 'Value', pregnancy: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { path: string }) => e.path)).toContain('pregnancy');
    expect((await agent.request('GET', '/api/clients')).json).toEqual([]);
    const created = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Mine', lastName: 'Only', gender: 'male', dateOfBirth: '1960-01-01' },
    });
    const { agent: other } = await registerAgent(t);
    expect((await other.request('GET', `/api/clients/${created.json.id}/nutrient-targets`)).status).toBe(404);
  });
});
