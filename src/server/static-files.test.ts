import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'platewise-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Platewise</title><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
    expect((await createAgent(t).request('GET', '/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
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
});
