// Entry of a PDF render thread (src/server/lib/pdf/pdf-render-pool.ts). The server runs as
// `node --import tsx`, but a worker thread's entry is resolved before any `--import` in its execArgv takes
// effect (Node 20), so the thread registers tsx itself and then loads the TypeScript worker: the same loader, the
// same sources, whether the parent is the server, a benchmark or Vitest.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
