// Test-only: one fake server behind `fetch` for the client tests, answering in the shared contracts' shapes.
//   const api = fakeApi({ 'GET /api/clients': [priya], 'POST /api/clients': (call) => ({ ...priya, ...call.body }) });
//   api.on('POST /api/clients', fail(400, 'Check the highlighted fields', { errors: [{ path: 'email', message }] }));
//   expect(api.callsTo('POST /api/clients').map((call) => call.body)).toEqual([...]);
// Answers are typed and checked by api-contract.ts; a request no test declared fails the test, naming it.
import { vi } from 'vitest';
import { errorCodeForStatus, type ErrorCode } from '@/shared/errors/error-codes';
import type { ErrorBody } from '@/shared/schemas/common';
import { apiContract, type ApiAnswer, type ApiRoute } from './api-contract';

/** An answer with more than a body: another status, headers, an error, or a raw Response (files). */
export class ApiReply<Body> {
  constructor(
    readonly status: number,
    readonly body: Body | undefined,
    readonly headers: Record<string, string> = {},
    readonly response?: Response,
  ) {}
}

/** A success answer with its own status or headers (the body is still checked against the route's schema). */
export function answer<Body>(body: Body, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new ApiReply<Body>(init.status ?? 0, body, init.headers);
}

/**
 * An error answer in the shared error body. The code follows the status unless given; a 400 that names fields is
 * VALIDATION_FAILED, as the server's validation answers are.
 */
export function fail(
  status: number,
  message: string,
  options: { code?: ErrorCode; errors?: ErrorBody['errors']; headers?: Record<string, string> } = {},
): ApiReply<never> {
  const errors = options.errors ?? [];
  const code = options.code ?? (status === 400 && errors.length > 0 ? 'VALIDATION_FAILED' : errorCodeForStatus(status));
  const body: ErrorBody = { code, message, errors };
  return new ApiReply<never>(status, body as never, options.headers);
}

/** A Response as it is (a PDF, a proxy's HTML page): not checked against any schema. */
export function raw(response: Response): ApiReply<never> {
  return new ApiReply<never>(response.status, undefined, {}, response);
}

/** One request the screen sent, as the fake server saw it. */
export interface FakeCall {
  method: string;
  /** The path without the query string. */
  path: string;
  /** The address as the screen wrote it, query string included. */
  url: string;
  query: Record<string, string>;
  /** Path parameters of the route that answered (`:id` → `params.id`). */
  params: Record<string, string>;
  /**
   * The parsed JSON body (or the raw text when it is not JSON). Left untyped on purpose: the tests assert what the
   * client sent, so typing it as the contract would assume what they set out to check.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  /** The route that answered, or undefined for an unexpected request. */
  route: ApiRoute | undefined;
  /** Ticks of one clock shared by every call: a call sent after another was answered has sentAt > its answeredAt. */
  sentAt: number;
  answeredAt?: number;
}

type Reply<Route extends ApiRoute> = ApiAnswer<Route> | ApiReply<ApiAnswer<Route>>;
export type RouteHandler<Route extends ApiRoute> =
  Reply<Route> | ((call: FakeCall) => Reply<Route> | Promise<Reply<Route>>);
export type ApiRoutes = { [Route in ApiRoute]?: RouteHandler<Route> };

export interface FakeApi {
  /** Declares (or replaces) the answer of one route. */
  on<Route extends ApiRoute>(route: Route, handler: RouteHandler<Route>): FakeApi;
  /** Every request so far, in the order sent. */
  readonly calls: FakeCall[];
  /** Whether the test declared an answer for this route. */
  declares(route: ApiRoute): boolean;
  /** The requests one route answered. */
  callsTo(route: ApiRoute): FakeCall[];
}

/** What went wrong in the fake server during the current test; reported when the test ends. */
const problems: string[] = [];

/** Called after every test (./setup.ts): fails it with what the fake server saw go wrong, and starts afresh. */
export function reportFakeApiProblems(): void {
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`The fake API saw problems:\n- ${found.join('\n- ')}`);
}

interface CompiledRoute {
  route: ApiRoute;
  method: string;
  pattern: RegExp;
  names: string[];
}

const compiledRoutes: CompiledRoute[] = (Object.keys(apiContract) as ApiRoute[])
  .map((route) => {
    const [method, path] = route.split(' ');
    const names: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    return { route, method, pattern: new RegExp(`^${source}$`), names };
  })
  // A literal segment wins over a parameter (`/api/recipes/random` before `/api/recipes/:id`).
  .sort((a, b) => a.names.length - b.names.length);

function matchRoute(method: string, path: string) {
  for (const candidate of compiledRoutes) {
    if (candidate.method !== method) continue;
    const found = candidate.pattern.exec(path);
    if (!found) continue;
    const params = Object.fromEntries(
      candidate.names.map((name, index) => [name, decodeURIComponent(found[index + 1])]),
    );
    return { route: candidate.route, params };
  }
  return undefined;
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Starts a fake server for this test and puts it behind `fetch` (render.tsx takes it down after each test). */
export function fakeApi(routes: ApiRoutes = {}): FakeApi {
  const handlers = new Map<ApiRoute, RouteHandler<ApiRoute>>(
    Object.entries(routes) as [ApiRoute, RouteHandler<ApiRoute>][],
  );
  const calls: FakeCall[] = [];
  let clock = 0;

  async function serve(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const address = new URL(url, 'http://localhost');
    const matched = matchRoute(method, address.pathname);
    const call: FakeCall = {
      method,
      path: address.pathname,
      url,
      query: Object.fromEntries(address.searchParams),
      params: matched?.params ?? {},
      body: parseBody(init?.body),
      headers: Object.fromEntries(new Headers(init?.headers)),
      credentials: init?.credentials,
      route: matched && handlers.has(matched.route) ? matched.route : undefined,
      sentAt: (clock += 1),
    };
    calls.push(call);
    const handler = call.route && handlers.get(call.route);
    if (!call.route || handler === undefined) {
      const declare = matched ? `api.on('${matched.route}', ...)` : 'a route in src/client/test/api-contract.ts';
      problems.push(`unexpected request ${method} ${url}: no answer declared (add ${declare})`);
      call.answeredAt = clock += 1;
      return jsonResponse(500, { code: 'INTERNAL', message: `Fake API: unexpected ${method} ${url}`, errors: [] }, {});
    }

    const reply: unknown = typeof handler === 'function' ? await handler(call) : handler;
    call.answeredAt = clock += 1;
    const contract = apiContract[call.route];
    if (reply instanceof ApiReply && reply.response) return reply.response;
    const status = reply instanceof ApiReply && reply.status !== 0 ? reply.status : contract.status;
    const body = reply instanceof ApiReply ? reply.body : reply;
    const headers = reply instanceof ApiReply ? reply.headers : {};
    if (status < 300 && contract.schema) {
      const checked = contract.schema.safeParse(body);
      if (!checked.success) {
        const where = checked.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
        problems.push(`the answer to ${call.route} does not match its contract: ${where.join('; ')}`);
      }
    }
    if (body === undefined) return new Response(null, { status: status === 200 ? 204 : status, headers });
    return jsonResponse(status, body, headers);
  }

  vi.stubGlobal('fetch', vi.fn(serve));
  const api: FakeApi = {
    on(route, handler) {
      handlers.set(route, handler as RouteHandler<ApiRoute>);
      return api;
    },
    calls,
    declares: (route) => handlers.has(route),
    callsTo: (route) => calls.filter((call) => call.route === route),
  };
  return api;
}
