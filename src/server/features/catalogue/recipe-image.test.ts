import { createRequire } from 'node:module';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSr28FromPackage } from '../../providers/foods/usda-sr28.ts';
import { readCatalogueData } from './catalogue-data.ts';
import type { RecipeImageInput } from './recipe-image/recipe-image-input.ts';
import { renderRecipeImage } from './recipe-image/render-recipe-image.ts';

// jsdom's XML parser is the browser's DOMParser; loaded by hand so the rest of the file keeps Node's URL and fs.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
const xml = new new JSDOM('').window.DOMParser();

/** Every element the illustrations are allowed to use: shapes, paint servers and blur filters, nothing active. */
const allowedElements = new Set([
  'svg',
  'defs',
  'g',
  'path',
  'rect',
  'ellipse',
  'pattern',
  'radialGradient',
  'stop',
  'filter',
  'feGaussianBlur',
  'feDropShadow',
]);

/** Parses the SVG as XML the way a browser does for an image, and fails on anything not well-formed. */
function parse(svg: string): Document {
  const doc = xml.parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

/** The safety rules of a served image, checked on the parsed document rather than by pattern on the text. */
function expectSafeSvg(svg: string): Document {
  const doc = parse(svg);
  const root = doc.documentElement;
  expect(root.localName).toBe('svg');
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
  expect(root.getAttribute('viewBox')).toBe('0 0 800 500');
  const ids = new Set([...doc.querySelectorAll('[id]')].map((el) => el.id));
  for (const el of doc.getElementsByTagName('*')) {
    expect(allowedElements.has(el.localName), `<${el.localName}>`).toBe(true);
    expect(el.textContent?.trim() ?? '', `text in <${el.localName}>`).toBe('');
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), attr.name).toBe(false);
      expect(attr.name.includes('href'), attr.name).toBe(false);
      // paint and filters may only point at definitions inside the same document
      for (const [, target] of attr.value.matchAll(/url\(([^)]*)\)/g)) {
        expect(target, `${attr.name}="${attr.value}"`).toMatch(/^#\w+$/);
        expect(ids.has(target.slice(1)), `${target} is defined`).toBe(true);
      }
    }
  }
  expect(svg).not.toMatch(/NaN|Infinity|undefined|null/);
  return doc;
}

const vesselOf = (svg: string) => parse(svg).documentElement.getAttribute('data-vessel');

function recipe(overrides: Partial<RecipeImageInput> = {}): RecipeImageInput {
  return {
    key: 'test-recipe',
    name: 'Chickpea and Spinach Stew',
    cuisine: 'mediterranean',
    dishTypes: ['main course'],
    mealTypes: ['dinner'],
    ingredients: [
      {
        description: 'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids',
        foodGroup: 'Legumes and Legume Products',
        grams: 400,
      },
      { description: 'Spinach, raw', foodGroup: 'Vegetables and Vegetable Products', grams: 150 },
      {
        description: 'Tomatoes, red, ripe, raw, year round average',
        foodGroup: 'Vegetables and Vegetable Products',
        grams: 200,
      },
      {
        description: 'Rice, white, long-grain, regular, raw, enriched',
        foodGroup: 'Cereal Grains and Pasta',
        grams: 150,
      },
      { description: 'Oil, olive, salad or cooking', foodGroup: 'Fats and Oils', grams: 14 },
      { description: 'Parsley, fresh', foodGroup: 'Vegetables and Vegetable Products', grams: 8 },
    ],
    ...overrides,
  };
}

describe('renderRecipeImage', () => {
  it('draws the same picture every time for the same recipe, and another one for another recipe', () => {
    const first = renderRecipeImage(recipe());
    expect(renderRecipeImage(recipe())).toBe(first);
    expect(renderRecipeImage(recipe({ key: 'another-recipe' }))).not.toBe(first);
  });

  it('is a complete, well-formed SVG document of 800 × 500 with nothing that runs or loads', () => {
    const svg = renderRecipeImage(recipe());
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    expectSafeSvg(svg);
    expect(svg).not.toMatch(/<script|foreignObject|javascript:|<image|<use|@import/i);
  });

  it('serves each dish in its own vessel: plate, bowl, glass, mug, board, skillet or baking dish', () => {
    const cases: [Partial<RecipeImageInput>, string][] = [
      [{ name: 'Herb Chicken with Rice', dishTypes: ['main course'] }, 'plate'],
      [{ name: 'Chickpea and Spinach Soup', dishTypes: ['soup'] }, 'bowl'],
      [{ name: 'Chickpea Salad', dishTypes: ['salad'] }, 'bowl'],
      [{ name: 'Overnight Oats', dishTypes: ['breakfast'] }, 'bowl'],
      [{ name: 'Green Smoothie', dishTypes: ['beverage', 'drink'] }, 'glass'],
      [{ name: 'Masala Chai Latte', dishTypes: ['beverage'] }, 'mug'],
      [{ name: 'Crispy Chickpea Snack', dishTypes: ['snack', 'fingerfood'] }, 'board'],
      [{ name: 'Chickpea Tacos', dishTypes: ['main course'] }, 'board'],
      [{ name: 'Shakshuka', dishTypes: ['breakfast', 'main course'] }, 'skillet'],
      [{ name: 'Spinach Lasagna', dishTypes: ['main course'] }, 'baking-dish'],
    ];
    for (const [overrides, vessel] of cases)
      expect(vesselOf(renderRecipeImage(recipe(overrides))), overrides.name).toBe(vessel);
  });

  it('reads words as whole words: a classic dish is not a lassi, toasted almonds are not toast', () => {
    expect(vesselOf(renderRecipeImage(recipe({ name: 'Classic Pot Roast', dishTypes: ['main course'] })))).toBe(
      'plate',
    );
    expect(vesselOf(renderRecipeImage(recipe({ name: 'Spiced Chai Latte', dishTypes: ['beverage'] })))).toBe('mug');
    expect(vesselOf(renderRecipeImage(recipe({ name: 'Chili-Lime Roasted Chickpeas', dishTypes: ['snack'] })))).toBe(
      'board',
    );
    expect(
      vesselOf(
        renderRecipeImage(recipe({ name: 'Gazpacho with Toasted Almonds', dishTypes: ['soup', 'main course'] })),
      ),
    ).toBe('bowl');
  });

  it('draws homemade seitan (vital wheat gluten) as browned pieces like tempeh, not as bread', () => {
    const seitan = renderRecipeImage(
      recipe({
        name: 'Seitan and Broccoli Stir-Fry',
        cuisine: 'chinese',
        ingredients: [
          { description: 'Vital wheat gluten', foodGroup: 'Cereal Grains and Pasta', grams: 200 },
          { description: 'Broccoli, raw', foodGroup: 'Vegetables and Vegetable Products', grams: 300 },
        ],
      }),
    );
    const tempeh = renderRecipeImage(
      recipe({
        name: 'Tempeh and Broccoli Stir-Fry',
        ingredients: [{ description: 'Tempeh', foodGroup: 'Legumes and Legume Products', grams: 200 }],
      }),
    );
    // the colour tempeh and seitan pieces are painted in
    const pieceColour = /#c9a465/i;
    expect(tempeh).toMatch(pieceColour);
    expect(seitan).toMatch(pieceColour);
  });

  it('paints the food from its ingredients: a tomato soup is red, a spinach smoothie green', () => {
    const soup = renderRecipeImage(
      recipe({
        name: 'Tomato Soup',
        dishTypes: ['soup'],
        ingredients: [
          {
            description: 'Tomatoes, red, ripe, canned, packed in tomato juice',
            foodGroup: 'Vegetables and Vegetable Products',
            grams: 800,
          },
          { description: 'Soup, stock, vegetable', foodGroup: 'Soups, Sauces, and Gravies', grams: 300 },
        ],
      }),
    );
    const smoothie = renderRecipeImage(
      recipe({
        name: 'Green Smoothie',
        dishTypes: ['drink'],
        ingredients: [
          { description: 'Spinach, raw', foodGroup: 'Vegetables and Vegetable Products', grams: 150 },
          { description: 'Kale, raw', foodGroup: 'Vegetables and Vegetable Products', grams: 60 },
          { description: 'Beverages, almond milk, unsweetened, shelf stable', foodGroup: 'Beverages', grams: 150 },
        ],
      }),
    );
    // the surface of the dish is the first gradient stop after the table's light
    const surface = (svg: string) => {
      const stop = parse(svg).querySelector('radialGradient#q stop')?.getAttribute('stop-color') ?? '';
      const v = parseInt(stop.slice(1), 16);
      return { r: (v >> 16) & 255, g: (v >> 8) & 255, b: v & 255 };
    };
    const red = surface(soup);
    expect(red.r).toBeGreaterThan(red.g + 40);
    const green = surface(smoothie);
    expect(green.g).toBeGreaterThan(green.r);
    expect(green.g).toBeGreaterThan(green.b);
  });

  it('never writes the recipe name, a food description or the cuisine into the picture', () => {
    const hostile = '</svg><script>alert(1)</script><foreignObject><a href="https://evil.example/x">';
    const svg = renderRecipeImage({
      key: 'x" onload="alert(1)',
      name: `${hostile} Tacos`,
      cuisine: `"><script>alert(2)</script>`,
      dishTypes: ['main course', '<script>'],
      mealTypes: ['dinner"/>'],
      ingredients: [
        { description: `${hostile} chicken`, foodGroup: '<img src=x onerror=alert(3)>', grams: 200 },
        { description: 'Tomatoes, red, ripe, raw', foodGroup: `"><use href="https://evil.example/#a"/>`, grams: 100 },
      ],
    });
    expectSafeSvg(svg);
    for (const needle of ['script', 'alert', 'evil.example', 'onload', 'onerror', 'Tacos', 'chicken', '<a ', '<img'])
      expect(svg).not.toContain(needle);
  });

  it('stays a small, safe picture whatever it is given', () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('', 'Soup', 'Smoothie', 'Tacos', 'Salad', 'Curry', '<script>', '"&\'<>'),
    );
    const input = fc.record({
      key: fc.string(),
      name: text,
      cuisine: fc.option(fc.oneof(text, fc.constantFrom('italian', 'japanese', 'mexican', 'nordic'))),
      dishTypes: fc.array(
        fc.oneof(text, fc.constantFrom('main course', 'soup', 'drink', 'snack', 'salad', 'dessert')),
        { maxLength: 4 },
      ),
      mealTypes: fc.array(text, { maxLength: 3 }),
      ingredients: fc.array(
        fc.record({
          description: fc.oneof(
            text,
            fc.constantFrom(
              'Spinach, raw',
              'Egg, whole, raw, fresh',
              'Rice, white, long-grain, regular, raw, enriched',
              'Bananas, raw',
              'Fish, salmon, Atlantic, farmed, raw',
            ),
          ),
          foodGroup: fc.option(text),
          grams: fc.oneof(fc.double(), fc.integer({ min: -10, max: 100000 }), fc.constant(Number.NaN)),
        }),
        { maxLength: 25 },
      ),
    });
    fc.assert(
      fc.property(input, (value) => {
        const svg = renderRecipeImage(value);
        expect(svg.length).toBeLessThan(8192);
        expectSafeSvg(svg);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the catalogue illustrations', () => {
  let inputs: RecipeImageInput[] = [];
  beforeAll(() => {
    const foods = new Map(readSr28FromPackage().map((food) => [food.id, food]));
    inputs = readCatalogueData().entries.map((entry) => ({
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
  });

  it('gives every recipe a small picture of its own, in a fitting vessel, with nothing unsafe in it', () => {
    const pictures = new Set<string>();
    const vessels = new Set<string>();
    inputs.forEach((input, i) => {
      const svg = renderRecipeImage(input);
      expect(svg.length, input.key).toBeLessThan(8192);
      expect(svg, input.key).not.toMatch(/<script|foreignObject|href|NaN|undefined/);
      expect(
        [...svg.matchAll(/url\(([^)]*)\)/g)].every(([, target]) => /^#\w+$/.test(target)),
        input.key,
      ).toBe(true);
      // the full XML parse is slow in jsdom: every tenth recipe is enough to catch a drawing that breaks
      if (i % 10 === 0) expectSafeSvg(svg);
      pictures.add(svg);
      vessels.add(/data-vessel="([\w-]+)"/.exec(svg)?.[1] ?? '');
    });
    expect(inputs.length).toBeGreaterThan(0);
    expect(pictures.size).toBe(inputs.length);
    expect(vessels.size).toBeGreaterThanOrEqual(6);
  });
});
