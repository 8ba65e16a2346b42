// docs/routes.md is the API's table of contents: generated from the app's route table, so it must match it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable, routeTableMarkdown, routeTablePath } from '../../scripts/routes/route-table.ts';

describe('the generated route table in docs/routes.md', () => {
  it('is current: run `npm run routes:table` after adding, moving or removing a route', async () => {
    expect(readFileSync(routeTablePath, 'utf8')).toBe(await routeTableMarkdown());
  });

  it('names the feature file of every route, and /api/share, /api/recipes and /api/recipe-images from their own folders', async () => {
    const rows = await routeTable();
    const featureRows = rows.filter((row) => !row.path.startsWith('/api/docs') && row.path !== '/api/openapi.json');
    expect(featureRows.every((row) => /^src\/server\/features\/[a-z-]+\/[a-z-]+\.routes\.ts$/.test(row.file))).toBe(
      true,
    );
    for (const [prefix, folder] of [
      ['/api/share/', 'share'],
      ['/api/recipes', 'recipes'],
      ['/api/recipe-images/', 'recipe-images'],
      ['/api/meal-plans', 'meal-plans'],
    ]) {
      const served = rows.filter((row) => row.path.startsWith(prefix));
      expect(served.length, prefix).toBeGreaterThan(0);
      expect(
        served.filter((row) => !row.file.startsWith(`src/server/features/${folder}/`)),
        prefix,
      ).toEqual([]);
    }
  });
});
