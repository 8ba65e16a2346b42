import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, registerAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import type { PastedIngredient } from '../../../shared/schemas/recipe-import.ts';
import { pasteCases } from '../../../../tests/fixtures/ingredient-lines/ingredient-paste-corpus.ts';

let t: TestApp;
let agent: Awaited<ReturnType<typeof registerAgent>>['agent'];
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t); // the admin
  ({ agent } = await registerAgent(t));
});
afterAll(async () => {
  await t.close();
});

const read = (text: string) => agent.request('POST', '/api/recipes/parse-ingredients', { body: { text } });

/**
 * Lines whose food the search does not propose as a dietitian means it: 22 of 142 before the cook's vocabulary of
 * decision 0017, 7 after. Asserted exactly: a line that starts to match, or one that stops, fails this test, so the
 * list is kept true as the search changes. Amount and unit are asserted for every line regardless.
 */
const todaysSearchMisses = [
  '500 g beef mince', // 93 % lean first; a UK mince is nearer 80–85 %
  '1 (14.5 oz) can diced tomatoes', // stewed tomatoes first
  '1 x 400g tin chopped tomatoes',
  '4 cups low-sodium chicken broth', // a branded low-sodium broth first
  '1 cup quinoa, rinsed', // cooked quinoa first: "rinsed" says dry, and preparation words are kept out of the search
  '1 cup frozen corn', // frozen and microwaved, not frozen as bought
  '2 tbsp creamy peanut butter', // the omega-3 variety first
];

describe(`the paste corpus: ${pasteCases.length} ingredient lines as recipe sites write them`, () => {
  let answers: PastedIngredient[];
  beforeAll(async () => {
    answers = [];
    // At most 100 lines a request: the corpus goes in two.
    for (let start = 0; start < pasteCases.length; start += 100) {
      const response = await read(
        pasteCases
          .slice(start, start + 100)
          .map((item) => item.line)
          .join('\n'),
      );
      expect(response.status).toBe(200);
      answers.push(...response.json.ingredients);
    }
  });

  it('has at least 100 lines and answers one entry per line, in order, none dropped', () => {
    expect(pasteCases.length).toBeGreaterThanOrEqual(100);
    expect(answers).toHaveLength(pasteCases.length);
    expect(answers.map((answer) => answer.text)).toEqual(pasteCases.map((item) => item.line.replace(/^[-•▢]\s*/, '')));
  });

  it('reads the amount, unit and kind of every line', () => {
    const wrong = pasteCases
      .map((item, index) => ({ item, answer: answers[index] }))
      .filter(
        ({ item, answer }) =>
          answer.kind !== item.kind ||
          answer.unit !== item.unit ||
          (item.amount === null
            ? answer.amount !== null
            : answer.amount === null || Math.abs(answer.amount - item.amount) > 0.001),
      )
      .map(
        ({ item, answer }) =>
          `${item.line}: got ${answer.kind} ${answer.amount} ${answer.unit}, want ${item.kind} ${item.amount} ${item.unit}`,
      );
    expect(wrong).toEqual([]);
  });

  it('proposes the food a dietitian means for every line, except the lines today’s search is known to miss', () => {
    const misses = pasteCases
      .map((item, index) => ({ item, answer: answers[index] }))
      .filter(({ item, answer }) =>
        item.foods === null ? answer.food !== null : !item.foods.includes(answer.food?.fdcId ?? -1),
      );
    const hits = pasteCases.length - misses.length;
    console.log(`paste corpus: ${hits}/${pasteCases.length} lines get the food meant`);
    for (const { item, answer } of misses)
      console.log(
        `  miss: ${item.line} → ${answer.food ? `${answer.food.fdcId} ${answer.food.description}` : 'no food'}`,
      );
    expect(misses.map(({ item }) => item.line).sort()).toEqual([...todaysSearchMisses].sort());
  });
});

describe('POST /api/recipes/parse-ingredients', () => {
  it('turns pasted lines into rows with amount, unit and a proposed food, and keeps an unreadable line as text', async () => {
    const response = await read(
      '2 cups chopped broccoli\n\n1 (15 oz) can chickpeas, drained\n½ tsp kosher salt\nsalt and pepper to taste\n',
    );
    expect(response.status).toBe(200);
    expect(response.json.recipe).toBeNull();
    expect(response.json.ingredients).toEqual([
      {
        text: '2 cups chopped broccoli',
        kind: 'ingredient',
        amount: 2,
        unit: 'cup',
        name: 'chopped broccoli',
        food: { fdcId: 11090, description: 'Broccoli, raw' },
        note: null,
      },
      {
        text: '1 (15 oz) can chickpeas, drained',
        kind: 'ingredient',
        amount: 15,
        unit: 'oz',
        name: 'chickpeas, drained',
        food: { fdcId: 16358, description: expect.stringMatching(/^Chickpeas .*canned, drained solids$/) },
        note: '1 can of 15 oz (425 g)',
      },
      {
        text: '½ tsp kosher salt',
        kind: 'ingredient',
        amount: 0.5,
        unit: 'tsp',
        name: 'kosher salt',
        food: { fdcId: 2047, description: 'Salt, table' },
        note: null,
      },
      {
        text: 'salt and pepper to taste',
        kind: 'text',
        amount: null,
        unit: null,
        name: 'salt and pepper to taste',
        food: null,
        note: null,
      },
    ]);
  });

  const page = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'A cooking site' },
      {
        '@type': ['Recipe'],
        name: 'Chickpea &amp; broccoli bowl',
        description: '<p>A quick weeknight bowl.</p>',
        recipeYield: ['4', '4 servings'],
        prepTime: 'PT10M',
        cookTime: 'PT1H5M',
        recipeIngredient: [
          '1 &frac12; cups chopped broccoli',
          '1 (15 oz) can chickpeas, drained',
          'salt and pepper to taste',
        ],
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Bowl',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Steam the broccoli.' },
              { '@type': 'HowToStep', text: 'Warm the chickpeas.' },
            ],
          },
          { '@type': 'HowToStep', text: 'Season and serve.' },
        ],
      },
    ],
  };

  it('fills the recipe from a page’s schema.org Recipe JSON-LD, its ingredients read the same way', async () => {
    const html = `<!doctype html><html><head><title>Bowl</title><script type="application/ld+json">${JSON.stringify(page)}</script></head><body><h1>Bowl</h1></body></html>`;
    for (const text of [html, JSON.stringify(page)]) {
      const response = await read(text);
      expect(response.status).toBe(200);
      expect(response.json.recipe).toEqual({
        name: 'Chickpea & broccoli bowl',
        description: 'A quick weeknight bowl.',
        servings: 4,
        prepTime: 10,
        cookTime: 65,
        instructions: 'Bowl:\n1. Steam the broccoli.\n2. Warm the chickpeas.\n3. Season and serve.',
      });
      expect(
        response.json.ingredients.map((line: PastedIngredient) => [
          line.kind,
          line.amount,
          line.unit,
          line.food?.fdcId ?? null,
        ]),
      ).toEqual([
        ['ingredient', 1.5, 'cup', 11090],
        ['ingredient', 15, 'oz', 16358],
        ['text', null, null, null],
      ]);
    }
  });

  it('answers 400 with a clear message for empty text, a page without a recipe, too many lines or too long a line', async () => {
    const cases: [string, RegExp][] = [
      ['   \n ', /Paste some ingredient lines/],
      ['<html><body><p>No recipe here</p></body></html>', /No recipe found in the pasted text/],
      [
        Array.from({ length: 101 }, (_, i) => `${i + 1} g oats`).join('\n'),
        /At most 100 ingredient lines at a time \(101 pasted\)/,
      ],
      [`1 cup oats\n2 cups ${'milk '.repeat(80)}`, /Line 2 is longer than 300 characters/],
      ['x'.repeat(500_001), /at most 500,000 characters/],
    ];
    for (const [text, message] of cases) {
      const response = await read(text);
      expect(response.status, text.slice(0, 40)).toBe(400);
      expect(JSON.stringify(response.json)).toMatch(message);
      expect(response.json.errors.length).toBeGreaterThan(0);
    }
    const tooMany = {
      '@type': 'Recipe',
      name: 'Huge',
      recipeIngredient: Array.from({ length: 101 }, () => '1 g salt'),
    };
    const refused = await read(JSON.stringify(tooMany));
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('The recipe has 101 ingredients; at most 100 can be read at a time');
  });

  it('is for signed-in practitioners only', async () => {
    const anonymous = await createAgent(t).request('POST', '/api/recipes/parse-ingredients', {
      body: { text: '1 cup oats' },
    });
    expect(anonymous.status).toBe(401);
  });
});
