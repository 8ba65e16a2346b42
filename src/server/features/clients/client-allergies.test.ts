import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import { convertAllergyWords } from '../../../shared/nutrition/client-allergies.ts';
import { clients, dataLoads } from '../../db/schema.ts';
import { convertClientAllergies } from './clients.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerAgent(t); // the admin
});
afterAll(async () => {
  await t.close();
});

const at = new Date('2026-11-20T09:00:00Z');

describe('free-text allergies → allergen list, on the safe side', () => {
  it.each([
    [['nuts'], ['tree-nuts', 'peanuts'], []],
    [['shellfish'], ['crustaceans', 'molluscs'], []],
    [['Gluten'], ['gluten'], []],
    [['lactose intolerant'], ['milk'], []],
    [['strawberries'], [], ['strawberries']],
    [['Peanut', 'nuts', 'kiwi', 'Kiwi'], ['tree-nuts', 'peanuts'], ['kiwi']],
    [['tree-nuts', 'kiwi'], ['tree-nuts'], ['kiwi']],
  ])('%j → ids %j, words kept %j', (entries, ids, words) => {
    const result = convertAllergyWords(entries);
    expect(result.allergies).toEqual([...ids, ...words]);
    expect(result.unmapped).toEqual(words);
  });
});

describe('the allergies contract', () => {
  it('stores allergens of the list as ids, whether sent as id or name, and keeps other words as typed', async () => {
    const { agent } = await registerAgent(t);
    const created = await agent.request('POST', '/api/clients', {
      body: { firstName: 'Ana', lastName: 'Lee', allergies: ['tree-nuts', 'Tree nuts', 'SESAME', 'kiwi', 'Peanut'] },
    });
    expect(created.status).toBe(201);
    // 'Peanut' is words (screened as peanuts), not the list's name: only exact names become ids.
    expect(created.json.allergies).toEqual(['tree-nuts', 'sesame', 'kiwi', 'Peanut']);
  });
});

describe('converting stored client allergies at start-up', () => {
  it('converts each client once, marks the changed ones for review with what each word became, and reports the rest', async () => {
    const { agent } = await registerAgent(t);
    // Stored as the old free-text field held them: written to the table, since the API now files names as ids.
    const make = async (lastName: string, allergies: string[]) => {
      const id = (await agent.request('POST', '/api/clients', { body: { firstName: 'Migrated', lastName } })).json
        .id as string;
      await t.deps.db.update(clients).set({ allergies }).where(eq(clients.id, id));
      return id;
    };
    const nuts = await make('Nuts', ['nuts', 'shellfish']);
    const mixed = await make('Mixed', ['Gluten', 'lactose intolerant', 'strawberries']);
    const onlyWords = await make('Words', ['strawberries']);
    const alreadyIds = await make('Ids', ['tree-nuts']);
    const none = await make('None', []);

    const report = await convertClientAllergies(t.deps.db, at, 'test-1');
    expect(report.skipped).toBe(false);
    expect(report.unmapped).toContainEqual({ words: 'strawberries', clients: 2 });

    const read = async (id: string) => (await agent.request('GET', `/api/clients/${id}`)).json;
    expect(await read(nuts)).toMatchObject({
      allergies: ['crustaceans', 'tree-nuts', 'peanuts', 'molluscs'],
      allergiesReview: {
        convertedAt: at.toISOString(),
        entries: [
          { from: 'nuts', to: ['tree-nuts', 'peanuts'] },
          { from: 'shellfish', to: ['crustaceans', 'molluscs'] },
        ],
      },
    });
    expect(await read(mixed)).toMatchObject({
      allergies: ['milk', 'gluten', 'strawberries'],
      allergiesReview: {
        entries: [
          { from: 'Gluten', to: ['gluten'] },
          { from: 'lactose intolerant', to: ['milk'] },
        ],
      },
    });
    // Nothing converted, nothing to confirm: the words stay and are screened by name.
    expect(await read(onlyWords)).toMatchObject({ allergies: ['strawberries'], allergiesReview: null });
    expect(await read(alreadyIds)).toMatchObject({ allergies: ['tree-nuts'], allergiesReview: null });
    expect(await read(none)).toMatchObject({ allergies: [], allergiesReview: null });

    // A second start finds the version done and leaves everything alone.
    expect(await convertClientAllergies(t.deps.db, new Date(), 'test-1')).toMatchObject({
      skipped: true,
      clientsConverted: 0,
    });
    // A new version converts nothing further: ids stay ids and words stay words.
    const again = await convertClientAllergies(t.deps.db, new Date(), 'test-2');
    expect(again.clientsConverted).toBe(0);
    expect(await read(nuts)).toMatchObject({ allergiesReview: { convertedAt: at.toISOString() } });
    const loads = await t.deps.db.select().from(dataLoads);
    expect(loads.filter((row) => row.source.startsWith('client-allergies:')).map((row) => row.source)).toEqual([
      'client-allergies:test-2',
    ]);
  });
});

describe('POST /api/clients/{id}/allergies/confirm', () => {
  async function migratedClient() {
    const owner = await registerAgent(t);
    const id = (
      await owner.agent.request('POST', '/api/clients', {
        body: { firstName: 'Review', lastName: 'Me', allergies: ['nuts'] },
      })
    ).json.id as string;
    await t.deps.db
      .update(clients)
      .set({
        allergies: ['tree-nuts', 'peanuts'],
        allergiesReview: { convertedAt: at.toISOString(), entries: [{ from: 'nuts', to: ['tree-nuts', 'peanuts'] }] },
      })
      .where(eq(clients.id, id));
    return { owner, id };
  }

  it('lets the owner confirm: the review is cleared, the allergies stay', async () => {
    const { owner, id } = await migratedClient();
    const confirmed = await owner.agent.request('POST', `/api/clients/${id}/allergies/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ allergies: ['tree-nuts', 'peanuts'], allergiesReview: null });
    expect((await owner.agent.request('GET', `/api/clients/${id}`)).json.allergiesReview).toBeNull();
  });

  it('answers 404 to another practice and leaves the review pending', async () => {
    const { owner, id } = await migratedClient();
    const stranger = await registerAgent(t);
    const answer = await stranger.agent.request('POST', `/api/clients/${id}/allergies/confirm`);
    expect(answer.status).toBe(404);
    expect((await owner.agent.request('GET', `/api/clients/${id}`)).json.allergiesReview).not.toBeNull();
  });

  it('is settled by saving the client too', async () => {
    const { owner, id } = await migratedClient();
    const saved = await owner.agent.request('PUT', `/api/clients/${id}`, {
      body: { firstName: 'Review', lastName: 'Me', allergies: ['tree-nuts', 'kiwi'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ allergies: ['tree-nuts', 'kiwi'], allergiesReview: null });
  });
});
