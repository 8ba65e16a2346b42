// A PDF render thread: takes a job (everything the document shows, already read from the database on the main
// thread) and answers its bytes. Pure rendering only: no database, no network, no environment.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderMealPlanPdf } from './features/meal-plans/meal-plan-pdf.ts';
import { renderReportPdf } from './features/reports/report-pdf.ts';
import type { PdfJob, PdfWorkerReply, PdfWorkerRequest } from './lib/pdf/pdf-render-pool.ts';

function render(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'meal-plan':
      return renderMealPlanPdf(job.input);
    case 'report':
      return renderReportPdf(job.input);
  }
}

/**
 * Render threads give way to the request thread when the cores are busy: a PDF may take a moment longer, a
 * health check or a page should not. On Linux each thread has its own nice value, set through its thread id
 * (elsewhere this does nothing, and the threads share the CPU evenly).
 */
const RENDER_NICENESS = 10;
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, RENDER_NICENESS);
} catch {
  // not Linux, or not allowed: the thread keeps the process's priority
}

const port = parentPort;
if (!port) throw new Error('src/server/pdf-worker.ts runs as a worker thread, started by the PDF render pool');

port.on('message', async ({ id, job }: PdfWorkerRequest) => {
  let reply: PdfWorkerReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const pdf = await render(job);
    // A copy of exactly the document's bytes, so its memory can be handed over instead of copied again.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    reply = { id, pdf: bytes };
    transfer = [bytes.buffer];
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, transfer);
});
