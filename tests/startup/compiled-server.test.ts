// `npm start` runs the compiled server (scripts/start.mjs: dist/server built by esbuild when stale, decision 0027).
// Its bundle must find everything the sources find at run time: the migrations, the USDA package and the recipe
// catalogue on a first start, the data tables, the bundled PDF render thread and the lazily loaded illustrations.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAgent, startServer, type ServerProcess } from '../support/server-process.ts';

describe('the compiled server, as npm start runs it', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-compiled-'));
  let server: ServerProcess;
  let agent: HttpAgent;

  beforeAll(async () => {
    server = await startServer({ compiled: true, env: { DATA_DIR: dataDir }, timeoutMs: 300_000 });
    agent = new HttpAgent(server.url);
    await agent.register('Compiled');
  }, 320_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs dist/server, not the TypeScript sources', () => {
    expect(server.log()).not.toContain('tsx');
    expect(server.log()).toContain('"msg":"ready"');
  });

  it('searches the USDA foods it loaded on its first start', async () => {
    const found = await agent.request('GET', '/api/nutrition/search?query=banana');
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.json).toLowerCase()).toContain('banana');
  });

  it('draws a catalogue illustration and renders a PDF on its bundled render thread', async () => {
    const recipes = (await agent.request('GET', '/api/recipes')).json as { imageUrl?: string | null }[];
    const imageUrl = recipes.find((recipe) => recipe.imageUrl?.startsWith('/api/recipe-images/'))?.imageUrl;
    expect(imageUrl).toBeTruthy();
    const image = await fetch(`${server.url}${imageUrl}`, { headers: { cookie: agent.cookie! } });
    expect(image.status).toBe(200);

    const client = await agent.request('POST', '/api/clients', { firstName: 'Ada', lastName: 'Bundle' });
    const plan = await agent.request('POST', '/api/meal-plans', {
      name: 'Compiled week',
      clientId: client.json.id,
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      targetCalories: 1900,
    });
    const pdf = await fetch(`${server.url}/api/meal-plans/${plan.json.id}/export-pdf`, {
      headers: { cookie: agent.cookie! },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
