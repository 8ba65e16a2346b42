import { describe, expect, it } from 'vitest';
import { durationMinutes, looksLikeRecipePage, readRecipePage } from './recipe-json-ld.ts';

describe('a recipe page’s schema.org data', () => {
  it('finds the Recipe among several JSON-LD blocks and reads plain-string instructions and yields', () => {
    const html = `<html><head>
      <script type="application/ld+json">{"@type":"Organization","name":"Site"}</script>
      <script type='application/ld+json'>[{"@type":"BreadcrumbList"},{"@type":"Recipe","name":"Oat &#8217;n&#8217; honey bars","recipeYield":"Makes 12 bars","totalTime":"PT30M","cookTime":"PT25M","recipeIngredient":["2 cups rolled oats","&frac14; cup honey"],"recipeInstructions":"Mix everything.\\nBake 25 minutes."}]</script>
    </head></html>`;
    expect(looksLikeRecipePage(html)).toBe(true);
    expect(readRecipePage(html)).toEqual({
      name: 'Oat ’n’ honey bars',
      description: null,
      servings: 12,
      prepTime: null,
      cookTime: 25,
      instructions: '1. Mix everything.\n2. Bake 25 minutes.',
      ingredientLines: ['2 cups rolled oats', '¼ cup honey'],
    });
  });

  it('answers null for a page without a Recipe, and reads only durations it understands', () => {
    expect(readRecipePage('<html><script type="application/ld+json">{"@type":"Article"}</script></html>')).toBeNull();
    expect(readRecipePage('{"@type":"Recipe"')).toBeNull();
    expect([
      durationMinutes('PT1H30M'),
      durationMinutes('P0DT0H20M'),
      durationMinutes('PT'),
      durationMinutes('20 minutes'),
    ]).toEqual([90, 20, null, null]);
    expect(looksLikeRecipePage('2 cups flour\n1 egg')).toBe(false);
  });
});
