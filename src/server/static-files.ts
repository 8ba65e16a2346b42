import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { acceptsEncoding } from './lib/accept-encoding.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function typeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a URL path inside `root`, or null when it would step outside it. */
function insideRoot(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}

async function readIfFile(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * The list screens, opened by their address: what their first frame waits for besides the app's own code
 * (the same reads as the router's `listScreen` prefetch, src/client/router.tsx) and the source of their screen.
 */
const listScreens: Record<string, { reads: string[]; screen: string }> = {
  '/clients': { reads: ['/api/clients?view=summary'], screen: 'routes/clients-page.tsx' },
  '/meal-plans': { reads: ['/api/meal-plans?view=summary'], screen: 'routes/meal-plans-page.tsx' },
  '/plan-templates': { reads: ['/api/plan-templates'], screen: 'routes/plan-templates-page.tsx' },
  '/recipes': { reads: ['/api/recipes?view=summary'], screen: 'routes/recipes-page.tsx' },
  '/admin/users': { reads: ['/api/admin/users'], screen: 'routes/admin-users-page.tsx' },
  '/admin/emails': { reads: ['/api/admin/emails/history'], screen: 'routes/admin-emails-page.tsx' },
};

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
    ...['/api/users/me', ...screen.reads].map(
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

/** Far more than one build's assets (1.3 MB of scripts and styles, 0.4 MB as brotli). */
const KEPT_ASSET_BYTES = 32 * 1024 * 1024;

interface KeptAsset {
  body: Uint8Array<ArrayBuffer>;
  /** the build's brotli of it (`<file>.br`, written by the build), when it has one */
  brotli: Uint8Array<ArrayBuffer> | null;
}

/** The bytes as the plain Uint8Array a response body takes, without copying them. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * The build's hashed assets, kept in memory once read: a file under /assets never changes under its name (a new
 * build writes new names), and a first visit asks for ~35 of them at once. Read from disk each time, each one was
 * four trips through libuv's thread pool, which on a busy machine queued behind other work and held back the first
 * page (decision 0020).
 */
function assetStore(root: string) {
  const kept = new Map<string, KeptAsset>();
  let keptBytes = 0;
  return async (file: string): Promise<KeptAsset | null> => {
    const known = kept.get(file);
    if (known) return known;
    const body = await readIfFile(file);
    if (!body) return null;
    const brotli = /\.(js|css)$/.test(file) ? await readIfFile(`${file}.br`) : null;
    const asset = { body: bytesOf(body), brotli: brotli && bytesOf(brotli) };
    const size = body.byteLength + (asset.brotli?.byteLength ?? 0);
    if (file.startsWith(path.join(root, 'assets') + path.sep) && keptBytes + size <= KEPT_ASSET_BYTES) {
      kept.set(file, asset);
      keptBytes += size;
    }
    return asset;
  };
}

/**
 * The built React app: hashed assets cached for a year (and sent as the build's brotli to browsers that take it),
 * everything else answered with index.html so the client router can show the screen (or its own 404 page).
 */
export function mountClientApp(app: Hono<AppEnv>, clientDir: string): void {
  const root = path.resolve(clientDir);
  const assetAt = assetStore(root);
  // Everything but /assets is read with each request, like index.html: a rebuild while the server runs is served
  // at once.
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    // Dot folders hold the build's own notes (.vite/manifest.json), not pages.
    const file = c.req.path === '/' || c.req.path.includes('/.') ? null : insideRoot(root, c.req.path);
    const asset = file ? await assetAt(file) : null;
    if (asset && file) {
      const immutable = c.req.path.startsWith('/assets/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (asset.brotli) {
        c.header('Vary', 'Accept-Encoding');
        if (acceptsEncoding(c.req.header('accept-encoding'), 'br'))
          return c.body(asset.brotli, 200, { 'Content-Type': typeOf(file), 'Content-Encoding': 'br' });
      }
      return c.body(asset.body, 200, { 'Content-Type': typeOf(file) });
    }
    if (path.extname(c.req.path) && !c.req.path.endsWith('.html')) return c.text('Not found', 404);
    const index = await readIfFile(path.join(root, 'index.html'));
    if (!index) return c.text('The web app is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    const manifest = listScreens[c.req.path] ? await readManifest(root) : null;
    return c.html(withHints(index.toString('utf8'), c.req.path, manifest));
  });
}

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const swaggerFiles = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Platewise API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" href="/api/docs/favicon-32x32.png">
</head>
<body>
<div id="api-docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

// Kept in its own file so the page needs no inline script under the Content-Security-Policy.
const docsStart = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-docs', deepLinking: true });`;

/** A browsable API description served from installed files, so it works with no internet. */
export function mountApiDocs(app: Hono<AppEnv>): void {
  app.get('/api/docs', (c) => c.html(docsPage));
  app.get('/api/docs/start.js', (c) => c.body(docsStart, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/api/docs/:file', async (c) => {
    const name = c.req.param('file');
    if (!swaggerFiles.has(name)) return c.notFound();
    const body = await readFile(path.join(swaggerDir, name));
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(body), 200, { 'Content-Type': typeOf(name) });
  });
}
