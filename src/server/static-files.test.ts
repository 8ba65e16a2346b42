import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
let clientDir: string;
const bigScript = `export const recipes = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `Recipe ${n}`))};`;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'platewise-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Platewise</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log("app")');
  // A script the build also wrote as brotli (`<file>.br`, scripts/build/precompress-assets.ts).
  writeFileSync(path.join(clientDir, 'assets', 'big-def456.js'), bigScript);
  writeFileSync(path.join(clientDir, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What `vite build` writes: the entry, a list screen's chunk, and what each imports.
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main-abc123.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      'routes/clients-page.tsx': { file: 'assets/clients-page-2.js', imports: ['_react-1.js', '_card-3.js'] },
      '_card-3.js': { file: 'assets/card-3.js', imports: ['_react-1.js'] },
    }),
  );
  writeFileSync(path.join(tmpdir(), 'platewise-secret.txt'), 'not for the web');
  t = await createTestApp({ config: { clientDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every screen address with the app, which routes it (its own 404 included)', async () => {
    for (const address of ['/', '/clients', '/clients/123', '/admin/users', '/share/some-token', '/no/such/page']) {
      const response = await createAgent(t).request('GET', address);
      expect(response.status, address).toBe(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('serves built assets with long caching, and a missing asset as a real 404', async () => {
    const asset = await createAgent(t).request('GET', '/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await createAgent(t).request('GET', '/assets/missing-999.js')).status).toBe(404);
    expect((await createAgent(t).request('GET', '/favicon.svg')).headers.get('content-type')).toMatch(
      /^image\/svg\+xml/,
    );
  });

  it('sends a script as the build’s brotli to a browser that takes it, and as built to one that does not', async () => {
    const ask = (encoding: string) =>
      t.app.request('http://localhost/assets/big-def456.js', { headers: { 'accept-encoding': encoding } });
    for (let read = 0; read < 2; read++) {
      const browser = await ask('gzip, deflate, br, zstd');
      expect(browser.headers.get('content-encoding')).toBe('br');
      expect(browser.headers.get('vary')).toContain('Accept-Encoding');
      expect(browser.headers.get('content-type')).toMatch(/javascript/);
      const packed = Buffer.from(await browser.arrayBuffer());
      expect(packed.byteLength).toBeLessThan(Buffer.byteLength(bigScript) / 3);
      expect(brotliDecompressSync(packed).toString('utf8')).toBe(bigScript);
      for (const encoding of ['gzip, deflate', 'br;q=0, gzip', '']) {
        const plain = await ask(encoding);
        expect(plain.headers.get('content-encoding'), encoding).toBeNull();
        expect(await plain.text()).toBe(bigScript);
      }
    }
  });

  it('serves the files as they are on disk: a rebuild is served at once', async () => {
    const icon = path.join(clientDir, 'icon-changes.svg');
    writeFileSync(icon, '<svg id="one"/>');
    expect((await createAgent(t).request('GET', '/icon-changes.svg')).text).toBe('<svg id="one"/>');
    writeFileSync(icon, '<svg id="two"/>');
    expect((await createAgent(t).request('GET', '/icon-changes.svg')).text).toBe('<svg id="two"/>');
    expect((await createAgent(t).request('GET', '/icon-changes.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a file from outside the app folder', async () => {
    for (const address of [
      '/../platewise-secret.txt',
      '/%2e%2e/platewise-secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fplatewise-secret.txt',
      '/..%5cplatewise-secret.txt',
      '/%00',
    ]) {
      const response = await createAgent(t).request('GET', address);
      expect(response.text, address).not.toContain('not for the web');
    }
  });

  it("names a list screen's session check, list and code in its page, so the browser asks for them at once", async () => {
    const page = (await createAgent(t).request('GET', '/clients')).text;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/users/me">');
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/clients?view=summary">',
    );
    // The screen's own chunks; what the entry already loads is not named twice.
    expect([...head.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/assets/clients-page-2.js',
      '/assets/card-3.js',
    ]);
    // The list is asked for before the code: its answer is the longest wait of a first visit (decision 0020).
    expect(head.indexOf('href="/api/clients?view=summary"')).toBeLessThan(head.indexOf('rel="modulepreload"'));
    // The manifest is the server's to read, not a file of the site.
    expect((await createAgent(t).request('GET', '/.vite/manifest.json')).status).toBe(404);
    // Any other page names nothing it might not use.
    for (const address of ['/', '/clients/123', '/login', '/share/some-token']) {
      expect((await createAgent(t).request('GET', address)).text, address).not.toContain('preload');
    }
  });
});
