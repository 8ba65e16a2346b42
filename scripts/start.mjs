// `npm start`: builds the browser app and the server when their sources changed (scripts/build-if-stale.mjs),
// then runs the compiled server (dist/server/main.mjs) in this same process: JavaScript, no TypeScript loader,
// one Node start (decision 0027). `npm run dev` and the tests run the TypeScript sources through tsx instead.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale('client');
buildIfStale('server');
await import('../dist/server/main.mjs');
