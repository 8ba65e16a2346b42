import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

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
 * The built React app: hashed assets cached for a year, everything else answered with index.html so the
 * client router can show the screen (or its own 404 page).
 */
export function mountClientApp(app: Hono<AppEnv>, clientDir: string): void {
  const root = path.resolve(clientDir);
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    const file = c.req.path === '/' ? null : insideRoot(root, c.req.path);
    const body = file ? await readIfFile(file) : null;
    if (body && file) {
      const immutable = c.req.path.startsWith('/assets/');
      c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return c.body(new Uint8Array(body), 200, { 'Content-Type': typeOf(file) });
    }
    if (path.extname(c.req.path) && !c.req.path.endsWith('.html')) return c.text('Not found', 404);
    const index = await readIfFile(path.join(root, 'index.html'));
    if (!index) return c.text('The web app is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(index.toString('utf8'));
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
