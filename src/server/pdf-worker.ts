// A PDF render thread: takes a job (everything the document shows, already read from the database on the main
// thread) and answers its bytes. Pure rendering only: no database, no network, no environment.
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
