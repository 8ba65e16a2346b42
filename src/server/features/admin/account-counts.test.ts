import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';

// The admin user list and the platform totals read each account's client and plan counts from account_counts,
// which triggers keep in the transaction of every change (migration 0015). These tests change clients and plans
// every way they can change, through the API and in SQL as an operator or another process would, and expect both
// admin answers to agree with a count of the rows themselves after each change.
let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAgent(t, { firstName: 'Ada' });
});
afterAll(async () => {
  await t.close();
});

async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** What the admin screens show against the rows counted now; also that every account has exactly one counts row. */
async function expectCountsOfRows() {
  const truth = await rowsOf<{ id: string; clients: number; plans: number }>(sql`
    select u.id, (select count(*)::int from clients c where c.user_id = u.id) as clients,
           (select count(*)::int from meal_plans p where p.user_id = u.id) as plans
    from users u order by u.id`);
  const listed = (await admin.agent.request('GET', '/api/admin/users')).json as {
    id: string;
    clientCount: number;
    mealPlanCount: number;
  }[];
  expect(
    listed
      .map((user) => ({ id: user.id, clients: user.clientCount, plans: user.mealPlanCount }))
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
  ).toEqual(truth);
  const stats = (await admin.agent.request('GET', '/api/admin/stats')).json;
  expect(stats.totalClients).toBe(truth.reduce((sum, user) => sum + user.clients, 0));
  expect(stats.totalMealPlans).toBe(truth.reduce((sum, user) => sum + user.plans, 0));
  const [{ orphans, users }] = await rowsOf<{ orphans: number; users: number }>(sql`
    select (select count(*)::int from account_counts a where not exists (select 1 from users u where u.id = a.user_id)) as orphans,
           (select count(*)::int from users u where (select count(*) from account_counts a where a.user_id = u.id) <> 1) as users`);
  expect({ orphans, users }).toEqual({ orphans: 0, users: 0 });
  return truth;
}

const countsOf = (truth: { id: string; clients: number; plans: number }[], id: string) =>
  truth.find((user) => user.id === id);

describe('account counts on the admin screens', () => {
  it('match the rows after changes through the API, in SQL, moved between accounts, rolled back and cascaded', async () => {
    const dana = await registerAgent(t);
    const eli = await registerAgent(t);
    expect(countsOf(await expectCountsOfRows(), dana.user.id)).toEqual({ id: dana.user.id, clients: 0, plans: 0 });

    const created = [];
    for (const lastName of ['Ames', 'Bose']) {
      const response = await dana.agent.request('POST', '/api/clients', { body: { firstName: 'Kim', lastName } });
      expect(response.status).toBe(201);
      created.push(response.json.id as string);
    }
    const plan = await dana.agent.request('POST', '/api/meal-plans', {
      body: { name: 'First week', clientId: created[0], startDate: '2026-03-02', endDate: '2026-03-08' },
    });
    expect(plan.status).toBe(201);
    expect(countsOf(await expectCountsOfRows(), dana.user.id)).toMatchObject({ clients: 2, plans: 1 });

    // One statement for two accounts, as an import script would write them.
    await t.deps.db.execute(sql`
      insert into clients (user_id, first_name, last_name)
      select u, 'Bulk', 'Client ' || n from unnest(array[${dana.user.id}::uuid, ${eli.user.id}::uuid, ${eli.user.id}::uuid]) with ordinality as x(u, n)`);
    let truth = await expectCountsOfRows();
    expect(countsOf(truth, dana.user.id)).toMatchObject({ clients: 3, plans: 1 });
    expect(countsOf(truth, eli.user.id)).toMatchObject({ clients: 2, plans: 0 });

    // A client handed to a colleague in SQL (the app never moves one, an operator might).
    await t.deps.db.execute(sql`update clients set user_id = ${eli.user.id} where id = ${created[1]}`);
    // An edit that moves nothing changes no count.
    await t.deps.db.execute(sql`update clients set notes = 'Seen' where user_id = ${eli.user.id}`);
    truth = await expectCountsOfRows();
    expect(countsOf(truth, dana.user.id)).toMatchObject({ clients: 2 });
    expect(countsOf(truth, eli.user.id)).toMatchObject({ clients: 3 });

    // Rows written by a transaction that then fails are not counted.
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into clients (user_id, first_name, last_name) values (${eli.user.id}, 'Gone', 'Again')`,
        );
        await tx.execute(
          sql`insert into meal_plans (user_id, name, start_date, end_date) values (${eli.user.id}, 'Gone', '2026-03-02', '2026-03-08')`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(countsOf(await expectCountsOfRows(), eli.user.id)).toMatchObject({ clients: 3, plans: 0 });

    expect((await dana.agent.request('DELETE', `/api/meal-plans/${plan.json.id}`)).status).toBe(204);
    expect((await dana.agent.request('DELETE', `/api/clients/${created[0]}`)).status).toBe(204);
    expect(countsOf(await expectCountsOfRows(), dana.user.id)).toMatchObject({ clients: 1, plans: 0 });

    // An account deleted with everything it owns (by cascade) leaves no counts behind.
    await t.deps.db.execute(
      sql`insert into meal_plans (user_id, name, start_date, end_date) values (${eli.user.id}, 'Later', '2026-04-06', '2026-04-12')`,
    );
    expect(countsOf(await expectCountsOfRows(), eli.user.id)).toMatchObject({ clients: 3, plans: 1 });
    await t.deps.db.execute(sql`delete from users where id = ${eli.user.id}`);
    expect(countsOf(await expectCountsOfRows(), eli.user.id)).toBeUndefined();
  });

  it('count nothing after the tables are emptied with TRUNCATE', async () => {
    const fay = await registerAgent(t);
    expect(
      (await fay.agent.request('POST', '/api/clients', { body: { firstName: 'Lee', lastName: 'Chan' } })).status,
    ).toBe(201);
    expect(countsOf(await expectCountsOfRows(), fay.user.id)).toMatchObject({ clients: 1 });
    // Emptying clients empties every table that references them too (plans among them).
    await t.deps.db.execute(sql`truncate clients cascade`);
    const truth = await expectCountsOfRows();
    expect(truth.every((user) => user.clients === 0 && user.plans === 0)).toBe(true);
  });
});
