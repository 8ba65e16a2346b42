// PDFs are drawn off the event loop. A year-long plan takes seconds of pure CPU to lay out; on the request thread
// that froze every other request (six exports at once held a health check for 9.6 s). Here the data is still read
// on the main thread (SQL, audit), and only the rendering, input in and bytes out, runs on a small pool of worker
// threads. Each practitioner may have a few exports under way at once; more answer 429, so one practice cannot
// take the whole pool, and the queue in front of the pool is bounded too.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MealPlanPdfInput } from '../../../shared/schemas/meal-plans.ts';
import type { ReportPdfInput } from '../../features/reports/reports.service.ts';
import { AppError } from '../app-error.ts';
import type { Logger } from '../logger.ts';

/** What a render thread can draw. The input crosses threads by structured clone: plain data only (a logo as a data URL). */
export type PdfJob = { kind: 'meal-plan'; input: MealPlanPdfInput } | { kind: 'report'; input: ReportPdfInput };

export interface PdfWorkerRequest {
  id: number;
  job: PdfJob;
}
export type PdfWorkerReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

export interface PdfRenderPoolOptions {
  /** render threads; default min(2, cores) */
  workers?: number;
  /** exports one practitioner may have under way at once (reading the data and rendering) */
  perPractitioner?: number;
  /** renders waiting for a thread, over all practitioners, before new exports are turned away */
  maxQueued?: number;
  /** a render still running after this long is stopped (its thread is replaced) */
  renderTimeoutMs?: number;
  logger?: Logger;
}

export interface PdfRenderPool {
  /**
   * Runs `work` (read the data, render) holding one of the practitioner's export slots. When all of them are
   * taken: 429 with Retry-After, before any work is done.
   */
  withExportSlot<T>(ownerId: string, work: () => Promise<T>): Promise<T>;
  /** The PDF's bytes, drawn on a render thread. */
  render(job: PdfJob): Promise<Buffer>;
  /** Finishes the renders under way, refuses new ones, and stops the threads. */
  close(): Promise<void>;
}

interface Task {
  id: number;
  job: PdfJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

/** Defined (true) only in the compiled server that `npm start` runs (scripts/build-server.mjs). */
declare const PLATEWISE_COMPILED_SERVER: boolean | undefined;
/**
 * The render thread's entry: the bundled one beside the compiled server, else the one that registers tsx and loads
 * the TypeScript sources (tests, scripts). `import.meta.url` is this source file's address in both.
 */
const WORKER_ENTRY =
  typeof PLATEWISE_COMPILED_SERVER !== 'undefined' && PLATEWISE_COMPILED_SERVER
    ? new URL('../../../../dist/server/pdf-worker.mjs', import.meta.url)
    : new URL('../../pdf-worker.mjs', import.meta.url);
export const EXPORT_RETRY_AFTER_SECONDS = 5;

export function createPdfRenderPool(options: PdfRenderPoolOptions = {}): PdfRenderPool {
  const size = Math.max(1, options.workers ?? Math.min(2, os.availableParallelism()));
  const perPractitioner = options.perPractitioner ?? 2;
  const maxQueued = options.maxQueued ?? 32;
  const renderTimeoutMs = options.renderTimeoutMs ?? 60_000;
  const slots: Slot[] = [];
  const queue: Task[] = [];
  const exportsUnderWay = new Map<string, number>();
  let nextId = 1;
  let closing = false;
  let drained: (() => void) | null = null;

  const busy = () => queue.length > 0 || slots.some((slot) => slot.task);

  function settle(slot: Slot): Task | null {
    const task = slot.task;
    slot.task = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    // An idle render thread must not keep a process alive that is otherwise done; close() stops it properly.
    slot.worker.unref();
    return task;
  }

  /** A thread that failed or was stopped: its render fails, the thread goes, a new one starts when needed. */
  function retire(slot: Slot, reason: string) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    settle(slot)?.reject(new Error(`The PDF could not be rendered: ${reason}`));
    void slot.worker.terminate();
    pump();
  }

  function spawn(): Slot {
    // execArgv [] keeps the parent's flags (--trace-gc, a test runner's loader) out of the render threads.
    const worker = new Worker(WORKER_ENTRY, { execArgv: [] });
    const slot: Slot = { worker, task: null, timer: null };
    worker.on('message', (reply: PdfWorkerReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      settle(slot);
      if ('error' in reply) task.reject(new Error(`The PDF could not be rendered: ${reply.error}`));
      else task.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      pump();
    });
    worker.on('error', (error) => {
      options.logger?.error('PDF render thread failed', { error: error.message });
      retire(slot, error.message);
    });
    worker.on('exit', (code) => retire(slot, `the render thread stopped (exit code ${code})`));
    slots.push(slot);
    return slot;
  }

  function pump() {
    while (queue.length > 0) {
      const slot = slots.find((candidate) => !candidate.task) ?? (slots.length < size ? spawn() : null);
      if (!slot) break;
      const task = queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        options.logger?.error('PDF render timed out', { timeoutMs: renderTimeoutMs, kind: task.job.kind });
        retire(slot, `it took longer than ${renderTimeoutMs / 1000} s`);
      }, renderTimeoutMs);
      slot.timer.unref();
      slot.worker.postMessage({ id: task.id, job: task.job } satisfies PdfWorkerRequest);
    }
    if (drained && !busy()) drained();
  }

  return {
    async withExportSlot(ownerId, work) {
      const underWay = exportsUnderWay.get(ownerId) ?? 0;
      if (underWay >= perPractitioner) {
        throw new AppError(
          'rate_limited',
          `You already have ${perPractitioner} PDFs being prepared. Please wait a few seconds for them to finish, then try again.`,
          [],
          { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) },
        );
      }
      exportsUnderWay.set(ownerId, underWay + 1);
      try {
        return await work();
      } finally {
        const left = (exportsUnderWay.get(ownerId) ?? 1) - 1;
        if (left > 0) exportsUnderWay.set(ownerId, left);
        else exportsUnderWay.delete(ownerId);
      }
    },

    render(job) {
      if (closing)
        return Promise.reject(
          new AppError('unavailable', 'The server is restarting. Please try again in a moment.', [], {
            'Retry-After': '5',
          }),
        );
      if (queue.length >= maxQueued) {
        return Promise.reject(
          new AppError('unavailable', 'Many PDFs are being prepared right now. Please try again in a moment.', [], {
            'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS),
          }),
        );
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        pump();
      });
    },

    async close() {
      closing = true;
      if (busy()) await new Promise<void>((resolve) => (drained = resolve));
      const stopping = slots.splice(0).map((slot) => {
        slot.worker.removeAllListeners('exit');
        return slot.worker.terminate();
      });
      await Promise.all(stopping);
    },
  };
}
