// The practice data the tenancy matrix and the fuzzer work on: an admin and two practitioners, each with one of
// every record the API can create, all made through the API itself. Also the few helpers both tests share.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../src/server/app-env.ts';
import { createApp } from '../../src/server/app.ts';
import { errorCodeForStatus, errorCodes } from '../../src/shared/schemas/common.ts';
import { createStripePaymentProvider } from '../../src/server/providers/payments/stripe-payment-provider.ts';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.ts';
import { createTestApp, registerAgent, type TestApp, type TestAppOptions } from '../support/test-app.ts';
import { pngImage } from '../support/test-images.ts';

export type ActorName = 'anonymous' | 'owner' | 'other' | 'admin';
export const actorNames: ActorName[] = ['anonymous', 'owner', 'other', 'admin'];

/**
 * Clients signed in to the portal (decision 0021): the owner's own client, another client of the same practice,
 * and a client of the other practice. Each has an active plan covering the fixture's today.
 */
export type PortalActorName = 'client' | 'sibling' | 'foreignClient';
export const portalActorNames: PortalActorName[] = ['client', 'sibling', 'foreignClient'];

/** The kinds of practice record a route can name by id. */
export type RecordKind = 'client' | 'recipe' | 'mealPlan' | 'report' | 'upload' | 'planTemplate' | 'food';
export const recordKinds: RecordKind[] = ['client', 'recipe', 'mealPlan', 'report', 'upload', 'planTemplate', 'food'];

/** One practice's records, by kind, plus its plan's share token. */
export type PracticeRecords = Record<RecordKind, string> & {
  shareToken: string;
  /** a portal client's own food-diary record (portal clients only): the one DELETE /api/portal/diary/{id} removes */
  diaryMeal?: string;
};

export interface Practice {
  name: ActorName | PortalActorName;
  userId: string;
  username: string;
  password: string;
  cookie: string;
  records: PracticeRecords;
  /** Text that only this practice's records carry: it must never show up in another practice's answers. */
  markers: Record<RecordKind, string[]>;
}

/** What every route's request may draw on besides the caller's own records. */
export interface SharedFixture {
  /** A catalogue recipe (shared, owned by nobody) and its illustration's file name. */
  catalogueRecipeId: string;
  catalogueImageFile: string;
  /** A USDA food id the ingredients point at. */
  foodId: number;
  /** A practitioner the admin may change the role of, so no actor's own rights move. */
  spareUserId: string;
  /** Credentials of an account that only the sign-in route uses. */
  login: { username: string; password: string };
  /** Fresh text for values that must be unique (usernames, e-mail addresses). */
  unique(): string;
  /** A Stripe event signed for this server's webhook endpoint. */
  stripeEvent(type: string, object: Record<string, unknown>): { payload: string; signature: string };
  /** The portal clients' today (the test clock's date) and an item of their plans' shopping list (all the same recipe). */
  portal: { today: string; shoppingItem: string };
}

export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** JSON body */
  body?: unknown;
  /** A body that is not JSON (an image upload, a webhook's exact bytes), with its content type. */
  raw?: { body: Uint8Array | string; contentType: string };
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export interface SecurityFixture {
  t: TestApp;
  stripe: StripeStandIn;
  owner: Practice;
  other: Practice;
  admin: Practice;
  /** Portal sessions: `records.client` is the client's own record, `records.mealPlan` their current plan. */
  portal: Record<PortalActorName, Practice>;
  shared: SharedFixture;
  /** A new record of this kind for the practice (for calls that use one up, like DELETE). */
  freshRecord(practice: Practice, kind: RecordKind): Promise<string>;
  /** A new session of the practice, for calls that end the session they are made with. */
  freshSession(practice: Practice): Promise<string>;
  /** Puts the practice on a running (paid) subscription, as Stripe's webhooks would report it. */
  activateSubscription(practice: Practice): Promise<void>;
  /** A new signed-in practitioner with no records, for calls that change the caller's own password. */
  freshAccount(): Promise<Practice>;
  close(): Promise<void>;
}

/**
 * The app's route table: every method and path it answers under /api, `:param` written as `{param}` like the
 * OpenAPI document. Read from Hono's own list, which holds every route (also those outside OpenAPI, like the
 * docs files); middleware (method ALL on wildcard paths) is left out.
 */
export function listApiRoutes(): { key: string; method: string; path: string; params: string[] }[] {
  // Registering routes touches no dependency: a bare app is enough to read its table.
  const app = createApp({ config: {} } as unknown as AppDeps);
  const seen = new Map<string, { key: string; method: string; path: string; params: string[] }>();
  for (const route of app.routes) {
    if (!route.path.startsWith('/api') || route.path.includes('*')) continue;
    const path = route.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
    const key = `${route.method} ${path}`;
    if (!seen.has(key))
      seen.set(key, {
        key,
        method: route.method,
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]),
      });
  }
  return [...seen.values()];
}

export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for path parameter ${name} of ${path}`);
    return encodeURIComponent(params[name]);
  });
}

/** One request, in process, with a fixed cookie (never one the answer sets). */
export async function send(
  t: TestApp,
  method: string,
  path: string,
  options: {
    cookie?: string | null;
    body?: unknown;
    raw?: { body: Uint8Array | string | ReadableStream; contentType?: string };
    headers?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: Uint8Array | string | ReadableStream | undefined;
  if (options.raw) {
    body = options.raw.body;
    if (options.raw.contentType !== undefined) headers['content-type'] ??= options.raw.contentType;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (typeof body === 'string') headers['content-length'] ??= String(Buffer.byteLength(body));
  else if (body instanceof Uint8Array) headers['content-length'] ??= String(body.byteLength);
  if (options.cookie) headers.cookie = options.cookie;
  const search = options.query && Object.keys(options.query).length ? `?${new URLSearchParams(options.query)}` : '';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body: body as BodyInit | undefined };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const response = await t.app.request(`http://localhost${path}${search}`, init);
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The error body every non-2xx answer carries: exactly {message, errors[{path, message}]}. */
export function errorBodyProblem(answer: Answer): string | null {
  const type = answer.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) return `content type ${type || '(none)'}`;
  const body = answer.json;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `body ${answer.text.slice(0, 200)}`;
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,errors,message') return `keys ${keys}`;
  if (!errorCodes.includes(body.code)) return `code ${String(body.code)}`;
  // The code agrees with the status: a failed validation is a 400 naming its fields, anything else the status's own code.
  const expectedCode =
    body.code === 'VALIDATION_FAILED' && answer.status === 400 && body.errors.length > 0
      ? 'VALIDATION_FAILED'
      : errorCodeForStatus(answer.status);
  if (body.code !== expectedCode) return `code ${body.code} for status ${answer.status}`;
  if (typeof body.message !== 'string' || body.message.length === 0) return 'message is not a non-empty string';
  if (!Array.isArray(body.errors)) return 'errors is not an array';
  for (const item of body.errors) {
    if (
      !item ||
      typeof item !== 'object' ||
      typeof item.path !== 'string' ||
      typeof item.message !== 'string' ||
      Object.keys(item).length !== 2
    ) {
      return `errors item ${JSON.stringify(item)}`;
    }
  }
  return null;
}

export interface FixtureOptions {
  /** Extra options for the test app (the fuzzer raises the sign-in rate limit). */
  app?: TestAppOptions;
}

export async function createSecurityFixture(options: FixtureOptions = {}): Promise<SecurityFixture> {
  const stripe = await startStripeStandIn();
  const t = await createTestApp({
    withCatalogue: true,
    payments: createStripePaymentProvider({
      secretKey: stripe.secretKey,
      priceId: stripe.priceId,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      apiBaseUrl: stripe.url,
    }),
    ...options.app,
  });

  const foodId = 9003; // Apples, raw, with skin (USDA SR28)
  const [catalogue] = (await rows(
    t,
    sql`select id, catalogue_key from recipes where catalogue_key is not null order by catalogue_key limit 1`,
  )) as { id: string; catalogue_key: string }[];
  if (!catalogue) throw new Error('the recipe catalogue is not loaded');

  async function call(
    cookie: string,
    method: string,
    path: string,
    body?: unknown,
    raw?: { body: Uint8Array; contentType: string },
  ) {
    const answer = await send(t, method, path, { cookie, body, raw });
    if (answer.status >= 300) throw new Error(`fixture: ${method} ${path} answered ${answer.status} ${answer.text}`);
    return answer.json;
  }

  async function createRecord(
    practice: Omit<Practice, 'records'> & { records?: Partial<PracticeRecords> },
    kind: RecordKind,
    tag = '',
  ): Promise<string> {
    const marks = practice.markers;
    const records = practice.records ?? {};
    switch (kind) {
      case 'upload': {
        const upload = await call(practice.cookie, 'POST', '/api/users/me/logo', undefined, {
          body: new Uint8Array(pngImage(32, 32)),
          contentType: 'image/png',
        });
        await call(practice.cookie, 'PUT', '/api/users/me/branding', {
          businessName: `Practice ${practice.name}`,
          businessLogo: upload.url,
          brandColorPrimary: '#0f766e',
          brandColorSecondary: '#f59e0b',
        });
        return upload.id;
      }
      case 'client':
        return (await call(practice.cookie, 'POST', '/api/clients', clientBody(marks.client[0] + tag))).id;
      case 'recipe':
        return (await call(practice.cookie, 'POST', '/api/recipes', recipeBody(marks.recipe[0] + tag, foodId))).id;
      case 'mealPlan': {
        const plan = await call(
          practice.cookie,
          'POST',
          '/api/meal-plans',
          mealPlanBody(marks.mealPlan[0] + tag, records.client ?? null),
        );
        if (records.recipe)
          await call(practice.cookie, 'PUT', `/api/meal-plans/${plan.id}/days/1`, {
            meals: { breakfast: { recipeId: records.recipe, servings: 1 } },
          });
        return plan.id;
      }
      case 'report':
        return (
          await call(practice.cookie, 'POST', '/api/reports', {
            clientId: records.client,
            mealPlanId: records.mealPlan ?? null,
            title: marks.report[0] + tag,
            type: 'client_report',
          })
        ).id;
      case 'planTemplate':
        return (
          await call(practice.cookie, 'POST', '/api/plan-templates', {
            fromMealPlanId: records.mealPlan,
            name: marks.planTemplate[0] + tag,
          })
        ).id;
      case 'food':
        // "apple" in its name: the practice's own search for apple lists it, another practice's must not.
        return String(
          (await call(practice.cookie, 'POST', '/api/foods', customFoodBody(`${marks.food[0]}${tag} apple bar`))).id,
        );
    }
  }

  async function createPractice(name: ActorName): Promise<Practice> {
    const { agent, user, input } = await registerAgent(t);
    const mark = randomBytes(5).toString('hex');
    const practice: Omit<Practice, 'records'> & { records: Partial<PracticeRecords> } = {
      name,
      userId: user.id,
      username: input.username!,
      password: input.password!,
      cookie: agent.cookie!,
      // Names only this practice uses, so a leak of them into someone else's answer is unmistakable.
      markers: {
        client: [`Cl${mark}`],
        recipe: [`Rc${mark}`],
        mealPlan: [`Pl${mark}`],
        report: [`Rp${mark}`],
        upload: [],
        planTemplate: [`Tp${mark}`],
        food: [`Fd${mark}`],
      },
      records: {},
    };
    practice.records.upload = await createRecord(practice, 'upload');
    practice.records.client = await createRecord(practice, 'client');
    practice.records.recipe = await createRecord(practice, 'recipe');
    practice.records.mealPlan = await createRecord(practice, 'mealPlan');
    practice.records.report = await createRecord(practice, 'report');
    practice.records.planTemplate = await createRecord(practice, 'planTemplate');
    practice.records.food = await createRecord(practice, 'food');
    const plan = await call(practice.cookie, 'GET', `/api/meal-plans/${practice.records.mealPlan}`);
    practice.records.shareToken = plan.shareToken;
    // an e-mail of the practice's own in the outbox log
    await call(practice.cookie, 'POST', `/api/meal-plans/${practice.records.mealPlan}/email-shopping-list`, {
      email: `client-${mark}@example.test`,
    });
    // A food's id is a bare number, which a decimal elsewhere can contain (0.2000000001): its name marks it instead.
    for (const kind of recordKinds) if (kind !== 'food') practice.markers[kind].push(practice.records[kind]!);
    return practice as Practice;
  }

  const admin = await createPractice('admin'); // the first account is the administrator
  const owner = await createPractice('owner');
  const other = await createPractice('other');
  const spare = await registerAgent(t);
  const loginUser = await registerAgent(t);

  // ---- Portal clients ----
  const today = t.deps.clock.now().toISOString().slice(0, 10);
  async function createPortalClient(
    name: PortalActorName,
    practice: Practice,
    clientId: string,
    planName: string,
  ): Promise<Practice> {
    await call(practice.cookie, 'POST', `/api/clients/${clientId}/portal-invite`);
    // No mailbox runs here, so the fixture swaps the e-mailed token for one it knows (the e-mail path is tested
    // in src/server/features/portal/portal-access.test.ts and the portal journey).
    const token = randomBytes(32).toString('base64url');
    await t.deps.db.execute(
      sql`update portal_accounts set invite_token_hash = ${createHash('sha256').update(token).digest('hex')} where client_id = ${clientId}`,
    );
    const accepted = await send(t, 'POST', '/api/portal/accept', { body: { token, password: 'a portal passphrase' } });
    if (accepted.status !== 200) throw new Error(`fixture: accept answered ${accepted.status} ${accepted.text}`);
    const cookie = accepted.headers.get('set-cookie')!.split(';')[0];
    const plan = await call(practice.cookie, 'POST', '/api/meal-plans', {
      name: planName,
      clientId,
      startDate: today,
      endDate: addDaysTo(today, 2),
      targetCalories: 1800,
    });
    await call(practice.cookie, 'PUT', `/api/meal-plans/${plan.id}/days/1`, {
      meals: { breakfast: { recipeId: catalogue.id, servings: 2 }, lunch: { recipeId: catalogue.id, servings: 1 } },
    });
    const diary = await send(t, 'POST', '/api/portal/diary', {
      cookie,
      body: { date: today, mealType: 'dinner', entries: [{ kind: 'text', text: 'Soup at a friend’s' }] },
    });
    if (diary.status !== 200) throw new Error(`fixture: diary answered ${diary.status} ${diary.text}`);
    return {
      ...practice,
      name,
      cookie,
      records: { ...practice.records, client: clientId, mealPlan: plan.id, diaryMeal: diary.json.id as string },
    };
  }
  const siblingId = (
    await call(owner.cookie, 'POST', '/api/clients', {
      ...clientBody(`Sb${randomBytes(4).toString('hex')}`),
      notes: null,
    })
  ).id;
  const portal: Record<PortalActorName, Practice> = {
    client: await createPortalClient('client', owner, owner.records.client, `${owner.markers.mealPlan[0]} portal week`),
    sibling: await createPortalClient('sibling', owner, siblingId, 'Sibling portal week'),
    foreignClient: await createPortalClient('foreignClient', other, other.records.client, 'Foreign portal week'),
  };
  owner.markers.mealPlan.push(portal.client.records.mealPlan);
  const list = await send(t, 'GET', '/api/portal/shopping-list', { cookie: portal.client.cookie, query: { today } });
  const shoppingItem = list.json?.groups?.[0]?.items?.[0]?.key as string | undefined;
  if (!shoppingItem) throw new Error(`fixture: the portal shopping list is empty: ${list.text}`);

  let counter = 0;
  const shared: SharedFixture = {
    catalogueRecipeId: catalogue.id,
    catalogueImageFile: `${catalogue.catalogue_key}.svg`,
    foodId,
    spareUserId: spare.user.id,
    login: { username: loginUser.input.username!, password: loginUser.input.password! },
    portal: { today, shoppingItem },
    unique: () => `u${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(3).toString('hex')}`,
    stripeEvent: (type, object) => {
      const delivery = stripe.event(type, object);
      return { payload: delivery.payload, signature: delivery.signature };
    },
  };

  return {
    t,
    stripe,
    owner,
    other,
    admin,
    portal,
    shared,
    freshRecord: (practice, kind) => createRecord(practice, kind, `s${randomBytes(2).toString('hex')}`),
    async freshAccount() {
      const { agent, user, input } = await registerAgent(t);
      return {
        name: 'owner',
        userId: user.id,
        username: input.username!,
        password: input.password!,
        cookie: agent.cookie!,
        records: { ...owner.records },
        markers: { client: [], recipe: [], mealPlan: [], report: [], upload: [], planTemplate: [], food: [] },
      };
    },
    async freshSession(practice) {
      const answer = await send(t, 'POST', '/api/auth/login', {
        body: { username: practice.username, password: practice.password },
      });
      if (answer.status !== 200) throw new Error(`fixture: sign-in answered ${answer.status} ${answer.text}`);
      return answer.headers.get('set-cookie')!.split(';')[0];
    },
    async activateSubscription(practice) {
      const [row] = (await rows(
        t,
        sql`select stripe_subscription_id, subscription_status, subscription_cancel_at_period_end from users where id = ${practice.userId}`,
      )) as {
        stripe_subscription_id: string | null;
        subscription_status: string;
        subscription_cancel_at_period_end: boolean;
      }[];
      if (row.subscription_status === 'active' && !row.subscription_cancel_at_period_end) return;
      if (row.subscription_status !== 'incomplete') await call(practice.cookie, 'POST', '/api/subscription/create');
      const [started] = (await rows(
        t,
        sql`select stripe_subscription_id from users where id = ${practice.userId}`,
      )) as { stripe_subscription_id: string }[];
      for (const delivery of stripe.confirmFirstPayment(started.stripe_subscription_id)) {
        const answer = await send(t, 'POST', '/api/stripe/webhook', {
          raw: { body: delivery.payload, contentType: 'application/json' },
          headers: { 'stripe-signature': delivery.signature },
        });
        if (answer.status !== 200) throw new Error(`fixture: webhook answered ${answer.status} ${answer.text}`);
      }
    },
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

export async function rows(t: TestApp, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await t.deps.db.execute(query)) as unknown as
    { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/**
 * Every row that belongs to the practice, table by table: rows of any table with a user_id column, the user row,
 * the days of its plans and its audit trail. Found from the database's own catalogue, so a table added later is
 * covered without a change here.
 */
export async function snapshotPractice(
  t: TestApp,
  userId: string,
  portalClientId?: string,
): Promise<Record<string, unknown[]>> {
  const owned = (await rows(
    t,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  )) as { table_name: string }[];
  const queries: [string, ReturnType<typeof sql>][] = owned.map(({ table_name }) => [
    table_name,
    sql`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from ${sql.identifier(table_name)} x where x.user_id = ${userId}`,
  ]);
  queries.push([
    'users',
    sql`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from users x where x.id = ${userId}`,
  ]);
  queries.push([
    'meal_plan_days',
    sql`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from meal_plan_days x join meal_plans p on p.id = x.meal_plan_id where p.user_id = ${userId}`,
  ]);
  queries.push([
    'activity_log',
    sql`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from activity_log x where x.actor_id = ${userId}`,
  ]);
  // The portal's rows hang off a client, not the practitioner: those of the client whose portal session the tests hold.
  if (portalClientId) {
    for (const table of [
      'portal_accounts',
      'client_check_ins',
      'client_measurements',
      'portal_shopping_ticks',
      'client_diary_meals',
      'client_water_logs',
    ]) {
      queries.push([
        table,
        sql`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from ${sql.identifier(table)} x where x.client_id = ${portalClientId}`,
      ]);
    }
    queries.push([
      'portal_sessions',
      sql`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from portal_sessions x join portal_accounts a on a.id = x.account_id where a.client_id = ${portalClientId}`,
    ]);
  }
  const snapshot: Record<string, unknown[]> = {};
  for (const [table, query] of queries) {
    const [row] = await rows(t, query);
    const value = row.rows;
    snapshot[table] = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[];
  }
  return snapshot;
}

function addDaysTo(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function randomId(): string {
  return randomUUID();
}

function clientBody(mark: string) {
  return {
    firstName: mark,
    lastName: 'Adeyemi',
    email: `${mark.toLowerCase()}@example.test`,
    dateOfBirth: '1984-06-02',
    gender: 'female',
    height: 168,
    weight: 71.5,
    activityLevel: 'lightly_active',
    healthGoals: 'Steadier blood sugar',
    notes: `Private clinical note ${mark}`,
    allergies: ['Peanut'],
    dietaryRestrictions: ['Vegetarian'],
    medicalConditions: ['Type 2 diabetes'],
  };
}

function recipeBody(mark: string, foodId: number) {
  return {
    name: `${mark} apple bowl`,
    description: 'A private recipe',
    instructions: 'Slice the apple.',
    servings: 1,
    ingredients: [{ name: 'Apple', amount: 1, unit: 'piece', fdcId: foodId }],
    isPublic: false,
  };
}

function mealPlanBody(mark: string, clientId: string | null) {
  return { name: `${mark} week`, clientId, startDate: '2026-03-02', endDate: '2026-03-04', targetCalories: 1800 };
}

/** A practice's own food as its label reads (issue 35). */
export function customFoodBody(description: string) {
  return {
    description,
    brandOwner: 'Orchard Lane',
    servingSize: { amount: 40, unit: 'g' },
    nutrientsPerServing: { calories: 160, protein: 3, carbs: 24, fat: 6, fiber: 3 },
    ingredientsText: 'Dried apple, rolled oats, almonds, honey, sunflower oil',
    allergenStatement: 'Contains: almonds. May contain: peanuts, milk.',
  };
}

/** The bodies the fixture's records were made from, for routes that replace a record with a valid one. */
export const validBodies = { client: clientBody, recipe: recipeBody, mealPlan: mealPlanBody, food: customFoodBody };
