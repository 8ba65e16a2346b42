// Every API route × every caller: anonymous, the practitioner who owns the records, another practitioner, the
// admin, and clients signed in to the portal (the owner's client, another client of the owner, a client of the
// other practice). The routes come from the app's own route table, so a route added later without an entry in
// route-expectations.ts fails here. Another practice's record must answer exactly like a record that does not
// exist, and no call by anyone else may change a row of the owner's practice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApiPaths, publicApiPrefixes } from '../../src/server/app.ts';
import { routeExpectations, type RouteExpectation } from './route-expectations.ts';
import {
  createSecurityFixture,
  errorBodyProblem,
  fillPath,
  listApiRoutes,
  randomId,
  recordKinds,
  send,
  snapshotPractice,
  type ActorName,
  type Answer,
  type Practice,
  type PracticeRecords,
  type RecordKind,
  type RouteRequest,
  type SecurityFixture,
} from './security-fixture.ts';

const routes = listApiRoutes();
let f: SecurityFixture;

beforeAll(async () => {
  f = await createSecurityFixture();
}, 300_000);
afterAll(async () => {
  await f?.close();
});

function isDeclaredPublic(path: string): boolean {
  return publicApiPaths.includes(path) || publicApiPrefixes.some((prefix) => path.startsWith(prefix));
}

function practiceOf(actor: ActorName): Practice | null {
  return actor === 'anonymous' ? null : f[actor];
}

async function callAs(
  actor: ActorName,
  route: { method: string; path: string },
  request: RouteRequest,
  cookie?: string,
): Promise<Answer> {
  const practice = practiceOf(actor);
  return send(f.t, route.method, fillPath(route.path, request.params), {
    cookie: cookie ?? practice?.cookie ?? null,
    body: request.body,
    raw: request.raw,
    headers: request.headers,
    query: request.query,
  });
}

/** Ids the request itself carries; an answer may echo them back ("Recipe … not found") without leaking anything. */
function sentText(request: RouteRequest): string {
  return JSON.stringify([request.params, request.query, request.body]);
}

/** The owner's names and ids that must not appear in an answer to someone else. */
function leakedMarkers(answer: Answer, request: RouteRequest, revealed: RecordKind[] = []): string[] {
  const sent = sentText(request);
  return recordKinds
    .filter((kind) => !revealed.includes(kind))
    .flatMap((kind) => f.owner.markers[kind])
    .filter((marker) => marker && !sent.includes(marker) && answer.text.includes(marker));
}

/** An answer with the probed ids written as <ID>, so the answer for a real id and a made-up one compare equal. */
function normalised(answer: Answer, ids: string[]) {
  let text = answer.text;
  for (const id of ids) text = text.split(id).join('<ID>');
  return { status: answer.status, body: text };
}

function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.text.slice(0, 300)}`;
}

/** What a caller who is neither owner nor anonymous sends: on record routes, the owner's ids. */
function strangerExpectations(e: RouteExpectation) {
  const kinds = [...new Set([...Object.values(e.records ?? {}), ...(e.bodyRefs ?? [])])];
  return { kinds, namesRecords: kinds.length > 0 };
}

async function expectSameAsMissing(
  actor: ActorName,
  route: { key: string; method: string; path: string },
  e: RouteExpectation,
  base: PracticeRecords,
  kinds: RecordKind[],
) {
  const real: PracticeRecords = { ...base };
  const missing: PracticeRecords = { ...base };
  const realIds: string[] = [];
  const missingIds: string[] = [];
  for (const kind of kinds) {
    real[kind] = f.owner.records[kind];
    missing[kind] = randomId();
    realIds.push(real[kind]);
    missingIds.push(missing[kind]);
  }
  const realRequest = e.request(real, f.shared);
  const answer = await callAs(actor, route, realRequest);
  const missingAnswer = await callAs(actor, route, e.request(missing, f.shared));
  expect(
    normalised(answer, realIds),
    `${actor}: ${route.key} naming the owner's ${kinds.join(' and ')} must answer like a missing id`,
  ).toEqual(normalised(missingAnswer, missingIds));
  expect(leakedMarkers(answer, realRequest), `${actor}: ${route.key} answer shows the owner's data`).toEqual([]);
  if (answer.status >= 400) expect(errorBodyProblem(answer), `${actor}: ${route.key} error body`).toBeNull();
  return answer;
}

async function callPortal(
  client: Practice | null,
  route: { method: string; path: string },
  request: RouteRequest,
  cookie?: string | null,
): Promise<Answer> {
  return send(f.t, route.method, fillPath(route.path, request.params), {
    cookie: cookie !== undefined ? cookie : (client?.cookie ?? null),
    body: request.body,
    raw: request.raw,
    headers: request.headers,
    query: request.query,
  });
}

/**
 * A portal route: only a portal session gets in, and each client reaches only their own data. The owner's client
 * (f.portal.client) is the one whose rows must not move while the others call.
 */
async function checkPortalRoute(route: { key: string; method: string; path: string }, e: RouteExpectation) {
  const client = f.portal.client;
  const before = await snapshotPractice(f.t, f.owner.userId, client.records.client);

  for (const actor of ['anonymous', 'owner', 'other', 'admin'] as const) {
    const answer = await callPortal(
      null,
      route,
      e.request(client.records, f.shared),
      practiceOf(actor)?.cookie ?? null,
    );
    expect(answer.status, `${actor}: ${describeAnswer(answer)}`).toBe(401);
    expect(answer.json).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue', errors: [] });
  }

  for (const name of ['sibling', 'foreignClient'] as const) {
    const stranger = f.portal[name];
    for (const kind of e.bodyRefs ?? []) {
      const real = e.request({ ...stranger.records, [kind]: client.records[kind] }, f.shared);
      const missingId = randomId();
      const missing = e.request({ ...stranger.records, [kind]: missingId }, f.shared);
      const answer = await callPortal(stranger, route, real);
      const missingAnswer = await callPortal(stranger, route, missing);
      expect(
        normalised(answer, [client.records[kind]]),
        `${name}: ${route.key} naming the owner's client's ${kind} must answer like a missing id`,
      ).toEqual(normalised(missingAnswer, [missingId]));
      expect(answer.status, `${name}: ${describeAnswer(answer)}`).toBe(404);
      expect(errorBodyProblem(answer)).toBeNull();
    }
    const request = e.request(stranger.records, f.shared);
    const answer = await callPortal(stranger, route, request);
    expect(answer.status, `${name}: ${describeAnswer(answer)}`).toBe(e.success);
    expect(leakedMarkers(answer, request), `${name}: answer shows the owner's client's data`).toEqual([]);
  }

  expect(
    await snapshotPractice(f.t, f.owner.userId, client.records.client),
    `${route.key}: calls by others changed the client's rows`,
  ).toEqual(before);

  const answer = await callPortal(client, route, e.request(client.records, f.shared));
  expect(answer.status, `client: ${describeAnswer(answer)}`).toBe(e.success);
}

describe('tenancy matrix', () => {
  it('has an entry for every API route, and no entry for a route that is gone', () => {
    const keys = routes.map((route) => route.key);
    expect(keys.length).toBeGreaterThan(50);
    expect(
      keys.filter((key) => !routeExpectations[key]),
      'routes without an entry in tests/security/route-expectations.ts',
    ).toEqual([]);
    expect(
      Object.keys(routeExpectations).filter((key) => !keys.includes(key)),
      'entries for routes the app does not have',
    ).toEqual([]);
  });

  it('declares public exactly the routes the app leaves open (publicApiPaths, publicApiPrefixes)', () => {
    const mismatched = routes.flatMap((route) => {
      const e = routeExpectations[route.key];
      if (!e) return [];
      const concrete = route.path.replace(/\{[^}]+\}/g, 'x');
      const open = e.access === 'public' || e.access === 'share-token';
      return isDeclaredPublic(concrete) === open
        ? []
        : [`${route.key}: app ${isDeclaredPublic(concrete) ? 'public' : 'protected'}, matrix ${e.access}`];
    });
    expect(mismatched).toEqual([]);
  });

  for (const route of routes) {
    it(`${route.key}`, { timeout: 120_000 }, async () => {
      const e = routeExpectations[route.key];
      expect(
        e,
        `${route.key} has no entry in tests/security/route-expectations.ts: decide who may call it`,
      ).toBeDefined();
      if (e.access === 'portal') return checkPortalRoute(route, e);
      const open = e.access === 'public' || e.access === 'share-token';
      const { kinds, namesRecords } = strangerExpectations(e);
      const before = await snapshotPractice(f.t, f.owner.userId, f.portal.client.records.client);

      // Anonymous: refused before any handler, unless the route is public.
      {
        const request = e.request(f.owner.records, f.shared);
        const answer = await callAs('anonymous', route, request);
        if (open) {
          expect(answer.status, `anonymous: ${describeAnswer(answer)}`).toBe(e.statuses?.anonymous ?? e.success);
          expect(
            leakedMarkers(answer, request, e.reveals?.anonymous),
            'anonymous answer shows the owner’s data',
          ).toEqual([]);
        } else {
          expect(answer.status, `anonymous: ${describeAnswer(answer)}`).toBe(401);
          expect(answer.json).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue', errors: [] });
          // A client's portal session is no practitioner's session: the same 401, on the client's own record too.
          const viaPortal = await send(f.t, route.method, fillPath(route.path, request.params), {
            cookie: f.portal.client.cookie,
            body: request.body,
            raw: request.raw,
            headers: request.headers,
            query: request.query,
          });
          expect(viaPortal.status, `portal client: ${describeAnswer(viaPortal)}`).toBe(401);
          expect(viaPortal.json).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue', errors: [] });
        }
        if (e.access === 'share-token') {
          const unknown = await callAs(
            'anonymous',
            route,
            e.request({ ...f.owner.records, shareToken: 'x'.repeat(32) }, f.shared),
          );
          expect(unknown.status, 'a made-up share token').toBe(404);
          expect(errorBodyProblem(unknown)).toBeNull();
        }
      }

      // Another practitioner, then the admin: neither may reach the owner's records.
      for (const actor of ['other', 'admin'] as const) {
        const practice = f[actor];
        if (e.access === 'admin') {
          if (actor === 'other') {
            const answer = await callAs(actor, route, e.request(f.owner.records, f.shared));
            expect(answer.status, `${actor}: ${describeAnswer(answer)}`).toBe(403);
            expect(answer.json).toEqual({ code: 'FORBIDDEN', message: 'Administrator access is required', errors: [] });
          }
          continue; // the admin's own success is checked with the owner's turn below
        }
        if (e.prepare) await e.prepare(f, practice);
        if (namesRecords && !open) {
          // Everything the request names is the owner's.
          const answer = await expectSameAsMissing(actor, route, e, f.owner.records, kinds);
          if (e.records) expect(answer.status, `${actor}: the owner's record in the path`).toBe(404);
          // One reference at a time to the owner's record, the rest the caller's own.
          if (e.bodyRefs)
            for (const kind of e.bodyRefs) await expectSameAsMissing(actor, route, e, practice.records, [kind]);
        } else {
          const own = e.ownAccount && actor === 'other' ? await f.freshAccount() : null;
          const cookie = own ? own.cookie : e.endsSession ? await f.freshSession(practice) : undefined;
          // Public routes get the owner's share token (the only record they name); the others act on the caller's own data.
          const request = e.request(open ? f.owner.records : practice.records, f.shared);
          const answer = await callAs(actor, route, request, cookie);
          expect(answer.status, `${actor}: ${describeAnswer(answer)}`).toBe(e.statuses?.[actor] ?? e.success);
          expect(leakedMarkers(answer, request, e.reveals?.[actor]), `${actor}: answer shows the owner's data`).toEqual(
            [],
          );
        }
      }

      // Nothing anyone else did changed a row of the owner's practice.
      expect(
        await snapshotPractice(f.t, f.owner.userId, f.portal.client.records.client),
        `${route.key}: calls by others changed the owner's rows`,
      ).toEqual(before);

      // The owner (the admin, on admin routes) succeeds.
      const caller = e.access === 'admin' ? f.admin : f.owner;
      if (e.access === 'admin') {
        const answer = await callAs('owner', route, e.request(f.owner.records, f.shared));
        expect(answer.status, `owner (a practitioner) on an admin route: ${describeAnswer(answer)}`).toBe(403);
        expect(answer.json).toEqual({ code: 'FORBIDDEN', message: 'Administrator access is required', errors: [] });
      }
      if (e.prepare) await e.prepare(f, caller);
      const records: PracticeRecords = { ...caller.records };
      if (e.consumes || e.changesRecord)
        for (const kind of Object.values(e.records ?? {})) records[kind] = await f.freshRecord(caller, kind);
      const own = e.ownAccount && caller === f.owner ? await f.freshAccount() : null;
      const cookie = own ? own.cookie : e.endsSession ? await f.freshSession(caller) : undefined;
      const callerName = caller.name as ActorName;
      const answer = await callAs(callerName, route, e.request(records, f.shared), cookie);
      expect(answer.status, `${callerName}: ${describeAnswer(answer)}`).toBe(e.statuses?.[callerName] ?? e.success);
      if (e.consumes) {
        // and the record is gone for good: a second call answers like a missing id
        const again = await callAs(callerName, route, e.request(records, f.shared));
        expect(again.status).toBe(404);
      }
    });
  }
});
