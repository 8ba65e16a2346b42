// Property-based fuzzing of every write route (POST, PUT, PATCH, DELETE) in the app's route table: generated
// path parameters, query strings and bodies (valid bodies with fields broken, arbitrary JSON, wrong types, huge and
// odd unicode text, nulls, extra and prototype-polluting keys, other practices' ids), then a fixed corpus (malformed
// JSON, wrong content types, empty bodies, deep nesting, 2 MB bodies). For every answer: never 5xx; every 4xx carries
// exactly {message, errors[]}; a refused request wrote no row (counted by row triggers on every table); the corpus
// cases get the status a user should see (400, 413, 415). Read routes with path or query parameters get a lighter
// pass of the same checks. FUZZ_RUNS / FUZZ_READ_RUNS set the generated inputs per route (defaults 1,000 and 100,
// what CI runs); the seeds are fixed, so a failure comes back the same on the next run.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../src/server/app.ts';
import { gifImage, jpegImage, pngImage } from '../support/test-images.ts';
import { routeExpectations, type RouteExpectation } from './route-expectations.ts';
import {
  createSecurityFixture,
  errorBodyProblem,
  listApiRoutes,
  recordKinds,
  rows,
  send,
  type Answer,
  type Practice,
  type PracticeRecords,
  type RouteRequest,
  type SecurityFixture,
  type SharedFixture,
} from './security-fixture.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** Read routes that take path or query parameters get a lighter pass: no 5xx, the error body, no rows written. */
const READ_RUNS = Number(process.env.FUZZ_READ_RUNS ?? 100);
const SEED = 20_260_427;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const writeRoutes = listApiRoutes().filter((route) => WRITE_METHODS.has(route.method));
const readRoutes = listApiRoutes().filter((route) => route.method === 'GET');

let f: SecurityFixture;
let writeCounts = new Map<string, number>();
const summary: { route: string; inputs: number; statuses: Record<string, number>; ms: number }[] = [];
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

beforeAll(async () => {
  // The sign-in rate limit and the e-mail quota would turn most inputs of those routes into 429s (and a refused
  // e-mail is logged on purpose); the fuzzer wants the route itself. email-quota.test.ts tests the quota.
  const unlimited = 10_000_000;
  const emailQuota = { perHour: unlimited, perDay: unlimited, perRecipientPerHour: unlimited, trialPerDay: unlimited };
  f = await createSecurityFixture({ app: { config: { authRateLimitPerMinute: unlimited, emailQuota } } });
  await countRowWrites();
  writeCounts = await readWriteCounts();
}, 300_000);

afterAll(async () => {
  if (summary.length) {
    const lines = summary.map(
      (s) =>
        `${s.route.padEnd(48)} ${String(s.inputs).padStart(5)} inputs ${String(Math.round(s.ms)).padStart(7)} ms  ${JSON.stringify(s.statuses)}`,
    );
    const total = summary.reduce((sum, s) => sum + s.ms, 0);
    const inputs = summary.reduce((sum, s) => sum + s.inputs, 0);
    console.log(
      `fuzzed routes (${summary.length} routes, ${inputs} inputs, ${(total / 1000).toFixed(1)} s, ${f.t.deps.dbKind}):\n${lines.join('\n')}`,
    );
  }
  await f?.close();
});

/** Row triggers on every table (but the rate-limit counters, which count attempts on purpose) tally writes per table. */
async function countRowWrites() {
  const db = f.t.deps.db;
  await db.execute(sql`create table fuzz_row_writes (table_name text primary key, writes bigint not null)`);
  await db.execute(
    sql.raw(`create function fuzz_count_row_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz_row_writes as w (table_name, writes) values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set writes = w.writes + 1;
        return null;
      end $$`),
  );
  const tables = (await rows(
    f.t,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as { table_name: string }[];
  for (const { table_name } of tables) {
    if (table_name === 'fuzz_row_writes' || table_name === 'rate_limits' || table_name.startsWith('__drizzle'))
      continue;
    await db.execute(
      sql`create trigger fuzz_count_row_write after insert or update or delete on ${sql.identifier(table_name)} for each row execute function fuzz_count_row_write()`,
    );
  }
}

async function readWriteCounts(): Promise<Map<string, number>> {
  const found = (await rows(f.t, sql`select table_name, writes from fuzz_row_writes`)) as {
    table_name: string;
    writes: string | number;
  }[];
  return new Map(found.map((row) => [row.table_name, Number(row.writes)]));
}

// ---- Inputs ---------------------------------------------------------------------------------------------------

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; body: string | Uint8Array | (() => ReadableStream); contentType?: string };

interface FuzzInput {
  params: Record<string, string>;
  query?: Record<string, string>;
  body: Body;
  headers?: Record<string, string>;
}

const loneSurrogates = ['\ud800', '\udfff', 'a\udc00b', '\ud83d'];
const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\u202e\u2066evil',
  '\ufeff',
  '\u200b',
  'Ǆ̶̛͓̰͇̘̖͑̀ͅ',
  '👩🏽‍⚕️🥗',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table clients; --",
  '../../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '\\',
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x10',
  '9'.repeat(400),
  '2026-02-30',
  '0000-00-00',
  '2026-13-01',
  '9999-12-31T23:59:59.999Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  '/api/uploads/00000000-0000-0000-0000-000000000000',
  '#zzzzzz',
  'a@b',
  'x'.repeat(255) + '@example.test',
  ...loneSurrogates,
];

/** Ids of the practices other than the caller's: a caller's own ids come with the valid request. */
let strangerIds: string[] = [];
function otherPracticesIds(): string[] {
  return strangerIds;
}
function idsOfOthers(caller: Practice | null): string[] {
  return [f.other, f.admin, f.owner]
    .filter((practice) => practice !== caller)
    .flatMap((practice) => [
      ...recordKinds.map((kind) => practice.records[kind]),
      practice.records.shareToken,
      practice.userId,
    ]);
}

const hugeText = fc
  .tuple(fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom('a', 'é', '€', '😀', '\u0000', '<', '"', '\\', ' '))
  .map(([length, unit]) => unit.repeat(length));

function textArb(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
    { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 3000 }) },
    { weight: 1, arbitrary: hugeText },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...otherPracticesIds()) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()) },
  );
}

function scalarArb(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 3, arbitrary: fc.integer() },
    { weight: 2, arbitrary: fc.double() },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        -0,
        0,
        1,
        -1,
        0.5,
        1e308,
        -1e308,
        5e-324,
        2 ** 53 + 1,
        2 ** 31,
        -(2 ** 31) - 1,
        366,
        367,
        100001,
      ),
    },
    { weight: 6, arbitrary: textArb() },
  );
}

const pollutingKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'userId',
  'id',
  'role',
  'shareToken',
  'isAdmin',
  'createdAt',
  'subscriptionStatus',
];

function keyArb(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 2, arbitrary: fc.constantFrom(...pollutingKeys) },
    ...(known.length ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
  );
}

/** An object whose keys are own properties, even `__proto__`, so JSON.stringify sends them as written. */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

function valueArb(known: string[]): fc.Arbitrary<unknown> {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: scalarArb() },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(fc.tuple(keyArb(known), tie('value')), { maxLength: 4 }).map(objectOf) },
    ),
  }));
  return value;
}

/** Every place in a JSON value, as a path of keys. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

function keysOf(value: unknown): string[] {
  const keys = new Set<string>();
  for (const path of pathsOf(value)) for (const part of path) if (typeof part === 'string') keys.add(part);
  return [...keys];
}

interface Mutation {
  at: number;
  op: 'replace' | 'delete' | 'add' | 'wrap';
  key: string;
  value: unknown;
}

/** The valid body with some of its places broken: replaced by odd values, removed, wrapped in an array, or added to. */
function mutate(valid: unknown, mutations: Mutation[]): unknown {
  let root: unknown = structuredClone(valid);
  for (const mutation of mutations) {
    const paths = pathsOf(root);
    const path = paths[mutation.at % paths.length];
    const parentPath = path.slice(0, -1);
    const last = path[path.length - 1];
    const parent = parentPath.reduce<any>((node, key) => node?.[key], root);
    const current = path.reduce<any>((node, key) => node?.[key], root);
    const set = (value: unknown) => {
      if (path.length === 0) root = value;
      else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
    };
    if (mutation.op === 'replace') set(mutation.value);
    else if (mutation.op === 'wrap') set([current]);
    else if (mutation.op === 'delete') {
      if (path.length === 0) root = undefined;
      else if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else if (parent && typeof parent === 'object') delete parent[last as string];
    } else {
      const target =
        current && typeof current === 'object' && !Array.isArray(current)
          ? current
          : parent && typeof parent === 'object' && !Array.isArray(parent)
            ? parent
            : null;
      if (target)
        Object.defineProperty(target, mutation.key, {
          value: mutation.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return root;
}

const jsonTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/vnd.api+json',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=zz',
      'application/xml',
      'application/jsonx',
      'json',
    ),
  },
);

function jsonBodyArb(valid: unknown): fc.Arbitrary<Body> {
  const known = keysOf(valid);
  const mutation = fc.record({
    at: fc.nat(),
    op: fc.constantFrom<Mutation['op']>('replace', 'replace', 'replace', 'delete', 'add', 'wrap'),
    key: keyArb(known),
    value: valueArb(known),
  });
  const value = fc.oneof(
    {
      weight: 10,
      arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => mutate(valid, mutations)),
    },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 2, arbitrary: valueArb(known) },
    { weight: 1, arbitrary: fc.constant(valid) },
  );
  return fc.oneof(
    { weight: 12, arbitrary: fc.record({ kind: fc.constant('json' as const), value, contentType: jsonTypes }) },
    // text that is rarely JSON at all
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        body: fc.string({ maxLength: 200 }),
        contentType: fc.constant('application/json'),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

function noBodyArb(): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: fc.jsonValue({ maxDepth: 3 }),
        contentType: jsonTypes,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        body: fc.string({ maxLength: 200 }),
        contentType: fc.constantFrom('application/json', 'text/plain'),
      }),
    },
  );
}

function multipart(fields: [string, Uint8Array | string, string | null][], boundary = 'fuzzboundary'): Uint8Array {
  const parts: Buffer[] = [];
  for (const [name, value, fileName] of fields) {
    const disposition =
      fileName === null ? `form-data; name="${name}"` : `form-data; name="${name}"; filename="${fileName}"`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(Buffer.from(value));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(parts));
}

function imageBodyArb(): fc.Arbitrary<Body> {
  const png = pngImage(8, 8);
  const bytes = fc.oneof(
    { weight: 3, arbitrary: fc.uint8Array({ maxLength: 2_000 }) },
    // a real image signature followed by anything
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            png.subarray(0, 8),
            png.subarray(0, 33),
            jpegImage().subarray(0, 4),
            gifImage().subarray(0, 6),
          ),
          fc.uint8Array({ maxLength: 2_000 }),
        )
        .map(([head, tail]) => new Uint8Array(Buffer.concat([head, tail]))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        new Uint8Array(png),
        new Uint8Array(jpegImage()),
        new Uint8Array(gifImage()),
        new Uint8Array(0),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 24 }).map((cut) => new Uint8Array(png.subarray(0, png.length - cut))),
    },
  );
  const contentType = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'application/octet-stream',
    'image/gif',
    'text/plain',
    'application/json',
    'image/png; charset=utf-8',
    'multipart/form-data',
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('raw' as const), body: bytes, contentType }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('file', 'logo', 'File', ''), bytes, fc.option(fc.string({ maxLength: 30 })))
        .map(([field, data, fileName]): Body => ({
          kind: 'raw',
          body: multipart([[field, data, fileName]]),
          contentType: 'multipart/form-data; boundary=fuzzboundary',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 500 })
        .map((data): Body => ({ kind: 'raw', body: data, contentType: 'multipart/form-data; boundary=fuzzboundary' })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

function stripeEventArb(): fc.Arbitrary<{ body: Body; headers: Record<string, string> }> {
  const payload = fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 3,
      arbitrary: fc
        .record({
          id: fc.oneof(fc.string(), fc.constant(undefined), scalarArb()),
          type: fc.oneof(
            fc.constantFrom(
              'invoice.paid',
              'customer.subscription.updated',
              'customer.subscription.deleted',
              'invoice.payment_failed',
              'customer.created',
            ),
            fc.string(),
          ),
          data: valueArb(['object', 'id', 'subscription', 'parent']),
        })
        .map((event) => JSON.stringify({ object: 'event', ...event })),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  );
  return fc
    .tuple(payload, fc.constantFrom('valid', 'valid', 'none', 'wrong', 'old', 'garbage'), fc.string({ maxLength: 60 }))
    .map(([text, signing, garbage]) => {
      const headers: Record<string, string> = {};
      if (signing === 'valid') headers['stripe-signature'] = f.stripe.sign(text);
      else if (signing === 'old')
        headers['stripe-signature'] = f.stripe.sign(text, { timestamp: Math.floor(Date.now() / 1000) - 3_600 });
      else if (signing === 'wrong') headers['stripe-signature'] = f.stripe.sign(text, { secret: 'whsec_not_the_one' });
      else if (signing === 'garbage') headers['stripe-signature'] = garbage.replace(/[^\x20-\x7e]/g, '');
      return { body: { kind: 'raw' as const, body: text, contentType: 'application/json' }, headers };
    });
}

function paramArb(valid: string | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    ...(valid !== undefined ? [{ weight: 5, arbitrary: fc.constant(valid) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...otherPracticesIds()) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.constantFrom(...oddStrings.map((text) => text.slice(0, 2_000))),
      ),
    },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()).map(String) },
  );
}

function inputArb(route: { params: string[] }, e: RouteExpectation, valid: RouteRequest): fc.Arbitrary<FuzzInput> {
  const params = fc.record(
    Object.fromEntries(route.params.map((name) => [name, paramArb(valid.params?.[name])])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
  const query = fc.option(fc.dictionary(fc.string({ maxLength: 10 }), textArb(), { maxKeys: 3 }), { freq: 6 });
  const input = e.input ?? 'json';
  if (input === 'stripe-event')
    return fc.record({ params, query, event: stripeEventArb() }).map(({ params, query, event }) => ({
      params,
      query: query ?? undefined,
      body: event.body,
      headers: event.headers,
    }));
  const body = input === 'json' ? jsonBodyArb(valid.body) : input === 'image' ? imageBodyArb() : noBodyArb();
  return fc
    .record({ params, query, body })
    .map(({ params, query, body }) => ({ params, query: query ?? undefined, body }));
}

function readInputArb(route: { params: string[] }, valid: RouteRequest): fc.Arbitrary<FuzzInput> {
  const params = fc.record(
    Object.fromEntries(route.params.map((name) => [name, paramArb(valid.params?.[name])])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
  const known = Object.keys(valid.query ?? {});
  const query = fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid.query) },
    {
      weight: 4,
      arbitrary: fc.dictionary(
        known.length ? fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }),
        textArb(),
        { maxKeys: 4 },
      ),
    },
  );
  return fc.record({ params, query }).map(({ params, query }) => ({ params, query, body: { kind: 'none' as const } }));
}

// ---- The fixed corpus -------------------------------------------------------------------------------------------

/** 2 MB: twice what the API accepts. */
const TWO_MB = 2 * MAX_JSON_BODY_BYTES;

function streamOf(text: string): () => ReadableStream {
  return () => {
    const bytes = new TextEncoder().encode(text);
    let offset = 0;
    return new ReadableStream({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        offset += 64 * 1024;
      },
    });
  };
}

interface CorpusCase {
  name: string;
  input: Omit<FuzzInput, 'params'>;
  /** The status a user gets, where the case decides it whatever the route (e.g. 413 for 2 MB). */
  status?: number;
}

function corpus(e: RouteExpectation, valid: RouteRequest): CorpusCase[] {
  const validJson = valid.body ?? {};
  const json = (value: unknown, contentType = 'application/json'): Body => ({ kind: 'json', value, contentType });
  const raw = (body: string | Uint8Array | (() => ReadableStream), contentType?: string): Body => ({
    kind: 'raw',
    body,
    contentType,
  });
  const cases: CorpusCase[] = [];
  const add = (name: string, body: Body, headers?: Record<string, string>, status?: number) =>
    cases.push({ name, input: { body, headers }, status });
  const kind = e.input ?? 'json';
  // What the JSON routes answer: 400 for anything that is not a valid body; 415 for a body that is not JSON.
  const invalidJson = kind === 'json' ? 400 : undefined;
  const notJson = kind === 'image' ? undefined : 415;
  const streamedTooLarge = kind === 'json' || kind === 'stripe-event' ? 413 : undefined;

  for (const text of [
    '{',
    '{"a":',
    '[',
    'nul',
    'tru',
    '{"a":1,}',
    "{'a':1}",
    '\ufeff{}',
    '}{',
    ' ',
    '\n',
    'NaN',
    '1e999',
    '"unterminated',
    '{"__proto__":',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"a":1}{"b":2}',
    '[]',
    '""',
    '0',
    'null',
    'true',
    '{}',
  ]) {
    add(`JSON text ${JSON.stringify(text)}`, raw(text, 'application/json'), undefined, invalidJson);
  }
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=zz',
    'application/xml',
    'application/jsonx',
    'json',
  ]) {
    add(`valid body as ${type}`, raw(JSON.stringify(validJson), type), undefined, notJson);
  }
  add('valid body declared as UTF-16', raw(JSON.stringify(validJson), 'application/json; charset=utf-16'));
  add('a body without a content type', raw(new TextEncoder().encode(JSON.stringify(validJson))), undefined, notJson);
  add('empty JSON body', raw('', 'application/json'), undefined, invalidJson);
  add('no body at all', { kind: 'none' }, undefined, invalidJson);
  add(
    'deeply nested arrays',
    raw('['.repeat(100_000) + ']'.repeat(100_000), 'application/json'),
    undefined,
    invalidJson,
  );
  add(
    'deeply nested objects',
    raw('{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000), 'application/json'),
    undefined,
    invalidJson,
  );
  // Written as text: JSON.stringify itself overflows the stack on a few thousand levels.
  const firstKey = Object.keys(validJson as object)[0] ?? 'value';
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  add(
    'deep nesting inside the valid body',
    raw(
      JSON.stringify({ ...(validJson as object), [firstKey]: '@deep@' }).replace('"@deep@"', deep),
      'application/json',
    ),
    undefined,
    invalidJson,
  );
  add(
    'prototype pollution keys',
    json(
      objectOf([
        ...Object.entries(validJson as object),
        ['__proto__', { polluted: true, role: 'admin' }],
        ['constructor', { prototype: { polluted: true } }],
      ]),
    ),
  );
  add(
    'prototype pollution text',
    raw(
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(validJson).slice(1)}`,
      'application/json',
    ),
  );
  add(
    'server-owned fields',
    json(
      objectOf([
        ...Object.entries(validJson as object),
        ['id', f.other.records.client],
        ['userId', f.other.userId],
        ['role', 'admin'],
        ['shareToken', 'chosen'],
        ['createdAt', '2000-01-01'],
        ['subscriptionStatus', 'active'],
      ]),
    ),
  );
  add(
    'every field null',
    json(Object.fromEntries(Object.keys(validJson as object).map((key) => [key, null]))),
    undefined,
    e.nullsAreValid ? undefined : invalidJson,
  );
  add('body null', json(null), undefined, invalidJson);
  add('body an array', json([validJson]), undefined, invalidJson);
  add('body a string', json('valid'), undefined, invalidJson);
  add(
    '30,000 keys',
    json(Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`k${i}`, 0]))),
    undefined,
    invalidJson,
  );
  add('200,000 array items', json(Array.from({ length: 200_000 }, () => 0)), undefined, invalidJson);
  add(
    'a field of 900 KB',
    json(mutate(validJson, [{ at: 1, op: 'replace', key: '', value: 'x'.repeat(900_000) }])),
    undefined,
    invalidJson,
  );
  add(
    '2 MB body',
    json(objectOf([...Object.entries(validJson as object), ['padding', 'x'.repeat(TWO_MB)]])),
    undefined,
    413,
  );
  add(
    '2 MB body streamed without a length',
    raw(streamOf(JSON.stringify({ ...(validJson as object), padding: 'y'.repeat(TWO_MB) })), 'application/json'),
    undefined,
    streamedTooLarge,
  );
  add('2 MB of opening brackets', raw('['.repeat(TWO_MB), 'application/json'), undefined, 413);

  if (e.input === 'image') {
    const png = pngImage(8, 8);
    add('empty image', raw(new Uint8Array(0), 'image/png'));
    add('one byte', raw(new Uint8Array([0x89]), 'image/png'));
    add('a GIF', raw(new Uint8Array(gifImage()), 'image/gif'));
    add('a GIF called PNG', raw(new Uint8Array(gifImage()), 'image/png'));
    add('a PNG signature alone', raw(new Uint8Array(png.subarray(0, 8)), 'image/png'));
    add('a truncated PNG', raw(new Uint8Array(png.subarray(0, 40)), 'image/png'));
    add('a JPEG header alone', raw(new Uint8Array(jpegImage().subarray(0, 3)), 'image/jpeg'));
    add('600 KB PNG', raw(new Uint8Array(pngImage(400, 400, { noise: true })), 'image/png'));
    add('2 MB image', raw(new Uint8Array(TWO_MB).fill(7), 'image/png'));
    add(
      'multipart without a file',
      raw(multipart([['name', 'logo', null]]), 'multipart/form-data; boundary=fuzzboundary'),
    );
    add(
      'multipart with two files',
      raw(
        multipart([
          ['file', new Uint8Array(png), 'a.png'],
          ['file', new Uint8Array(png), 'b.png'],
        ]),
        'multipart/form-data; boundary=fuzzboundary',
      ),
    );
    add(
      'multipart with a 2 MB file',
      raw(multipart([['file', new Uint8Array(TWO_MB), 'big.png']]), 'multipart/form-data; boundary=fuzzboundary'),
    );
    add(
      'multipart, wrong boundary',
      raw(multipart([['file', new Uint8Array(png), 'a.png']]), 'multipart/form-data; boundary=other'),
    );
    add(
      'multipart without a boundary',
      raw(multipart([['file', new Uint8Array(png), 'a.png']]), 'multipart/form-data'),
    );
    add('an SVG', raw('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'));
  }
  if (e.input === 'stripe-event') {
    for (const text of [
      '5',
      '[]',
      '{}',
      'null',
      '"event"',
      '{"id":1}',
      '{"id":"evt_1"}',
      '{"id":"evt_2","type":"invoice.paid"}',
      '{"id":"evt_3","type":"invoice.paid","data":null}',
      '{"id":"evt_4","type":"customer.subscription.updated","data":{"object":null}}',
      '{"id":"evt_5","type":"customer.subscription.updated","data":{"object":{"id":5}}}',
      '{"id":"evt_6","type":"invoice.paid","data":{"object":{"parent":{"subscription_details":{"subscription":{"id":null}}}}}}',
      '{"id":"' + 'e'.repeat(10_000) + '","type":"x","data":{"object":{}}}',
      '{"id":"evt_\\u0000","type":"customer.created","data":{"object":{}}}',
    ]) {
      add(`signed ${text.slice(0, 60)}`, raw(text, 'application/json'), { 'stripe-signature': f.stripe.sign(text) });
    }
    add('signed 2 MB', raw(JSON.stringify({ id: 'evt_big', pad: 'x'.repeat(TWO_MB) }), 'application/json'), {
      'stripe-signature': 't=1,v1=00',
    });
    add('unsigned event', raw('{"id":"evt_7","type":"invoice.paid","data":{"object":{}}}', 'application/json'));
    add('two signatures, one right', raw('{}', 'application/json'), {
      'stripe-signature': `${f.stripe.sign('{}')},v1=${'0'.repeat(64)}`,
    });
  }
  return cases;
}

// ---- Running them ---------------------------------------------------------------------------------------------

/** After a call that deleted the caller's account: a new one, whose own rows are not the next call's doing. */
async function nextAccount(): Promise<Practice> {
  const account = await f.freshAccount();
  writeCounts = await readWriteCounts();
  return account;
}

function callerOf(e: RouteExpectation): Practice | null {
  if (e.access === 'admin') return f.admin;
  if (e.access === 'signed-in') return f.owner;
  if (e.access === 'portal') return f.portal.client;
  return null;
}

function describeInput(input: FuzzInput): string {
  const body =
    input.body.kind === 'none'
      ? '(no body)'
      : input.body.kind === 'json'
        ? `${input.body.contentType} ${JSON.stringify(input.body.value)?.slice(0, 300)}`
        : `${input.body.contentType} ${typeof input.body.body === 'string' ? input.body.body.slice(0, 300) : '(bytes)'}`;
  return `params ${JSON.stringify(input.params)?.slice(0, 200)} query ${JSON.stringify(input.query)?.slice(0, 200)} body ${body}`;
}

/** Lone surrogates cannot be put in a URL; they go as U+FFFD, as a browser would send them. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(params[name])));
}

async function fire(
  route: { key: string; method: string; path: string },
  e: RouteExpectation,
  input: FuzzInput,
  statuses: Record<string, number>,
  caller: Practice | null = callerOf(e),
) {
  const body = input.body;
  const options: Parameters<typeof send>[3] = {
    cookie: caller?.cookie ?? null,
    headers: { ...input.headers },
    query: input.query,
  };
  if (body.kind === 'json') {
    const text = JSON.stringify(body.value);
    if (text !== undefined) options.raw = { body: text, contentType: body.contentType };
  } else if (body.kind === 'raw') {
    options.raw = { body: typeof body.body === 'function' ? body.body() : body.body, contentType: body.contentType };
  }
  const before = writeCounts;
  let answer: Answer;
  try {
    answer = await send(f.t, route.method, pathWith(route.path, input.params), options);
  } catch (error) {
    throw new Error(`${route.key} threw instead of answering (${String(error)}) for ${describeInput(input)}`);
  }
  writeCounts = await readWriteCounts();
  const bucket = `${Math.floor(answer.status / 100)}xx`;
  statuses[bucket] = (statuses[bucket] ?? 0) + 1;

  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  if (answer.status >= 400) {
    const problem = errorBodyProblem(answer);
    if (problem) problems.push(`${answer.status} without the error body (${problem})`);
    const allowed = new Set(e.refusalWrites ?? []);
    const written = [...writeCounts]
      .filter(([table, count]) => count !== (before.get(table) ?? 0) && !allowed.has(table))
      .map(([table]) => table);
    if (written.length) problems.push(`refused with ${answer.status} but wrote rows to ${written.join(', ')}`);
  }
  if (
    Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== prototypeNames ||
    ({} as Record<string, unknown>).polluted !== undefined
  ) {
    problems.push('Object.prototype was polluted');
  }
  if (problems.length) throw new Error(`${route.key}: ${problems.join('; ')}\n  input: ${describeInput(input)}`);
  return answer;
}

// Only to see, when the tests are collected, whether a read route's request carries a query string.
const emptyRecords = {
  client: '',
  recipe: '',
  mealPlan: '',
  report: '',
  upload: '',
  planTemplate: '',
  food: '',
  shareToken: '',
} satisfies PracticeRecords;
const placeholderShared = {
  catalogueRecipeId: '',
  catalogueImageFile: '',
  foodId: 0,
  spareUserId: '',
  login: { username: '', password: '' },
  unique: () => '',
  stripeEvent: () => ({ payload: '', signature: '' }),
  portal: { today: '', shoppingItem: '' },
} satisfies SharedFixture;

function seedOf(key: string): number {
  return SEED ^ createHash('sha256').update(key).digest().readUInt32BE(0);
}

// First, while every fixture record is as made (the write routes below change and remove some).
describe('fuzzing the read routes that take parameters', () => {
  for (const route of readRoutes) {
    const e = routeExpectations[route.key];
    // Routes without an entry fail in the matrix; here only those with something to vary.
    if (!e || (route.params.length === 0 && !e.request(emptyRecords, placeholderShared).query)) continue;
    it(`${route.key}`, { timeout: 300_000 }, async () => {
      const caller = callerOf(e);
      strangerIds = idsOfOthers(caller);
      const valid = e.request((caller ?? f.owner).records, f.shared);
      const statuses: Record<string, number> = {};
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(readInputArb(route, valid), async (input) => {
          await fire(route, e, input, statuses);
        }),
        { seed: seedOf(route.key), numRuns: READ_RUNS },
      );
      summary.push({ route: route.key, inputs: READ_RUNS, statuses, ms: performance.now() - started });
    });
  }
});

describe('fuzzing the write routes', () => {
  it('has an entry for every write route', () => {
    expect(writeRoutes.length).toBeGreaterThan(15);
    expect(writeRoutes.filter((route) => !routeExpectations[route.key]).map((route) => route.key)).toEqual([]);
  });

  it('sees the rows a request writes (the check below relies on it)', async () => {
    const before = await readWriteCounts();
    const answer = await send(f.t, 'POST', '/api/clients', {
      cookie: f.owner.cookie,
      body: { firstName: 'Counted', lastName: 'Once' },
    });
    expect(answer.status).toBe(201);
    writeCounts = await readWriteCounts();
    expect(writeCounts.get('clients')).toBe((before.get('clients') ?? 0) + 1);
    expect(writeCounts.get('activity_log')).toBeGreaterThan(before.get('activity_log') ?? 0);
  });

  for (const route of writeRoutes) {
    it(`${route.key}`, { timeout: 900_000 }, async () => {
      const e = routeExpectations[route.key];
      expect(e, `${route.key} has no entry in tests/security/route-expectations.ts`).toBeDefined();
      let caller = e.ownAccount ? await f.freshAccount() : callerOf(e);
      // The new account's own rows are not the route's doing.
      if (e.ownAccount) writeCounts = await readWriteCounts();
      strangerIds = idsOfOthers(caller);
      if (e.prepare && caller) await e.prepare(f, caller);
      // A route that uses its record up (DELETE), or changes it for good (a new share token), gets a record of its
      // own, so the next routes keep theirs.
      const records: PracticeRecords = { ...(caller ?? f.owner).records };
      if ((e.consumes || e.changesRecord) && caller)
        for (const kind of Object.values(e.records ?? {})) records[kind] = await f.freshRecord(caller, kind);
      // The fresh record's own rows are not the fuzzed requests' doing.
      if ((e.consumes || e.changesRecord) && caller) writeCounts = await readWriteCounts();
      const valid = e.request(records, f.shared);
      const statuses: Record<string, number> = {};
      const started = performance.now();

      await fc.assert(
        fc.asyncProperty(inputArb(route, e, valid), async (input) => {
          const answer = await fire(route, e, input, statuses, caller);
          if (e.endsAccount && answer.status < 300) caller = await nextAccount();
        }),
        { seed: seedOf(route.key), numRuns: RUNS },
      );
      const cases = corpus(e, valid);
      for (const { name, input, status } of cases) {
        let answer: Answer;
        try {
          answer = await fire(route, e, { params: valid.params ?? {}, ...input }, statuses, caller);
          if (e.endsAccount && answer.status < 300) caller = await nextAccount();
        } catch (error) {
          throw new Error(`corpus case "${name}": ${(error as Error).message}`);
        }
        if (status !== undefined)
          expect(answer.status, `corpus case "${name}": ${answer.text.slice(0, 200)}`).toBe(status);
      }
      summary.push({ route: route.key, inputs: RUNS + cases.length, statuses, ms: performance.now() - started });
    });
  }
});
