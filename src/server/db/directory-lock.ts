import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per PGlite data folder, kept by a lock file: the holder's pid on the first line (what an operator
 * expects to find in a .pid file) and, on the second, what tells that very process apart from a later one that
 * happens to get the same pid: the kernel's boot id and the process's start time (field 22 of /proc/<pid>/stat).
 * After a crash and a reboot the pid often names some unrelated process, and a plain "is the pid alive" check
 * would keep the app down until someone deleted the file by hand.
 *
 * Node has no flock, so this is a file, not a kernel lock: it is created atomically with its whole content
 * (written aside, then hard-linked into place, which fails if a lock exists), and a stale one is taken over only
 * while holding a second, short-lived lock file, so two processes starting at once never both win.
 */
const TAKEOVER_WAIT_MS = 5_000;

export function takeDirectoryLock(lockPath: string): () => void {
  const mine = describeProcess(process.pid);
  const content = `${process.pid}\n${mine ?? ''}\n`;
  const folder = path.dirname(lockPath);
  // A taker holds the guard for a few system calls; on a loaded machine it may wait its turn for the processor a
  // while, so the others wait for it by the clock (a few seconds), not for a count of 20 ms naps.
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  while (Date.now() < deadline) {
    if (createWithContent(lockPath, content)) return () => releaseIfMine(lockPath, content);
    const holder = readHolder(lockPath);
    if (holder && holder.pid !== process.pid && isHolderAlive(holder)) {
      throw new Error(
        `The data folder ${folder} is in use by another Platewise process (pid ${holder.pid}). ` +
          'Stop it first, or give this one its own DATA_DIR or a DATABASE_URL.',
      );
    }
    // Left behind by a process that died (or by this very process): take it over, one taker at a time.
    const guardPath = `${lockPath}.takeover`;
    if (createWithContent(guardPath, content)) {
      try {
        // Judged again under the guard, and removed only if still there and still stale: a lock that vanished
        // meanwhile may be re-created by its winner any moment, and removing that one would let two processes in.
        const again = readHolder(lockPath);
        if (again && (again.pid === process.pid || !isHolderAlive(again))) rmSync(lockPath, { force: true });
      } finally {
        rmSync(guardPath, { force: true });
      }
    } else {
      const guard = readHolder(guardPath);
      // A taker that died between its two steps leaves its guard behind: judged like the lock itself.
      if (guard && !isHolderAlive(guard)) rmSync(guardPath, { force: true });
      else sleepMs(20);
    }
  }
  throw new Error(
    `Could not lock the data folder ${folder}: another process keeps taking and giving back ${path.basename(lockPath)}`,
  );
}

/** null from readHolder: no such file. */
interface Holder {
  /** 0: the file is there but unreadable */
  pid: number;
  /** null: written by a version that recorded only the pid, or on a system without /proc */
  identity: string | null;
}

function createWithContent(file: string, content: string): boolean {
  const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(aside, content, { mode: 0o644 });
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [pidLine = '', identityLine = ''] = text.split('\n');
  const pid = Number(pidLine.trim());
  // Unreadable: nobody can be holding it (pid 0 is never alive), but it is there, to be taken over.
  if (!Number.isSafeInteger(pid) || pid <= 0) return { pid: 0, identity: null };
  return { pid, identity: identityLine.trim() || null };
}

function releaseIfMine(lockPath: string, content: string): void {
  try {
    if (readFileSync(lockPath, 'utf8') === content) rmSync(lockPath, { force: true });
  } catch {
    // already gone
  }
}

/** Whether the process that wrote this lock still runs: same pid, and (where the system tells) the same process. */
export function isHolderAlive(holder: Holder): boolean {
  if (holder.pid <= 0 || !isPidAlive(holder.pid)) return false;
  const now = describeProcess(holder.pid);
  if (holder.identity && now) return holder.identity === now;
  // No identity to compare (an older lock file, or no /proc): on Linux at least the holder must be a Node
  // process, which an unrelated daemon that inherited the pid after a reboot is not.
  const command = commandOf(holder.pid);
  return command === null || /\bnode\b|\bnodejs\b/.test(command);
}

/** "boot <boot id> start <clock ticks after boot>", or null where /proc does not tell (macOS, Windows). */
export function describeProcess(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces or ')'; fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[22 - 3];
    return bootId && startTime ? `boot ${bootId} start ${startTime}` : null;
  } catch {
    return null;
  }
}

function commandOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
  } catch {
    return null;
  }
}

function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
