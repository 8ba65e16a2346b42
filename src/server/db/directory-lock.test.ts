import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { describeProcess, takeDirectoryLock } from './directory-lock.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const lockModule = fileURLToPath(new URL('./directory-lock.ts', import.meta.url));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-lock-'));
const children: ChildProcess[] = [];
const onLinux = existsSync('/proc/self/stat');

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

let folders = 0;
function newLockPath(): string {
  const folder = path.join(workDir, `data-${++folders}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  return path.join(folder, 'platewise.pid');
}

/** A process that is not Platewise, alive for the whole test (what a reused pid names after a reboot). */
function startUnrelatedProcess(): ChildProcess {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/**
 * Another process taking the lock with the real module, as the server does; it says what happened on stdout,
 * holds the lock for `holdMs`, then exits without releasing it (like a crash) unless `release` is set.
 */
function startLockingProcess(lockPath: string, options: { startAt?: number; holdMs?: number } = {}) {
  const script = `
    const { takeDirectoryLock } = await import(${JSON.stringify(lockModule)});
    while (Date.now() < ${options.startAt ?? 0}) {}
    try { takeDirectoryLock(${JSON.stringify(lockPath)}); console.log('locked'); }
    catch (error) { console.log('refused: ' + error.message); }
    setTimeout(() => {}, ${options.holdMs ?? 30_000});
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const firstLine = new Promise<string>((resolve) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0]);
    });
    child.once('exit', () => resolve(text.split('\n')[0]));
  });
  return { child, firstLine };
}

describe('the data-folder lock', () => {
  it('is not held by a live unrelated process whose pid a crashed server left in the file', (ctx) => {
    if (!onLinux) ctx.skip('tells processes apart through /proc');
    const unrelated = startUnrelatedProcess();
    const lockPath = newLockPath();
    // As this version writes it, from a server that ran before a reboot: the pid now names `sleep`.
    writeFileSync(lockPath, `${unrelated.pid}\nboot 00000000-0000-0000-0000-000000000000 start 1234\n`);
    const release = takeDirectoryLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(`${process.pid}\n${describeProcess(process.pid)}\n`);
    release();
    expect(existsSync(lockPath)).toBe(false);

    // Same boot, pid reused: the start time differs.
    const [bootLine] = describeProcess(unrelated.pid!)!.split(' start ');
    writeFileSync(lockPath, `${unrelated.pid}\n${bootLine} start 1\n`);
    takeDirectoryLock(lockPath)();

    // As the previous version wrote it (the pid alone): `sleep` is not a Node process.
    writeFileSync(lockPath, `${unrelated.pid}\n`);
    takeDirectoryLock(lockPath)();
    expect(existsSync(lockPath)).toBe(false);

    // Torn or garbled by hand: nobody can be holding it.
    writeFileSync(lockPath, 'not a pid\n');
    const releaseAgain = takeDirectoryLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid));
    releaseAgain();
  });

  it(
    'is held while the Platewise process that took it runs, and free the moment it is killed',
    { timeout: 30_000 },
    async () => {
      const lockPath = newLockPath();
      const holder = startLockingProcess(lockPath);
      expect(await holder.firstLine).toBe('locked');
      expect(() => takeDirectoryLock(lockPath)).toThrow(
        `The data folder ${path.dirname(lockPath)} is in use by another Platewise process (pid ${holder.child.pid}). Stop it first, or give this one its own DATA_DIR or a DATABASE_URL.`,
      );
      // A lock file in the previous format (the pid alone) naming a live Node process still counts: an upgrade
      // started beside a running older server must not take its folder.
      writeFileSync(lockPath, `${holder.child.pid}\n`);
      expect(() => takeDirectoryLock(lockPath)).toThrow(
        `in use by another Platewise process (pid ${holder.child.pid})`,
      );
      writeFileSync(lockPath, `${holder.child.pid}\n${describeProcess(holder.child.pid!) ?? ''}\n`);

      const exited = new Promise((resolve) => holder.child.once('exit', resolve));
      holder.child.kill('SIGKILL');
      await exited;
      expect(existsSync(lockPath)).toBe(true); // nothing cleaned up after a kill -9
      const release = takeDirectoryLock(lockPath);
      release();
    },
  );

  it('waits for a taker that holds the guard for a while on a loaded machine, then takes the stale lock', (ctx) => {
    if (!onLinux) ctx.skip('tells processes apart through /proc');
    const lockPath = newLockPath();
    const unrelated = startUnrelatedProcess();
    writeFileSync(lockPath, `${unrelated.pid}\nboot 00000000-0000-0000-0000-000000000000 start 1234\n`);
    // A live taker holds the guard and gets the processor back only after a second and a half.
    const taker = spawn('sh', ['-c', `sleep 1.5; rm -f '${lockPath}.takeover'`], { stdio: 'ignore' });
    children.push(taker);
    writeFileSync(`${lockPath}.takeover`, `${taker.pid}\n${describeProcess(taker.pid!) ?? ''}\n`);
    const release = takeDirectoryLock(lockPath);
    expect(readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(existsSync(`${lockPath}.takeover`)).toBe(false);
    release();
  });

  it('goes to exactly one of several processes racing for a stale lock', { timeout: 60_000 }, async () => {
    const lockPath = newLockPath();
    const unrelated = startUnrelatedProcess();
    writeFileSync(lockPath, `${unrelated.pid}\nboot 00000000-0000-0000-0000-000000000000 start 1234\n`);
    const startAt = Date.now() + 4000; // once every contender has loaded
    const contenders = Array.from({ length: 4 }, () => startLockingProcess(lockPath, { startAt }));
    const outcomes = await Promise.all(contenders.map((contender) => contender.firstLine));
    expect(outcomes.filter((line) => line === 'locked')).toHaveLength(1);
    expect(outcomes.filter((line) => line.startsWith('refused: The data folder'))).toHaveLength(3);
    const winner = contenders[outcomes.indexOf('locked')].child.pid;
    expect(readFileSync(lockPath, 'utf8').split('\n')[0]).toBe(String(winner));
    expect(existsSync(`${lockPath}.takeover`)).toBe(false);
  });
});
