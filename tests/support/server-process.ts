import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema } from '../../src/server/env.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Kept from the server's output, for failure messages: the last lines are what matter. */
const OUTPUT_TAIL_CHARS = 20_000;

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  child: ChildProcess;
  /** The last part of what the server wrote (stdout and stderr, interleaved). */
  output(): string;
  /** Everything the server has written so far (while it runs). */
  log(): string;
  /** Sends the signal and waits for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartServerOptions {
  /** Settings for this server only (DATA_DIR or DATABASE_URL, SMTP_URL, ...). Nothing else leaks in from the caller's env. */
  env: Record<string, string>;
  timeoutMs?: number;
  /** Options for node itself, before the script (e.g. --trace-gc). */
  nodeOptions?: string[];
  /**
   * Run the compiled server as `npm start` does (`node scripts/start.mjs`: dist/server, built first when stale)
   * instead of the TypeScript sources through tsx (the default: no build, the sources as they are).
   */
  compiled?: boolean;
}

/**
 * Starts the real server from its TypeScript sources (`node --import tsx src/server/main.ts`), or with `compiled`
 * as `npm start` runs it (`node scripts/start.mjs`), on a free port, and resolves once it logs "ready". Rejects
 * with the server's own output when it exits first.
 */
export function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The caller's app settings (a test run's DATABASE_URL, say) must not reach this server unasked.
  for (const key of Object.keys(envSchema.shape)) delete env[key];
  // PORT 0: the system picks a free port, which the "ready" line (logged at info) tells.
  Object.assign(env, { PORT: '0', HOST: '127.0.0.1' }, options.env, { LOG_LEVEL: 'info' });

  // Output goes to a file, not a pipe: a busy reader (a benchmark's load generator) would leave a pipe full,
  // and the server's log writes would then stall it.
  const logFile = path.join(os.tmpdir(), `platewise-server-${randomBytes(6).toString('hex')}.log`);
  const logFd = openSync(logFile, 'w');
  const entry = options.compiled ? ['scripts/start.mjs'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), ...entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  let finalTail: string | null = null;
  const output = () => finalTail ?? tailOf(logFile);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      finalTail = tailOf(logFile);
      rmSync(logFile, { force: true });
      resolve({ code, signal });
    }),
  );
  const timeoutMs = options.timeoutMs ?? 120_000;

  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (finalTail !== null) return; // exited: the handler below answers
      const readyLine = existsSync(logFile)
        ? readFileSync(logFile, 'utf8')
            .split('\n')
            .find((line) => line.includes('"msg":"ready"'))
        : undefined;
      if (readyLine) {
        clearInterval(poll);
        resolve({
          url: (JSON.parse(readyLine) as { url: string }).url.replace('localhost', '127.0.0.1'),
          pid: child.pid!,
          child,
          output,
          log: () => (finalTail === null && existsSync(logFile) ? readFileSync(logFile, 'utf8') : output()),
          kill: async (signal) => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(poll);
        const text = output();
        child.kill('SIGKILL');
        reject(new Error(`The server did not become ready within ${timeoutMs} ms:\n${text}`));
      }
    }, 50);
    void exited.then(({ code, signal }) => {
      clearInterval(poll);
      // resolve() may have run already; then this reject does nothing.
      reject(
        Object.assign(new Error(`The server exited (${signal ?? `code ${code}`}) before it was ready:\n${finalTail}`), {
          code,
          output: finalTail,
        }),
      );
    });
  });
}

function tailOf(file: string): string {
  if (!existsSync(file)) return '';
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, OUTPUT_TAIL_CHARS);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** A practitioner's HTTP session against a running server: keeps the session cookie like a browser. */
export class HttpAgent {
  cookie: string | null = null;
  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; json: any; text: string }> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  /** Registers a new practitioner (or the admin on an empty database) and keeps the session. */
  async register(name: string): Promise<{ id: string; role: string }> {
    const suffix = `${name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const response = await this.request('POST', '/api/auth/register', {
      username: suffix,
      email: `${suffix}@example.test`,
      password: 'correct horse battery',
      firstName: 'Dana',
      lastName: name,
    });
    if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${response.text}`);
    return response.json;
  }
}
