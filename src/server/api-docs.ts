import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

const docsTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
};
const typeOf = (file: string) => docsTypes[path.extname(file)] ?? 'application/octet-stream';

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
