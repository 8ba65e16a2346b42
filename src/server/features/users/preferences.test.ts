import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(() => t.close());

const british = { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' };

describe('a practice’s locale and units (GET/PUT /api/users/me/preferences)', () => {
  it('starts a new account from the browser language it signed up with', async () => {
    const { agent } = await registerAgent(t, { locale: 'en-AU' });
    const response = await agent.request('GET', '/api/users/me/preferences');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' });
  });

  it('starts an account signed up the spec’s way, or from an unsupported language, as en-US with US units', async () => {
    for (const overrides of [{}, { locale: 'de-DE' }]) {
      const { agent } = await registerAgent(t, overrides);
      const response = await agent.request('GET', '/api/users/me/preferences');
      expect(response.json).toEqual({ locale: 'en-US', bodyUnits: 'us', kitchenUnits: 'us', energyUnit: 'kcal' });
    }
  });

  it('saves the four choices and reads them back, for this account only', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const saved = await agent.request('PUT', '/api/users/me/preferences', { body: british });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(british);
    expect((await agent.request('GET', '/api/users/me/preferences')).json).toEqual(british);
    expect((await other.request('GET', '/api/users/me/preferences')).json.locale).toBe('en-US');
  });

  it('answers a value not offered with a 400 naming the field, and keeps what was saved', async () => {
    const { agent } = await registerAgent(t);
    await agent.request('PUT', '/api/users/me/preferences', { body: british });
    for (const [field, value] of [
      ['locale', 'fr-FR'],
      ['bodyUnits', 'imperial'],
      ['kitchenUnits', 'uk'],
      ['energyUnit', 'kj'],
    ] as const) {
      const response = await agent.request('PUT', '/api/users/me/preferences', {
        body: { ...british, [field]: value },
      });
      expect(response.status).toBe(400);
      expect(response.json.errors.map((error: { path: string }) => error.path)).toEqual([field]);
    }
    const missing = await agent.request('PUT', '/api/users/me/preferences', {
      body: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0].path).toBe('energyUnit');
    const unknown = await agent.request('PUT', '/api/users/me/preferences', { body: { ...british, theme: 'dark' } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json.errors)).toContain('theme');
    expect((await agent.request('GET', '/api/users/me/preferences')).json).toEqual(british);
  });

  it('changes no answer of the API: the user is the same shape, in the same units', async () => {
    const { agent } = await registerAgent(t);
    const before = (await agent.request('GET', '/api/users/me')).json;
    await agent.request('PUT', '/api/users/me/preferences', {
      body: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
    });
    expect((await agent.request('GET', '/api/users/me')).json).toEqual(before);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const anonymous = createAgent(t);
    expect((await anonymous.request('GET', '/api/users/me/preferences')).status).toBe(401);
    expect((await anonymous.request('PUT', '/api/users/me/preferences', { body: british })).status).toBe(401);
  });
});
