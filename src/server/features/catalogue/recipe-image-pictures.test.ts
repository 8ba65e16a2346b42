import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSr28FromPackage } from '../../providers/foods/usda-sr28.ts';
import { readCatalogueData } from './catalogue-data.ts';
import type { RecipeImageInput } from './recipe-image/recipe-image-input.ts';
import { renderRecipeImage } from './recipe-image/render-recipe-image.ts';

/**
 * The picture of every catalogue recipe, recorded as a hash of its SVG beside a hash of what it was drawn from.
 * Reorganising the drawing code must not change a single picture; a recipe whose ingredients, name or cuisine were
 * edited since the recording may legitimately look different, so only recipes drawn from the same input are compared.
 * `RECORD_RECIPE_PICTURES=1 npx vitest run <this file>` records them again after an intended change to the drawings.
 */
const fixture = new URL('./recipe-image-pictures.fixture.json', import.meta.url);
type Recorded = Record<string, { input: string; svg: string }>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

function catalogueInputs(): RecipeImageInput[] {
  const foods = new Map(readSr28FromPackage().map((food) => [food.id, food]));
  return readCatalogueData().entries.map((entry) => ({
    key: entry.key,
    name: entry.name,
    cuisine: entry.cuisine,
    dishTypes: entry.dishTypes,
    mealTypes: entry.mealTypes,
    ingredients: entry.ingredients.map((line) => ({
      description: foods.get(line.food)?.description ?? '',
      foodGroup: foods.get(line.food)?.foodGroup ?? null,
      grams: line.grams,
    })),
  }));
}

describe('the catalogue pictures', () => {
  it('are the same pictures as recorded, for every recorded recipe drawn from the same ingredients', () => {
    const inputs = catalogueInputs();
    if (process.env.RECORD_RECIPE_PICTURES === '1') {
      const recorded: Recorded = {};
      for (const input of [...inputs].sort((a, b) => a.key.localeCompare(b.key)))
        recorded[input.key] = { input: sha256(JSON.stringify(input)), svg: sha256(renderRecipeImage(input)) };
      writeFileSync(fixture, `${JSON.stringify(recorded, null, 1)}\n`);
    }
    const recorded = JSON.parse(readFileSync(fixture, 'utf8')) as Recorded;
    const changed: string[] = [];
    let compared = 0;
    for (const input of inputs) {
      const before = recorded[input.key];
      // a recipe added or edited since the recording has no picture to compare with
      if (!before || before.input !== sha256(JSON.stringify(input))) continue;
      compared += 1;
      if (sha256(renderRecipeImage(input)) !== before.svg) changed.push(input.key);
    }
    expect(changed).toEqual([]);
    // most of the recorded catalogue must still be there, or this test would pass by comparing nothing
    expect(compared).toBeGreaterThanOrEqual(Math.ceil(Object.keys(recorded).length * 0.8));
  });
});
