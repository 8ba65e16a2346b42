import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { serveStatic } from '@hono/node-server/serve-static';
import { listScreens } from '../shared/list-screens.ts';

async function readIfFile(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The built chunks a source module needs (its own and those it imports), minus what the entry already loads. */
function chunksOf(manifest: Manifest, source: string): string[] {
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryChunks);
  const needed = new Set<string>();
  collect(source, needed);
  return [...needed].filter((file) => !entryChunks.has(file));
}

/**
 * The page of a list screen names what its first frame needs, so the browser asks for the session check, the list
 * and the screen's code while it is still compiling the app, instead of after (decision 0020). `crossorigin=
 * use-credentials` is what fetch() with `credentials: 'include'` asks, so the app's own request takes the preloaded
 * answer rather than asking again.
 */
function withHints(html: string, urlPath: string, manifest: Manifest | null): string {
  const screen = listScreens[urlPath];
  if (!screen) return html;
  // The reads first: the browser asks in this order, six at a time, and the list's answer is the longest wait
  // (computed on the first visit after a start, then compressed). Asked for after the ~30 chunks of the screen, it
  // reached the server 0.3–0.5 s after the page; asked for first, it is computed while the code is still coming.
  // The embedded database serves nothing else while it computes (about 0.1 s for 5,000 clients once warmed up, see
  // warm-up-queries.ts), so the code arrives that much later, which costs less than the list arriving last.
  const links = [
    ...['/api/users/me', '/api/users/me/preferences', ...screen.reads].map(
      (read) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read}">`,
    ),
    ...(manifest ? chunksOf(manifest, screen.screen) : []).map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
    ),
  ];
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

async function readManifest(root: string): Promise<Manifest | null> {
  const text = await readIfFile(path.join(root, '.vite', 'manifest.json'));
  return text ? (JSON.parse(text.toString('utf8')) as Manifest) : null;
}

/**
 * The built React app. /assets holds hashed files that never change under their name: served by @hono/node-server's
 * serveStatic, as the build's brotli (`<file>.br`) to browsers that take it, cached for a year. Every other file of
 * the build is served as it is on disk with no-cache, and any other address gets index.html so the client router
 * shows the screen (or its own 404 page). Dot folders hold the build's own notes (.vite/manifest.json), not pages.
 */
export function mountClientApp(app: Hono<AppEnv>, clientDir: string): void {
  const root = path.resolve(clientDir);
  // serveStatic answers before it calls onFound, so the caching is set on its answer here.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  const serveFile = serveStatic({ root });
  app.use('*', async (c, next) => {
    const page = c.req.path.startsWith('/api') || c.req.path.includes('/.') || !path.extname(c.req.path);
    if (page) return next();
    // serveStatic answers a file it found; for anything else it has passed on to the page below.
    const found = await serveFile(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', 'no-cache');
    return found instanceof Response ? found : undefined;
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    if (path.extname(c.req.path) && !c.req.path.endsWith('.html')) return c.text('Not found', 404);
    const index = await readIfFile(path.join(root, 'index.html'));
    if (!index) return c.text('The web app is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    const manifest = listScreens[c.req.path] ? await readManifest(root) : null;
    return c.html(withHints(index.toString('utf8'), c.req.path, manifest));
  });
}
