// Requests too large to take, against the real server (`node src/server/main.ts`, as `npm start` runs it):
// a body over 1 MB gets a well-formed 413 and the connection still carries the next request (or the client is told
// `Connection: close`); a URL or headers over Node's 16 KB limit, and malformed HTTP, get a JSON {message, errors}
// answer with the security headers instead of Node's bare status line.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../src/server/app.ts';
import { MAX_DISCARDED_BODY_BYTES } from '../../src/server/lib/body-size-limit.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { errorBodyProblem } from './security-fixture.ts';

let server: ServerProcess;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-oversized-'));
  server = await startServer({ env: { DATA_DIR: path.join(dataDir, 'data') }, timeoutMs: 240_000 });
  port = Number(new URL(server.url).port);
}, 300_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** Splits what came back on one connection into its HTTP answers (bodies have a Content-Length here). */
function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = new Headers();
    for (const line of lines)
      headers.append(line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim());
    const length = Number(headers.get('content-length') ?? 0);
    const text = rest.subarray(end + 4, end + 4 + length).toString('utf8');
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, text, json });
    rest = rest.subarray(end + 4 + length);
  }
  return answers;
}

/** Writes the bytes on one new connection and collects everything the server sends until it closes or goes quiet. */
function exchange(
  payload: Buffer | string,
  options: { quietMs?: number; expectAnswers?: number } = {},
): Promise<{ answers: RawAnswer[]; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let closedByServer = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers: parseAnswers(Buffer.concat(received)), closedByServer });
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, options.quietMs ?? 1_500);
    };
    socket.on('data', (chunk) => {
      received.push(chunk);
      if (options.expectAnswers && parseAnswers(Buffer.concat(received)).length >= options.expectAnswers) finish();
      else quiet();
    });
    socket.on('end', () => {
      closedByServer = true;
      finish();
    });
    socket.on('error', reject);
    socket.write(payload);
    quiet();
  });
}

function expectErrorBody(answer: RawAnswer, status: number) {
  expect(answer.status, answer.text).toBe(status);
  expect(
    errorBodyProblem({ status: answer.status, headers: answer.headers, text: answer.text, json: answer.json }),
  ).toBeNull();
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

const health = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

describe('a body over the limit', () => {
  it('is refused with a 413, and the same connection answers the next request', { timeout: 60_000 }, async () => {
    const body = '{"firstName":"' + 'x'.repeat(2 * MAX_JSON_BODY_BYTES) + '"}';
    const request = `POST /api/clients HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body}`;
    const { answers } = await exchange(request + health, { expectAnswers: 2, quietMs: 5_000 });
    expect(answers.map((answer) => answer.status)).toEqual([413, 200]);
    expectErrorBody(answers[0], 413);
    expect(answers[0].json.message).toBe('The request body is larger than 1 MB');
    expect(answers[0].headers.get('connection')).toBe('keep-alive');
    expect(answers[1].json.ok).toBe(true);
  });

  it('is refused the same way when it comes in chunks without a length', { timeout: 60_000 }, async () => {
    const chunk = 'y'.repeat(256 * 1024);
    const chunks =
      Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('') + '0\r\n\r\n';
    const request = `PUT /api/users/me/branding HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}`;
    const { answers } = await exchange(request + health, { expectAnswers: 2, quietMs: 5_000 });
    expect(answers.map((answer) => answer.status)).toEqual([413, 200]);
    expectErrorBody(answers[0], 413);
  });

  it('keeps a keep-alive agent working: its next request is answered', { timeout: 60_000 }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const call = (method: string, pathName: string, body?: Buffer) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; socket: net.Socket }>(
        (resolve, reject) => {
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              method,
              path: pathName,
              agent,
              headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
            },
            (response) => {
              const parts: Buffer[] = [];
              response.on('data', (part) => parts.push(part));
              response.on('end', () =>
                resolve({
                  status: response.statusCode!,
                  headers: response.headers,
                  text: Buffer.concat(parts).toString('utf8'),
                  socket: request.socket as net.Socket,
                }),
              );
            },
          );
          request.on('error', reject);
          request.end(body);
        },
      );
    try {
      const refused = await call('POST', '/api/reports', Buffer.alloc(3 * MAX_JSON_BODY_BYTES, 0x61));
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text)).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request body is larger than 1 MB',
        errors: [],
      });
      const next = await call('GET', '/api/health');
      expect(next.status).toBe(200);
      // the same connection carried both, as keep-alive promised
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });

  it(
    'past what is worth reading, is refused at once with Connection: close, and the server carries on',
    { timeout: 60_000 },
    async () => {
      const declared = MAX_DISCARDED_BODY_BYTES + 1;
      const request = `POST /api/clients HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${'z'.repeat(64 * 1024)}`;
      const { answers, closedByServer } = await exchange(request, { quietMs: 5_000 });
      expect(answers).toHaveLength(1);
      expectErrorBody(answers[0], 413);
      expect(answers[0].headers.get('connection')).toBe('close');
      expect(closedByServer).toBe(true);
      const after = await exchange(health, { expectAnswers: 1 });
      expect(after.answers[0].status).toBe(200);
    },
  );
});

describe('a request Node refuses before the app sees it', () => {
  it('answers an address over the header limit with a JSON 431', async () => {
    const { answers, closedByServer } = await exchange(
      `GET /api/health?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answers).toHaveLength(1);
    expectErrorBody(answers[0], 431);
    expect(answers[0].headers.get('content-type')).toBe('application/json');
    expect(answers[0].headers.get('connection')).toBe('close');
    expect(answers[0].json.message).toBe('The request address or headers are too large');
    expect(closedByServer).toBe(true);
  });

  it('answers the request before it on the same connection first, then the JSON 431 (pipelined)', async () => {
    const { answers, closedByServer } = await exchange(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\nGET /api/health?${'q'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 431]);
    expect(answers[0].json.ok).toBe(true);
    expectErrorBody(answers[1], 431);
    expect(answers[1].headers.get('connection')).toBe('close');
    expect(closedByServer).toBe(true);
  });

  it('answers headers over the limit with a JSON 431', async () => {
    const { answers } = await exchange(
      `GET /api/users/me HTTP/1.1\r\nHost: localhost\r\nCookie: ${'c'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answers).toHaveLength(1);
    expectErrorBody(answers[0], 431);
  });

  it('answers malformed HTTP with a JSON 400', async () => {
    const { answers } = await exchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answers).toHaveLength(1);
    expectErrorBody(answers[0], 400);
  });

  it('still serves everyone else afterwards', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
  });
});
