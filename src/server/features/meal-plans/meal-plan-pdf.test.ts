import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { scaleNutrition, type Nutrition } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { MealPlanPdfInput, ResolvedDay, ResolvedMeal } from '../../../shared/schemas/meal-plans.ts';
import { planAdequacy } from '../../../shared/nutrition/adequacy.ts';
import { nutrientTargetsFor } from '../../../shared/nutrition/dri/dri.ts';
import { createFormats } from '../../../shared/format/formats.ts';
import { documentDate, formatPlanDate, toWinAnsi } from '../../lib/pdf/pdf-text.ts';
import { pdfFileName } from '../../lib/pdf/file-name.ts';
import { formatAmount, renderMealPlanPdf } from './meal-plan-pdf.ts';
import { pdfInfo, pdfText, pdfWords } from '../../../../tests/support/pdf-text.ts';
import { trainingDay as training, restDay as rest } from '../../../../tests/fixtures/day-types.ts';

// --- reading the PDF back the way a person would: as text, page by page --------------------------------

const workDir = mkdtempSync(path.join(tmpdir(), 'meal-plan-pdf-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
let fileCount = 0;

function save(pdf: Buffer): string {
  const file = path.join(workDir, `plan-${++fileCount}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
const bytesOf = (file: string) => readFileSync(file);
const infoOf = (file: string) => pdfInfo(bytesOf(file));
const pagesOf = async (file: string) => Number(/^Pages:\s+(\d+)/m.exec(await infoOf(file))?.[1]);
/** Text per page, with runs of spaces collapsed (two-column layouts spread a line out). */
const pageTexts = async (file: string) =>
  (await pdfText(bytesOf(file), { layout: true })).split('\f').map((page) => page.replace(/[ \t]+/g, ' '));
const wordsOf = (file: string) => pdfWords(bytesOf(file));

// --- a realistic plan ------------------------------------------------------------------------------------

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}
/** A 24×24 RGBA PNG: an orange square on a transparent background. */
function tinyPng(): Buffer {
  const size = 24;
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * (1 + size * 4) + 1 + x * 4;
      const inside = x > 3 && x < 20 && y > 3 && y < 20;
      rows.set(inside ? [234, 88, 12, 255] : [0, 0, 0, 0], at);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Recipe = MealPlanPdfInput['recipes'][number];
const perServing = (calories: number, protein: number, carbs: number, fat: number): Nutrition => ({
  calories,
  protein,
  carbs,
  fat,
  fiber: 5,
  sugar: 7,
  sodium: 300,
});
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const steps = (...lines: string[]) => lines.join('\n');

const recipes: (Recipe & { nutrition: Nutrition })[] = [
  {
    id: id(1),
    name: 'Overnight oats with berries',
    servings: 2,
    prepTime: 10,
    cookTime: null,
    imageUrl: null,
    nutrition: perServing(412.4, 18.3, 58.1, 12.6),
    ingredients: [
      { name: 'rolled oats', amount: 1, unit: 'cup' },
      { name: 'almond milk', amount: 1.5, unit: 'cup' },
      { name: 'chia seeds', amount: 2, unit: 'tbsp' },
      { name: 'Greek yoghurt', amount: 0.5, unit: 'cup' },
      { name: 'mixed berries', amount: 1, unit: 'cup' },
      { name: 'maple syrup', amount: 1, unit: 'tbsp' },
    ],
    instructions: steps(
      'Stir the oats, chia, milk and yoghurt together.',
      'Divide between two jars.',
      'Refrigerate overnight.',
      'Loosen with a splash of milk.',
      'Top with the berries and maple syrup.',
    ),
  },
  {
    id: id(2),
    name: 'Quinoa salad with roasted vegetables',
    servings: 4,
    prepTime: 15,
    cookTime: 30,
    imageUrl: null,
    nutrition: perServing(538.6, 16.9, 62.4, 24.1),
    ingredients: [
      { name: 'quinoa', amount: 1, unit: 'cup' },
      { name: 'red pepper', amount: 1, unit: 'piece' },
      { name: 'courgette', amount: 1, unit: 'piece' },
      { name: 'chickpeas', amount: 400, unit: 'g' },
      { name: 'olive oil', amount: 3, unit: 'tbsp' },
      { name: 'lemon juice', amount: 1.25, unit: 'tbsp' },
      { name: 'rocket', amount: 60, unit: 'g' },
    ],
    instructions: steps(
      'Heat the oven to 200 °C.',
      'Roast the vegetables and chickpeas for 25 minutes.',
      'Cook the quinoa for 15 minutes.',
      'Whisk the oil with the lemon juice.',
      'Combine everything and dress.',
    ),
  },
  {
    id: id(3),
    name: 'Grilled salmon with sweet potato',
    servings: 2,
    prepTime: 10,
    cookTime: 25,
    imageUrl: null,
    nutrition: perServing(701.2, 42.6, 52.3, 34.8),
    ingredients: [
      { name: 'salmon fillets', amount: 2, unit: 'piece' },
      { name: 'sweet potatoes', amount: 2, unit: 'piece' },
      { name: 'broccoli', amount: 200, unit: 'g' },
      { name: 'olive oil', amount: 1, unit: 'tbsp' },
      { name: 'smoked paprika', amount: 0.75, unit: 'tsp' },
      { name: 'lemon', amount: 0.5, unit: 'piece' },
    ],
    instructions: steps(
      'Bake the sweet potatoes for 25 minutes.',
      'Rub the salmon with oil and paprika.',
      'Grill for 8–10 minutes.',
      'Steam the broccoli.',
      'Serve with lemon.',
    ),
  },
  {
    id: id(4),
    name: 'Hummus with vegetable sticks',
    servings: 4,
    prepTime: 10,
    cookTime: 0,
    imageUrl: null,
    nutrition: perServing(198.3, 6.7, 17.4, 11.9),
    ingredients: [
      { name: 'chickpeas', amount: 400, unit: 'g' },
      { name: 'tahini', amount: 2, unit: 'tbsp' },
      { name: 'lemon', amount: 1, unit: 'piece' },
      { name: 'garlic clove', amount: 1, unit: 'piece' },
      { name: 'carrots', amount: 2, unit: 'piece' },
      { name: 'cucumber', amount: 1, unit: 'piece' },
    ],
    instructions: steps(
      'Blend the chickpeas, tahini, lemon and garlic.',
      'Loosen with cold water.',
      'Season.',
      'Cut the vegetables into sticks.',
      'Serve together.',
    ),
  },
  {
    id: id(5),
    name: 'Lentil and vegetable soup',
    servings: 6,
    prepTime: 15,
    cookTime: 35,
    imageUrl: null,
    nutrition: perServing(318.7, 17.2, 48.9, 5.8),
    ingredients: [
      { name: 'red lentils', amount: 1.5, unit: 'cup' },
      { name: 'carrots', amount: 2, unit: 'piece' },
      { name: 'onion', amount: 1, unit: 'piece' },
      { name: 'vegetable stock', amount: 1.5, unit: 'l' },
      { name: 'chopped tomatoes', amount: 400, unit: 'g' },
      { name: 'ground cumin', amount: 1, unit: 'tsp' },
    ],
    instructions: steps(
      'Soften the vegetables.',
      'Add the cumin.',
      'Add the lentils, tomatoes and stock.',
      'Simmer for 25 minutes.',
      'Blend half and season.',
    ),
  },
  {
    id: id(6),
    name: 'Chicken stir-fry with brown rice',
    servings: 4,
    prepTime: 15,
    cookTime: 15,
    imageUrl: null,
    nutrition: perServing(612.9, 38.4, 66.7, 18.2),
    ingredients: [
      { name: 'chicken breast', amount: 500, unit: 'g' },
      { name: 'brown rice', amount: 1.25, unit: 'cup' },
      { name: 'red pepper', amount: 1, unit: 'piece' },
      { name: 'mangetout', amount: 150, unit: 'g' },
      { name: 'soy sauce', amount: 2, unit: 'tbsp' },
      { name: 'sesame oil', amount: 1, unit: 'tbsp' },
    ],
    instructions: steps(
      'Cook the rice.',
      'Heat the oil in a wok.',
      'Stir-fry the chicken.',
      'Add the vegetables.',
      'Add the soy sauce and serve.',
    ),
  },
];

function meal(recipeIndex: number, servings = 1): ResolvedMeal {
  const recipe = recipes[recipeIndex];
  const nutrition = scaleNutrition(recipe.nutrition, servings);
  return {
    recipeId: recipe.id,
    servings,
    recipeName: recipe.name,
    imageUrl: null,
    recipeServings: recipe.servings,
    nutrition,
    conflicts: [],
  };
}
function day(dayNumber: number, date: string, meals: ResolvedDay['meals']): ResolvedDay {
  const all = [meals.breakfast, meals.lunch, meals.dinner, ...meals.snacks].filter(
    (m): m is ResolvedMeal => m !== null,
  );
  const totals: Nutrition = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
  for (const m of all)
    for (const key of Object.keys(totals) as (keyof Nutrition)[]) totals[key] += m.nutrition?.[key] ?? 0;
  return { dayNumber, date, meals, totals };
}

const weekDates = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11'];

function planInput(overrides: Partial<MealPlanPdfInput> = {}): MealPlanPdfInput {
  return {
    practice: {
      practitionerName: 'Amelia Hart',
      businessName: 'Greenleaf Nutrition',
      businessLogo: `data:image/png;base64,${tinyPng().toString('base64')}`,
      tagline: 'Evidence-based nutrition for everyday life',
      brandColorPrimary: '#0f766e',
      brandColorSecondary: '#f59e0b',
      contactEmail: 'hello@greenleaf.example',
      contactPhone: '+44 20 7946 0321',
      website: 'www.greenleaf.example',
    },
    plan: {
      name: 'Heart-healthy week',
      clientName: 'Jordan Ellis',
      status: 'active',
      description: 'A Mediterranean-style week built around oily fish, pulses and whole grains.',
      startDate: '2026-01-05',
      endDate: '2026-01-11',
      targetCalories: 2000,
      targetProtein: 110,
      targetCarbs: 230,
      targetFat: 70,
      notes: 'Drink water with every meal.\nBatch-cook the soup on Sunday.',
    },
    days: weekDates.map((date, i) =>
      day(i + 1, date, {
        breakfast: meal(0),
        lunch: meal(i % 2 === 0 ? 1 : 4),
        dinner: meal(i % 2 === 0 ? 2 : 5, i === 3 ? 1.5 : 1),
        snacks: [meal(3)],
      }),
    ),
    recipes: recipes.map(({ nutrition: _nutrition, ...recipe }) => recipe),
    shoppingList: [
      {
        group: 'Vegetables and Vegetable Products',
        items: [
          { name: 'Red peppers', amount: '2', grams: null },
          { name: 'Courgette', amount: '1', grams: null },
          { name: 'Sweet potatoes', amount: '2 medium', grams: null },
          { name: 'Carrots', amount: '4', grams: null },
        ],
      },
      {
        group: 'Cereal Grains and Pasta',
        items: [
          { name: 'Rolled oats', amount: '500 g', grams: 500 },
          { name: 'Quinoa', amount: '250 g', grams: 250 },
          { name: 'Brown rice', amount: '500 g', grams: 500 },
        ],
      },
      {
        group: 'Poultry and Fish',
        items: [
          { name: 'Salmon fillets', amount: '4', grams: null },
          { name: 'Chicken breast', amount: '500 g', grams: 500 },
        ],
      },
    ],
    generatedOn: '2026-01-02',
    ...overrides,
  };
}

// --- tests -------------------------------------------------------------------------------------------------

describe('renderMealPlanPdf', () => {
  it('produces a branded A4 PDF with the plan, every day, every recipe and the shopping list', async () => {
    const pdf = await renderMealPlanPdf(planInput());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = save(pdf);
    const info = await infoOf(file);
    expect(info).toMatch(/^Title:\s+Heart-healthy week$/m);
    expect(info).toMatch(/^Author:\s+Greenleaf Nutrition$/m);
    expect(info).toMatch(/^Creator:\s+Platewise$/m);
    expect(info).toMatch(/^Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/m);
    const pages = await pagesOf(file);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pages).toBeLessThanOrEqual(10);

    const [first] = await pageTexts(file);
    const text = (await pageTexts(file)).join('\n');
    for (const expected of [
      'Greenleaf Nutrition',
      'Evidence-based nutrition for everyday life',
      'hello@greenleaf.example',
      '+44 20 7946 0321',
      'www.greenleaf.example',
    ]) {
      expect(first).toContain(expected);
    }
    expect(first).toContain('Heart-healthy week');
    expect(first).toContain('Jordan Ellis');
    expect(first).toContain('Jan 5, 2026 – Jan 11, 2026');
    expect(first).toContain('Active');
    expect(first).toContain('Batch-cook the soup on Sunday.');
    const headings = [
      'Mon, Jan 5',
      'Tue, Jan 6',
      'Wed, Jan 7',
      'Thu, Jan 8',
      'Fri, Jan 9',
      'Sat, Jan 10',
      'Sun, Jan 11',
    ];
    for (let n = 1; n <= 7; n++) expect(text).toContain(`Day ${n} · ${headings[n - 1]}, 2026`);
    for (const recipe of recipes) expect(text).toContain(recipe.name);
    for (const item of ['Red peppers — 2', 'Rolled oats — 500 g', 'Salmon fillets — 4', 'Sweet potatoes — 2 medium'])
      expect(text).toContain(item);
    expect(text).toContain('Cereal Grains and Pasta');
    expect(text).toContain('½ cup Greek yoghurt');
    expect(text).toContain('1¼ tbsp lemon juice');
    expect(text).toContain('Serves 4 · Prep 15 min · Cook 30 min');
    expect(text).toMatch(/1 Stir the oats, chia, milk and yoghurt together\./);
    expect(first).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('states the allergy check for the client: no conflicts, or each one by day and meal; nothing without a client', async () => {
    const flat = async (input: ReturnType<typeof planInput>) =>
      (await pageTexts(save(await renderMealPlanPdf(input)))).join(' ').replace(/\s+/g, ' ');
    expect(await flat(planInput())).toContain(
      "Checked against the client's allergies and restrictions on Jan 2, 2026: no conflicts.",
    );
    const withConflict = planInput();
    withConflict.days[1].meals.lunch = {
      ...withConflict.days[1].meals.lunch!,
      conflicts: ['Contains egg: Caesar dressing (Salad dressing, caesar dressing, regular) (allergy: Egg)'],
    };
    const text = await flat(withConflict);
    expect(text).toContain("Checked against the client's allergies and restrictions on Jan 2, 2026: 1 conflict.");
    expect(text).toContain(
      `Day 2 lunch, ${withConflict.days[1].meals.lunch.recipeName}: Contains egg: Caesar dressing (Salad dressing, caesar dressing, regular) (allergy: Egg)`,
    );
    expect(await flat(planInput({ plan: { ...planInput().plan, clientName: null } }))).not.toContain('Checked against');
  });

  it('flags a vitamin over its UL and sodium over the CDRR, and marks an incomplete amount with ">="', async () => {
    const woman = nutrientTargetsFor({ ageYears: 30, gender: 'female' });
    const day: Nutrition = {
      calories: 1900,
      protein: 70,
      carbs: 230,
      fat: 60,
      fiber: 20,
      sugar: 40,
      sodium: 2600,
      iron: 9,
      calcium: 1100,
      folate: 380,
      vitaminC: 2500,
    };
    const adequacy = planAdequacy([{ totals: day, incomplete: ['folate'], planned: true }], woman, 'Maya');
    const text = (await pageTexts(save(await renderMealPlanPdf(planInput({ adequacy }))))).join('\n');
    expect(text).toContain('Plan average against Maya’s Dietary Reference Intakes (women 19–30 years)');
    expect(text).toMatch(/Vitamin C 2,500 mg 75 mg RDA 3333% Over UL \(2,000 mg\)/);
    expect(text).toMatch(/Sodium 2,600 mg 2,300 mg CDRR 113% Over CDRR/);
    expect(text).toMatch(/Folate >= 380 µg DFE 400 µg DFE RDA >= 95% Short/);
    expect(text).toMatch(/Iron 9 mg 18 mg RDA 50% Short/);
  });

  it('prints meal values rounded and the daily totals as rounded raw sums against the targets', async () => {
    const text = (await pageTexts(save(await renderMealPlanPdf(planInput())))).join('\n');
    // Day 1: 412.4 + 538.6 + 701.2 + 198.3 = 1850.5 kcal → 1,851 (93% of 2,000);
    // protein 18.3 + 16.9 + 42.6 + 6.7 = 84.5 g (77% of 110); fat 12.6 + 24.1 + 34.8 + 11.9 = 83.4 g (119% of 70).
    expect(text).toMatch(/Daily total 1,851 84\.5 190\.2 83\.4/);
    expect(text).toContain('1,851 / 2,000 kcal (93%)');
    expect(text).toContain('84.5 / 110 g (77%)');
    expect(text).toContain('83.4 / 70 g (119%)');
    // a single meal: day 4's stir-fry at 1½ servings is 612.9 × 1.5 = 919.35 kcal → 919, carbs 66.7 × 1.5 = 100.05 g → 100.1
    expect(text).toMatch(/Dinner Chicken stir-fry with brown rice 1½ 919 57\.6 100\.1 27\.3/);
    expect(text).toMatch(/Breakfast Overnight oats with berries 1 412 18\.3 58\.1 12\.6/);
  });

  it('shows removed recipes and empty days plainly', async () => {
    const input = planInput();
    const removed: ResolvedMeal = {
      recipeId: id(99),
      servings: 1,
      recipeName: null,
      imageUrl: null,
      recipeServings: null,
      nutrition: null,
      conflicts: [],
    };
    input.days = [
      day(1, '2026-01-05', { breakfast: removed, lunch: meal(1), dinner: null, snacks: [] }),
      day(2, '2026-01-06', { breakfast: null, lunch: null, dinner: null, snacks: [] }),
    ];
    const text = (await pageTexts(save(await renderMealPlanPdf(input)))).join('\n');
    expect(text).toMatch(/Breakfast Recipe removed 1 — — — —/);
    expect(text).toMatch(/Day 2 · Tue, Jan 6, 2026\s+No meals planned/);
  });

  it("falls back to the practitioner's name and the default colours when the practice has no branding", async () => {
    const input = planInput({
      practice: {
        practitionerName: 'Amelia Hart',
        businessName: null,
        businessLogo: null,
        tagline: null,
        brandColorPrimary: 'not-a-colour',
        brandColorSecondary: '#12345',
        contactEmail: null,
        contactPhone: null,
        website: null,
      },
    });
    input.plan = {
      ...input.plan,
      clientName: null,
      targetCalories: null,
      targetProtein: null,
      targetCarbs: null,
      targetFat: null,
      description: null,
      notes: null,
    };
    const file = save(await renderMealPlanPdf(input));
    const pages = await pageTexts(file);
    expect(pages[0]).toContain('Amelia Hart');
    expect(pages[0]).not.toContain('Prepared for'.toUpperCase());
    expect(pages[0]).not.toContain('Daily targets');
    expect(pages.join('\n')).not.toMatch(/kcal \(\d+%\)/);
    expect(await infoOf(file)).toMatch(/^Author:\s+Amelia Hart$/m);
  });

  it('draws hostile and non-WinAnsi text as plain text without throwing', async () => {
    const input = planInput();
    const name = '<script>alert(1)</script> Crème brûlée ≥ 25 g fibre 🍎 日本語 jalapeño Łódź';
    input.recipes = [{ ...input.recipes[0], name, instructions: 'Mix ½ cup “gently” — then rest 🙂\tfor 5 min.' }];
    input.days = [
      day(1, '2026-01-05', { breakfast: { ...meal(0), recipeName: name }, lunch: null, dinner: null, snacks: [] }),
    ];
    input.plan = { ...input.plan, name: 'Plan 🍎 for Zoë', notes: 'Line one\r\nLine two\u0000\u0007 with controls' };
    const pdf = await renderMealPlanPdf(input);
    const file = save(pdf);
    const text = (await pageTexts(file)).join('\n');
    expect(text).toContain('<script>alert(1)</script> Crème brûlée >= 25 g fibre ? ??? jalapeño Lódz');
    expect(text).toContain('Mix ½ cup “gently” — then rest ? for 5 min.');
    expect(text).toContain('Plan ? for Zoë');
    expect(text).toContain('Line two with controls');
    expect(await infoOf(file)).toMatch(/^Title:\s+Plan 🍎 for Zoë$/m);
    expect(pdf.toString('latin1')).not.toMatch(/\/JavaScript|\/JS\b/);
  });

  it('never fetches a remote logo and survives a corrupt inline one', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      for (const businessLogo of [
        'https://cdn.example.com/logo.png',
        '/etc/passwd',
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
        'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwc=',
        'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      ]) {
        const input = planInput();
        input.practice = { ...input.practice, businessLogo };
        const pdf = await renderMealPlanPdf(input);
        expect((await pageTexts(save(pdf)))[0]).toContain('Greenleaf Nutrition');
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('keeps long content inside the page: nothing in the footer band, no heading stranded at a page bottom', async () => {
    const long = 'Whisk everything together thoroughly, then rest it for ten minutes so the flavours develop. ';
    const input = planInput();
    input.plan = {
      ...input.plan,
      name: 'A very long plan name '.repeat(8).trim(),
      description: long.repeat(10),
      notes: `${long.repeat(20)}\n\n${long.repeat(20)}`,
    };
    input.recipes = [
      ...input.recipes,
      {
        ...input.recipes[0],
        id: id(50),
        name: 'A recipe longer than a page',
        ingredients: Array.from({ length: 40 }, (_, i) => ({
          name: `ingredient ${i + 1}, finely chopped and measured with care`,
          amount: i + 0.5,
          unit: 'g' as const,
        })),
        instructions: Array.from({ length: 30 }, (_, i) => `${i + 1}. ${long.repeat(1 + (i % 3))}`).join('\n'),
      },
    ];
    input.shoppingList = [
      {
        group: 'Vegetables',
        items: Array.from({ length: 120 }, (_, i) => ({
          name: `Vegetable ${i + 1}`,
          amount: `${i + 1} pieces`,
          grams: null,
        })),
      },
    ];
    input.days = [
      ...input.days,
      day(8, '2026-01-12', {
        breakfast: meal(0),
        lunch: meal(1),
        dinner: meal(2),
        snacks: Array.from({ length: 6 }, () => ({
          ...meal(3),
          recipeName: 'A snack with a long name that has to wrap in its table cell '.repeat(2),
        })),
      }),
    ];
    const file = save(await renderMealPlanPdf(input));
    const pageCount = await pagesOf(file);
    const words = await wordsOf(file);
    const bottom = 841.89 - 66; // the content area ends here; the footer sits below
    for (const word of words) {
      const inFooter = word.yMin >= 795;
      const inRunningHeader = word.page > 1 && word.yMax <= 48;
      if (!inFooter && !inRunningHeader)
        expect({ ...word, overflows: word.yMax > bottom + 1 || (word.page > 1 && word.yMin < 60) }).toMatchObject({
          overflows: false,
        });
    }
    const footerWords = words.filter((word) => word.yMin >= 795).map((word) => word.text);
    expect(footerWords.filter((text) => text === 'Page')).toHaveLength(pageCount);
    const headings = words.filter(
      (word, index) =>
        (word.text === 'Day' && /^\d+$/.test(words[index + 1]?.text ?? '')) ||
        ['Ingredients', 'Method', 'Vegetables'].includes(word.text),
    );
    for (const heading of headings)
      expect({ ...heading, stranded: heading.yMax > bottom - 40 }).toMatchObject({ stranded: false });
    const text = (await pageTexts(file)).join('\n');
    expect(text).toContain('Vegetable 120 — 120 pieces');
    expect(text).toContain('Vegetables (continued)');
    expect(text).toContain('Day 8');
  });
});

describe('day types in the plan PDF', () => {
  // Mon–Sat alternate training and rest; Sunday has no type and stays under the plan's own targets.
  const schedule = ['training', 'rest', 'training', 'rest', 'training', 'rest', null];

  function typedInput(): MealPlanPdfInput {
    const input = planInput();
    input.plan = { ...input.plan, dayTypes: [training, rest] };
    input.days = input.days.map((day, index) => ({ ...day, dayType: schedule[index] }));
    return input;
  }
  /** The text under each day's heading, up to the next day's: one entry per day, in order. */
  async function dayBlocks(input: MealPlanPdfInput): Promise<string[]> {
    const text = (await pageTexts(save(await renderMealPlanPdf(input)))).join('\n');
    const daily = text.slice(text.indexOf('Daily plan'), text.indexOf('Recipes'));
    return daily.split(/^Day \d+ · /m).slice(1);
  }

  it('names each day’s type with its targets under the heading, and lists the types in the overview', async () => {
    const blocks = await dayBlocks(typedInput());
    expect(blocks).toHaveLength(7);
    blocks.forEach((block, index) => {
      const [, typeLine] = block.split('\n');
      if (schedule[index] === 'training')
        expect(typeLine, `day ${index + 1}`).toBe('Training day · 2,800 kcal · P 175 g · C 350 g · F 78 g');
      else if (schedule[index] === 'rest') expect(typeLine, `day ${index + 1}`).toBe('Rest day · 2,200 kcal');
      else expect(typeLine, `day ${index + 1}`).toMatch(/^Meal Recipe Servings kcal/);
    });
    const [first] = await pageTexts(save(await renderMealPlanPdf(typedInput())));
    expect(first).toContain('Day types');
    expect(first).toContain('Training day · 2,800 kcal · P 175 g · C 350 g · F 78 g');
  });

  it('compares a typed day with its type’s targets, and an untyped day with the plan’s', async () => {
    const input = typedInput();
    const blocks = await dayBlocks(input);
    const kcal = (n: number) => Math.round(input.days[n].totals.calories).toLocaleString('en-US');
    // Day 1 (training): 1,851 kcal against 2,800 (66%), 84.5 g protein against 175 g (48%), fat 83.4 against 78.
    expect(blocks[0]).toContain('1,851 / 2,800 kcal (66%)');
    expect(blocks[0]).toContain('84.5 / 175 g (48%)');
    expect(blocks[0]).toContain('83.4 / 78 g (107%)');
    expect(blocks[0]).not.toContain('/ 2,000 kcal');
    // Day 2 (rest): calories against 2,200; the rest day gives no grams, so the plan's 110 g are not used.
    const restPercent = Math.round((input.days[1].totals.calories / 2200) * 100);
    expect(blocks[1]).toContain(`${kcal(1)} / 2,200 kcal (${restPercent}%)`);
    expect(blocks[1]).not.toMatch(/PROTEIN VS TARGET|\/ 110 g/);
    // Day 7 has no type: the plan's 2,000 kcal and its grams, as before.
    const sundayPercent = Math.round((input.days[6].totals.calories / 2000) * 100);
    expect(blocks[6]).toContain(`${kcal(6)} / 2,000 kcal (${sundayPercent}%)`);
    expect(blocks[6]).toContain('/ 110 g');
  });

  it('renders a plan without day types exactly as one that never had them', async () => {
    const plain = await pageTexts(save(await renderMealPlanPdf(planInput())));
    const none = await pageTexts(
      save(await renderMealPlanPdf(planInput({ plan: { ...planInput().plan, dayTypes: null } }))),
    );
    expect(none).toEqual(plain);
    expect(plain.join('\n')).not.toContain('Day types');
    // A day naming a type the plan no longer holds is an ordinary day.
    const stale = planInput();
    stale.days = stale.days.map((day) => ({ ...day, dayType: 'training' }));
    expect(await pageTexts(save(await renderMealPlanPdf(stale)))).toEqual(plain);
  });
});

describe('pdfFileName', () => {
  it.each([
    ['Heart-healthy week', 'heart-healthy-week-meal-plan.pdf'],
    ['  Crème Brûlée & Co. — Week 2!  ', 'creme-brulee-co-week-2-meal-plan.pdf'],
    ['Summer meal plan', 'summer-meal-plan.pdf'],
    ['Meal Plan', 'meal-plan.pdf'],
    ['日本語 🍎', 'meal-plan.pdf'],
    ['', 'meal-plan.pdf'],
    ['../../etc/passwd', 'etc-passwd-meal-plan.pdf'],
    ['a'.repeat(300), `${'a'.repeat(66)}-meal-plan.pdf`],
  ])('%j → %s', (name, expected) => {
    const fileName = pdfFileName(name);
    expect(fileName).toBe(expected);
    expect(fileName.length).toBeLessThanOrEqual(80);
    expect(fileName).toMatch(/^[a-z0-9-]+\.pdf$/);
  });
});

describe('text helpers', () => {
  it.each([
    [0.5, '½'],
    [0.25, '¼'],
    [0.75, '¾'],
    [1.25, '1¼'],
    [2.5, '2½'],
    [3, '3'],
    [0.333, '0.33'],
    [1.2, '1.2'],
    [1.005, '1'],
    [250, '250'],
  ])('formatAmount(%s) → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('writes document dates in the locale, as calendar dates without time-zone shifts; anything else as given', () => {
    const us = createFormats();
    const uk = createFormats({ locale: 'en-GB' });
    expect(documentDate(us, '2026-01-05')).toBe('Jan 5, 2026');
    expect(documentDate(uk, '2026-01-05')).toBe('5 Jan 2026');
    expect(documentDate(us, '2024-02-29', true)).toBe('Thu, Feb 29, 2024');
    expect(documentDate(uk, '2026-12-31T23:30:00-05:00', true)).toBe('Thu, 31 Dec 2026');
    expect(documentDate(us, '2026-02-30')).toBe('2026-02-30');
    expect(documentDate(us, 'soon')).toBe('soon');
  });

  it('formats plan dates as calendar dates, without time-zone shifts', () => {
    expect(formatPlanDate('2026-01-05')).toBe('Mon 5 Jan 2026');
    expect(formatPlanDate('2024-02-29')).toBe('Thu 29 Feb 2024');
    expect(formatPlanDate('2026-12-31T23:30:00-05:00')).toBe('Thu 31 Dec 2026');
  });

  it('keeps WinAnsi text and replaces the rest', () => {
    expect(toWinAnsi('Crème brûlée, jalapeño, Müsli ½ ¼ ¾ €5 “quotes” – —')).toBe(
      'Crème brûlée, jalapeño, Müsli ½ ¼ ¾ €5 “quotes” – —',
    );
    expect(toWinAnsi('≥ 25 g 🍎 日本')).toBe('>= 25 g ? ??');
    expect(toWinAnsi('Łódź, Kraków, Brașov')).toBe('Lódz, Kraków, Brasov');
    expect(toWinAnsi('e\u0301')).toBe('é');
    expect(toWinAnsi('👍🏽 ok')).toBe('? ok');
    expect(toWinAnsi(null)).toBe('');
  });
});
