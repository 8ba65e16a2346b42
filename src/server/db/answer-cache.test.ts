import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../tests/support/test-app.ts';
import { activityLog } from './schema.ts';

// The client list and the plan page are answered from memory while the data they show is unchanged
// (answer-cache.ts). These tests change that data every way it can change (through the API, and straight in
// the database as another app process or an operator would) and expect the very next read to show it.

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAgent>>;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  admin = await registerAgent(t); // the first account is the administrator
});
afterAll(async () => {
  await t.close();
});

type Agent = Awaited<ReturnType<typeof registerAgent>>['agent'];

const exec = (query: ReturnType<typeof sql>) => t.deps.db.execute(query);
const lastNames = async (agent: Agent) =>
  ((await agent.request('GET', '/api/clients')).json as { lastName: string }[]).map((client) => client.lastName);

/** A plan of one day for a new client, with `recipeId` for breakfast. */
async function planWith(agent: Agent, recipeId: string, client: Record<string, unknown> = {}) {
  const created = (
    await agent.request('POST', '/api/clients', { body: { firstName: 'Iris', lastName: 'Okafor', ...client } })
  ).json;
  const plan = (
    await agent.request('POST', '/api/meal-plans', {
      body: { name: 'Trial day', clientId: created.id, startDate: '2026-05-04', endDate: '2026-05-04' },
    })
  ).json;
  const saved = await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
    body: { meals: { breakfast: { recipeId, servings: 1 } } },
  });
  expect(saved.status).toBe(200);
  return { client: created, plan };
}

async function breakfastOf(agent: Agent, planId: string) {
  const page = await agent.request('GET', `/api/meal-plans/${planId}`);
  expect(page.status).toBe(200);
  return page.json.days[0].meals.breakfast as { recipeName: string | null; conflicts: string[] };
}

const oats = {
  name: 'Overnight oats',
  instructions: 'Stir the oats into the milk and leave overnight.',
  servings: 1,
  ingredients: [
    { name: 'Rolled oats', amount: 50, unit: 'g', fdcId: 8120 },
    { name: 'Whole milk', amount: 200, unit: 'ml', fdcId: 1077 },
  ],
};

describe('answers kept in memory', () => {
  it('the client list shows every change at once, made through the API or straight in the database', async () => {
    const { agent } = await registerAgent(t);
    expect(await lastNames(agent)).toEqual([]);

    const ada = (await agent.request('POST', '/api/clients', { body: { firstName: 'Ada', lastName: 'Mensah' } })).json;
    expect(await lastNames(agent)).toEqual(['Mensah']);
    expect(await lastNames(agent)).toEqual(['Mensah']);

    expect(
      (await agent.request('PUT', `/api/clients/${ada.id}`, { body: { firstName: 'Ada', lastName: 'Mensah-Boateng' } }))
        .status,
    ).toBe(200);
    expect(await lastNames(agent)).toEqual(['Mensah-Boateng']);

    // As another app process (or an operator's SQL) would change it: no request of this process is involved.
    await exec(sql`update clients set last_name = 'Boateng', health_goals = 'Walk to work' where id = ${ada.id}`);
    const listed = (await agent.request('GET', '/api/clients')).json;
    expect(
      listed.map((client: { lastName: string; healthGoals: string }) => [client.lastName, client.healthGoals]),
    ).toEqual([['Boateng', 'Walk to work']]);

    await exec(sql`insert into clients (user_id, first_name, last_name) values (${ada.userId}, 'Kwame', 'Asante')`);
    expect((await lastNames(agent)).sort()).toEqual(['Asante', 'Boateng']);

    expect((await agent.request('DELETE', `/api/clients/${ada.id}`)).status).toBe(204);
    expect(await lastNames(agent)).toEqual(['Asante']);
    await exec(sql`delete from clients where user_id = ${ada.userId}`);
    expect(await lastNames(agent)).toEqual([]);
  });

  it('the meal plans list shows every change at once: its plans and the names of their clients', async () => {
    const { agent } = await registerAgent(t);
    const summaries = async () =>
      (await agent.request('GET', '/api/meal-plans?view=summary')).json as Record<string, unknown>[];
    expect(await summaries()).toEqual([]);

    const created = (await agent.request('POST', '/api/clients', { body: { firstName: 'Iris', lastName: 'Okafor' } }))
      .json;
    const plan = (
      await agent.request('POST', '/api/meal-plans', {
        body: { name: 'Week one', clientId: created.id, startDate: '2026-05-04', endDate: '2026-05-10' },
      })
    ).json;
    const [listed] = await summaries();
    // The same fields, in the same form, as the whole plan (the list is built as JSON by the database).
    expect(listed).toEqual({
      id: plan.id,
      clientId: created.id,
      clientName: 'Iris Okafor',
      name: 'Week one',
      description: null,
      startDate: '2026-05-04',
      endDate: '2026-05-10',
      status: 'active',
      targetCalories: null,
      shareToken: plan.shareToken,
      shareExpiresAt: null,
      createdAt: plan.createdAt,
    });

    // As another app process (or an operator's SQL) would change them.
    await exec(sql`update clients set last_name = 'Okafor-Bello' where id = ${created.id}`);
    expect((await summaries())[0].clientName).toBe('Iris Okafor-Bello');
    await exec(
      sql`update meal_plans set status = 'completed', share_expires_at = '2026-06-01T10:00:00.123Z' where id = ${plan.id}`,
    );
    expect(await summaries()).toMatchObject([{ status: 'completed', shareExpiresAt: '2026-06-01T10:00:00.123Z' }]);
    await exec(
      sql`insert into meal_plans (user_id, name, start_date, end_date, created_at) values (${created.userId}, 'Later', '2026-06-01', '2026-06-07', now() + interval '1 minute')`,
    );
    expect((await summaries()).map((summary) => [summary.name, summary.clientName])).toEqual([
      ['Later', null],
      ['Week one', 'Iris Okafor-Bello'],
    ]);

    await exec(sql`update meal_plans set client_id = null where id = ${plan.id}`);
    expect((await summaries()).map((summary) => summary.clientName)).toEqual([null, null]);
    expect((await agent.request('DELETE', `/api/meal-plans/${plan.id}`)).status).toBe(204);
    expect((await summaries()).map((summary) => summary.name)).toEqual(['Later']);

    // Erasing a client takes their plans with them (issue 38), and the list shows it at once.
    await agent.request('POST', '/api/meal-plans', {
      body: { name: 'Week two', clientId: created.id, startDate: '2026-05-11', endDate: '2026-05-17' },
    });
    expect((await summaries()).map((summary) => summary.name).sort()).toEqual(['Later', 'Week two']);
    expect((await agent.request('DELETE', `/api/clients/${created.id}`)).status).toBe(204);
    expect((await summaries()).map((summary) => summary.name)).toEqual(['Later']);
  });

  it('keeps each practice to its own answers, and a signed-out cookie gets nothing from memory', async () => {
    const owner = await registerAgent(t);
    const other = await registerAgent(t);
    await owner.agent.request('POST', '/api/clients', { body: { firstName: 'Lena', lastName: 'Fischer' } });
    const recipe = (await owner.agent.request('POST', '/api/recipes', { body: oats })).json;
    const { plan } = await planWith(owner.agent, recipe.id);
    expect((await lastNames(owner.agent)).sort()).toEqual(['Fischer', 'Okafor']);
    await breakfastOf(owner.agent, plan.id);

    expect(await lastNames(other.agent)).toEqual([]);
    expect((await other.agent.request('GET', `/api/meal-plans/${plan.id}`)).status).toBe(404);

    const cookie = owner.agent.cookie;
    expect((await owner.agent.request('POST', '/api/auth/logout')).status).toBe(204);
    owner.agent.cookie = cookie;
    expect((await owner.agent.request('GET', '/api/clients')).status).toBe(401);
    expect((await owner.agent.request('GET', `/api/meal-plans/${plan.id}`)).status).toBe(401);
  });

  it('writes an audit row for every read of the client list and the plan page, answered from memory or not', async () => {
    const { agent, user } = await registerAgent(t);
    const recipe = (await agent.request('POST', '/api/recipes', { body: oats })).json;
    const { plan } = await planWith(agent, recipe.id);
    for (let read = 0; read < 3; read++) {
      expect((await agent.request('GET', '/api/clients')).status).toBe(200);
      expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).status).toBe(200);
    }
    const rows = async (action: string) =>
      (
        await t.deps.db
          .select({ summary: activityLog.summary, entityId: activityLog.entityId })
          .from(activityLog)
          .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, action)))
      ).map((row) => `${row.summary} ${row.entityId ?? ''}`.trim());
    expect(await rows('client.listed')).toEqual(Array(3).fill('Viewed the client list (1 clients)'));
    expect(await rows('meal_plan.viewed')).toEqual(Array(3).fill(`Viewed meal plan Trial day ${plan.id}`));
    // Another practice asking for the plan is refused, and leaves no row saying it viewed it.
    const other = await registerAgent(t);
    expect((await other.agent.request('GET', `/api/meal-plans/${plan.id}`)).status).toBe(404);
    const viewedByOther = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, other.user.id), eq(activityLog.action, 'meal_plan.viewed')));
    expect(viewedByOther).toEqual([]);
  });

  it('the plan page shows changes to its days, its client, and the practitioner’s own recipes at once', async () => {
    const { agent } = await registerAgent(t);
    const recipe = (await agent.request('POST', '/api/recipes', { body: oats })).json;
    const { client, plan } = await planWith(agent, recipe.id);
    expect(await breakfastOf(agent, plan.id)).toMatchObject({ recipeName: 'Overnight oats', conflicts: [] });

    expect(
      (await agent.request('PUT', `/api/recipes/${recipe.id}`, { body: { ...oats, name: 'Bircher muesli' } })).status,
    ).toBe(200);
    expect(await breakfastOf(agent, plan.id)).toMatchObject({ recipeName: 'Bircher muesli' });

    // The client's restrictions drive the plan's warnings: milk is not vegan.
    expect(
      (
        await agent.request('PUT', `/api/clients/${client.id}`, {
          body: { firstName: 'Iris', lastName: 'Okafor', dietaryRestrictions: ['Vegan'] },
        })
      ).status,
    ).toBe(200);
    expect((await breakfastOf(agent, plan.id)).conflicts).not.toEqual([]);

    await exec(sql`update meal_plan_days set meals = '{}'::jsonb where meal_plan_id = ${plan.id}`);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.days[0].meals.breakfast).toBeNull();

    expect((await agent.request('DELETE', `/api/meal-plans/${plan.id}`)).status).toBe(204);
    expect((await agent.request('GET', `/api/meal-plans/${plan.id}`)).status).toBe(404);
  });

  it('the plan page shows changes to recipes and foods other practices share', async () => {
    const { agent } = await registerAgent(t);
    const author = await registerAgent(t);

    // A catalogue recipe (no owner), edited straight in the database.
    const [catalogued] = (
      (await exec(
        sql`insert into recipes (name, instructions, ingredients, servings) values ('Miso soup', 'Whisk the miso into hot water.', '[]'::jsonb, 1) returning id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const fromCatalogue = await planWith(agent, catalogued.id);
    expect((await breakfastOf(agent, fromCatalogue.plan.id)).recipeName).toBe('Miso soup');
    await exec(sql`update recipes set name = 'White miso soup' where id = ${catalogued.id}`);
    expect((await breakfastOf(agent, fromCatalogue.plan.id)).recipeName).toBe('White miso soup');

    // Another practitioner's public recipe: renamed by its author, then made private (then it is not shown).
    const shared = (
      await author.agent.request('POST', '/api/recipes', { body: { ...oats, name: 'Chia pudding', isPublic: true } })
    ).json;
    const fromColleague = await planWith(agent, shared.id);
    expect((await breakfastOf(agent, fromColleague.plan.id)).recipeName).toBe('Chia pudding');
    expect(
      (
        await author.agent.request('PUT', `/api/recipes/${shared.id}`, {
          body: { ...oats, name: 'Coconut chia pudding', isPublic: true },
        })
      ).status,
    ).toBe(200);
    expect((await breakfastOf(agent, fromColleague.plan.id)).recipeName).toBe('Coconut chia pudding');
    expect(
      (
        await author.agent.request('PUT', `/api/recipes/${shared.id}`, {
          body: { ...oats, name: 'Coconut chia pudding', isPublic: false },
        })
      ).status,
    ).toBe(200);
    expect((await breakfastOf(agent, fromColleague.plan.id)).recipeName).toBeNull();

    // A FoodData Central food revised in place: the warning screen reads its description and group.
    await exec(
      sql`insert into foods (id, source, description, food_group) values (2990001, 'fdc', 'Black beans, cooked', 'Legumes and Legume Products')`,
    );
    const burrito = (
      await agent.request('POST', '/api/recipes', {
        body: {
          name: 'Bean burrito',
          instructions: 'Fill the tortilla.',
          servings: 1,
          ingredients: [
            { name: 'Filling', amount: 120, unit: 'g', fdcId: 2990001 },
            { name: 'Tortilla', amount: 1, unit: 'piece' },
          ],
        },
      })
    ).json;
    const fromFoods = await planWith(agent, burrito.id, { dietaryRestrictions: ['Vegetarian'] });
    expect((await breakfastOf(agent, fromFoods.plan.id)).conflicts).toEqual([]);
    await exec(
      sql`update foods set description = 'Beef, ground, cooked', food_group = 'Beef Products' where id = 2990001`,
    );
    expect((await breakfastOf(agent, fromFoods.plan.id)).conflicts).not.toEqual([]);
  });

  it('every table is either watched by the version triggers or named here as shown in no kept answer', async () => {
    // Adding a table means deciding: give it the triggers (migration 0005 shows how) or add it to this list.
    // idempotency_keys holds answers to creates for replay, never read to compute a kept answer. The portal's
    // accounts, check-ins, measurements, food diary and water are read fresh by the portal and the progress and intake
    // calls, never kept; so are plan
    // templates, by their own calls.
    const notInAnswers = [
      'activity_log',
      'client_check_ins',
      'client_diary_meals',
      'client_measurements',
      'client_water_logs',
      'data_loads',
      'data_versions',
      'email_log',
      'idempotency_keys',
      'password_reset_tokens',
      'plan_templates',
      'portal_accounts',
      'portal_sessions',
      'portal_shopping_ticks',
      'rate_limits',
      'sessions',
      'stripe_events',
    ];
    const { rows } = (await exec(sql`
      select c.relname as name,
        array(select t.tgname::text from pg_trigger t where t.tgrelid = c.oid and t.tgname like '%\_version\_%' order by t.tgname) as triggers
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`)) as unknown as {
      rows: { name: string; triggers: string[] }[];
    };
    for (const { name, triggers } of rows) {
      const expected = notInAnswers.includes(name)
        ? []
        : ['delete', 'insert', 'truncate', 'update'].map((event) => `${name}_version_${event}`);
      expect(triggers, name).toEqual(expected);
    }
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(notInAnswers));
  });

  it('gives every new practitioner a version from the start (without one, nothing of theirs would be kept)', async () => {
    const { user } = await registerAgent(t);
    const { rows } = (await exec(
      sql`select scope from data_versions where scope in (${user.id}, 'shared') order by scope`,
    )) as unknown as { rows: { scope: string }[] };
    expect(rows.map((row) => row.scope).sort()).toEqual([user.id, 'shared'].sort());
  });

  it("the recipes list shows every change at once: own recipes, the catalogue in SQL, and colleagues' public ones", async () => {
    const { agent } = await registerAgent(t);
    const { agent: colleague } = await registerAgent(t);
    const names = async (path = '/api/recipes') =>
      ((await agent.request('GET', path)).json as { name: string }[]).map((recipe) => recipe.name);
    const own = (await agent.request('POST', '/api/recipes', { body: oats })).json;
    expect(await names()).toContain('Overnight oats');
    expect(await names()).toContain('Overnight oats');

    expect(
      (await agent.request('PUT', `/api/recipes/${own.id}`, { body: { ...oats, name: 'Bircher muesli' } })).status,
    ).toBe(200);
    expect(await names()).toContain('Bircher muesli');
    expect(await names('/api/recipes?view=summary&include=ingredientNames')).toContain('Bircher muesli');
    expect(await names('/api/recipes?view=summary')).toContain('Bircher muesli');

    const [catalogued] = (
      (await exec(
        sql`insert into recipes (name, instructions, ingredients, servings) values ('Green tea', 'Steep.', '[]'::jsonb, 1) returning id`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    expect(await names()).toContain('Green tea');
    await exec(sql`update recipes set name = 'Sencha' where id = ${catalogued.id}`);
    expect(await names()).toContain('Sencha');

    const shared = (
      await colleague.request('POST', '/api/recipes', { body: { ...oats, name: 'Chia pudding', isPublic: true } })
    ).json;
    expect(await names()).toContain('Chia pudding');
    expect(
      (
        await colleague.request('PUT', `/api/recipes/${shared.id}`, {
          body: { ...oats, name: 'Chia pudding', isPublic: false },
        })
      ).status,
    ).toBe(200);
    expect(await names()).not.toContain('Chia pudding');

    await exec(sql`delete from recipes where id in (${own.id}, ${catalogued.id})`);
    expect(await names()).not.toContain('Bircher muesli');
    expect(await names()).not.toContain('Sencha');
  });

  it("the administrators' user list shows every change at once: sign-ups, counts, roles, locks and subscriptions", async () => {
    interface Listed {
      id: string;
      email: string;
      role: string;
      subscriptionStatus: string;
      lockedUntil: string | null;
      lastLoginAt: string | null;
      clientCount: number;
      mealPlanCount: number;
    }
    const listed = async () => {
      const response = await admin.agent.request('GET', '/api/admin/users');
      expect(response.status).toBe(200);
      return response.json as Listed[];
    };
    const accountOf = async (id: string) => (await listed()).find((user) => user.id === id);

    const before = (await listed()).length;
    const { agent, user, input } = await registerAgent(t);
    expect(await listed()).toHaveLength(before + 1);
    expect(await accountOf(user.id)).toMatchObject({ email: input.email, clientCount: 0, mealPlanCount: 0 });

    const client = (await agent.request('POST', '/api/clients', { body: { firstName: 'Noor', lastName: 'Haddad' } }))
      .json;
    expect(await accountOf(user.id)).toMatchObject({ clientCount: 1, mealPlanCount: 0 });
    await agent.request('POST', '/api/meal-plans', {
      body: { name: 'First week', clientId: client.id, startDate: '2026-05-04', endDate: '2026-05-10' },
    });
    expect(await accountOf(user.id)).toMatchObject({ clientCount: 1, mealPlanCount: 1 });
    // As another app process would: no request of this one is involved.
    await exec(sql`insert into clients (user_id, first_name, last_name) values (${user.id}, 'Omar', 'Haddad')`);
    expect(await accountOf(user.id)).toMatchObject({ clientCount: 2, mealPlanCount: 1 });
    await exec(sql`delete from clients where user_id = ${user.id}`);
    expect(await accountOf(user.id)).toMatchObject({ clientCount: 0, mealPlanCount: 1 });
    // Even a count an operator corrects by hand.
    await exec(sql`update account_counts set meal_plans = 7 where user_id = ${user.id}`);
    expect(await accountOf(user.id)).toMatchObject({ mealPlanCount: 7 });

    t.clock.advance(60_000);
    const signedIn = await createAgent(t).request('POST', '/api/auth/login', {
      body: { username: input.username, password: input.password },
    });
    expect(signedIn.status).toBe(200);
    expect((await accountOf(user.id))?.lastLoginAt).toBe(t.clock.now().toISOString());

    // Suspended by the payment provider's webhook, locked out after failed sign-ins, made an administrator.
    await exec(sql`update users set subscription_status = 'past_due' where id = ${user.id}`);
    expect(await accountOf(user.id)).toMatchObject({ subscriptionStatus: 'past_due' });
    await exec(sql`update users set locked_until = '2030-01-01T00:00:00Z' where id = ${user.id}`);
    expect((await accountOf(user.id))?.lockedUntil).toBe('2030-01-01T00:00:00.000Z');
    const promoted = await admin.agent.request('PUT', `/api/admin/users/${user.id}/role`, { body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(await accountOf(user.id)).toMatchObject({ role: 'admin' });

    await exec(sql`delete from users where id = ${user.id}`);
    expect(await accountOf(user.id)).toBeUndefined();
    expect(await listed()).toHaveLength(before);
  });

  it('a TRUNCATE, which names no rows, still reaches every kept answer', async () => {
    const { agent } = await registerAgent(t);
    await agent.request('POST', '/api/clients', { body: { firstName: 'Sven', lastName: 'Lund' } });
    expect(await lastNames(agent)).toEqual(['Lund']);
    await exec(sql`truncate clients cascade`);
    expect(await lastNames(agent)).toEqual([]);
  });
});
