// npm run bench:pdf — time to render the branded meal-plan PDF of a realistic 7-day plan (3 meals and a snack a
// day, 10 recipes, a 30-item shopping list, an inline PNG logo), in process, after 3 warm-up renders.
// `node --import tsx scripts/bench/pdf.ts --out /tmp/plan.pdf` also writes one copy to look at.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { renderMealPlanPdf } from '../../src/server/features/meal-plans/meal-plan-pdf.ts';
import { scaleNutrition, sumNutrition, type Nutrition } from '../../src/shared/nutrition/recipe-nutrition.ts';
import type { MealPlanPdfInput, ResolvedDay, ResolvedMeal } from '../../src/shared/schemas/meal-plans.ts';

// --- a small PNG logo, drawn and encoded here (a green disc with a white leaf-like stripe) ---------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function logoPng(size = 96): Buffer {
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      const inside = distance <= size / 2 - 1;
      const stripe = Math.abs(x - y) < size * 0.08 && distance < size * 0.36;
      const offset = 1 + x * 4;
      if (inside) {
        row[offset] = stripe ? 255 : 16;
        row[offset + 1] = stripe ? 255 : 150;
        row[offset + 2] = stripe ? 255 : 105;
        row[offset + 3] = 255;
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- the plan -------------------------------------------------------------------------------------------

type Recipe = MealPlanPdfInput['recipes'][number];
type Unit = Recipe['ingredients'][number]['unit'];

const perServing: Record<string, Nutrition> = {};
function recipe(
  id: number,
  name: string,
  servings: number,
  prep: number,
  cook: number,
  nutrition: Omit<Nutrition, 'fiber' | 'sugar' | 'sodium'>,
  ingredients: [number, Unit, string][],
  steps: string[],
): Recipe {
  const recipeId = `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
  perServing[recipeId] = { ...nutrition, fiber: 6.2, sugar: 8.4, sodium: 410 };
  return {
    id: recipeId,
    name,
    servings,
    prepTime: prep,
    cookTime: cook,
    ingredients: ingredients.map(([amount, unit, ingredient]) => ({ amount, unit, name: ingredient })),
    instructions: steps.join('\n'),
    imageUrl: null,
  };
}

const recipes: Recipe[] = [
  recipe(
    1,
    'Overnight oats with berries and chia',
    2,
    10,
    0,
    { calories: 412.4, protein: 18.3, carbs: 58.1, fat: 12.6 },
    [
      [1, 'cup', 'rolled oats'],
      [1.5, 'cup', 'unsweetened almond milk'],
      [2, 'tbsp', 'chia seeds'],
      [0.5, 'cup', 'Greek yoghurt'],
      [1, 'cup', 'mixed berries'],
      [1, 'tbsp', 'maple syrup'],
      [0.25, 'tsp', 'vanilla extract'],
    ],
    [
      'Stir the oats, chia seeds, almond milk, yoghurt and vanilla together in a bowl.',
      'Divide between two jars and close the lids.',
      'Refrigerate for at least 6 hours, or overnight.',
      'In the morning, loosen with a splash of milk if it is too thick.',
      'Top with the berries and a drizzle of maple syrup before serving.',
    ],
  ),
  recipe(
    2,
    'Spinach and feta omelette',
    1,
    5,
    8,
    { calories: 356.2, protein: 24.8, carbs: 4.2, fat: 26.5 },
    [
      [3, 'piece', 'large eggs'],
      [1, 'cup', 'baby spinach'],
      [30, 'g', 'feta, crumbled'],
      [1, 'tsp', 'olive oil'],
      [0.25, 'tsp', 'black pepper'],
      [1, 'piece', 'spring onion, sliced'],
    ],
    [
      'Whisk the eggs with the pepper in a jug.',
      'Heat the oil in a non-stick pan over a medium heat and wilt the spinach for 1 minute.',
      'Pour in the eggs and tilt the pan so they cover the base.',
      'When almost set, scatter over the feta and spring onion.',
      'Fold the omelette in half and slide onto a warm plate.',
    ],
  ),
  recipe(
    3,
    'Quinoa salad with roasted vegetables',
    4,
    15,
    30,
    { calories: 538.6, protein: 16.9, carbs: 62.4, fat: 24.1 },
    [
      [1, 'cup', 'quinoa, rinsed'],
      [1, 'piece', 'red pepper, diced'],
      [1, 'piece', 'courgette, diced'],
      [1, 'piece', 'red onion, cut into wedges'],
      [400, 'g', 'chickpeas, drained'],
      [3, 'tbsp', 'extra virgin olive oil'],
      [1, 'piece', 'lemon, juiced'],
      [60, 'g', 'rocket'],
    ],
    [
      'Heat the oven to 200 °C (180 °C fan).',
      'Toss the pepper, courgette, onion and chickpeas with 1 tbsp of the oil and roast for 25–30 minutes.',
      'Meanwhile cook the quinoa in twice its volume of water for 15 minutes, then leave covered for 5 minutes.',
      'Whisk the remaining oil with the lemon juice and season.',
      'Combine the quinoa, roasted vegetables and rocket, and dress just before serving.',
    ],
  ),
  recipe(
    4,
    'Lentil and vegetable soup',
    6,
    15,
    35,
    { calories: 318.7, protein: 17.2, carbs: 48.9, fat: 5.8 },
    [
      [1.5, 'cup', 'red lentils'],
      [2, 'piece', 'carrots, diced'],
      [2, 'piece', 'celery sticks, diced'],
      [1, 'piece', 'onion, chopped'],
      [2, 'piece', 'garlic cloves, crushed'],
      [1.5, 'l', 'low-salt vegetable stock'],
      [400, 'g', 'chopped tomatoes'],
      [1, 'tsp', 'ground cumin'],
      [1, 'tbsp', 'olive oil'],
    ],
    [
      'Soften the onion, carrot and celery in the oil for 8 minutes.',
      'Add the garlic and cumin and cook for 1 minute more.',
      'Add the lentils, tomatoes and stock and bring to the boil.',
      'Simmer for 25 minutes, until the lentils are soft.',
      'Blend half of the soup for a thicker texture and season to taste.',
    ],
  ),
  recipe(
    5,
    'Grilled salmon with sweet potato and greens',
    2,
    10,
    25,
    { calories: 701.2, protein: 42.6, carbs: 52.3, fat: 34.8 },
    [
      [2, 'piece', 'salmon fillets (about 140 g each)'],
      [2, 'piece', 'medium sweet potatoes'],
      [200, 'g', 'tenderstem broccoli'],
      [1, 'tbsp', 'olive oil'],
      [1, 'piece', 'lemon'],
      [1, 'tsp', 'smoked paprika'],
      [0.5, 'tsp', 'garlic granules'],
    ],
    [
      'Heat the oven to 200 °C and bake the sweet potatoes for 25 minutes.',
      'Rub the salmon with the oil, paprika and garlic.',
      'Grill the salmon for 8–10 minutes, turning once.',
      'Steam the broccoli for 4 minutes.',
      'Serve with lemon wedges.',
    ],
  ),
  recipe(
    6,
    'Chicken stir-fry with brown rice',
    4,
    15,
    15,
    { calories: 612.9, protein: 38.4, carbs: 66.7, fat: 18.2 },
    [
      [500, 'g', 'chicken breast, sliced'],
      [1.25, 'cup', 'brown rice'],
      [1, 'piece', 'red pepper, sliced'],
      [150, 'g', 'mangetout'],
      [2, 'tbsp', 'reduced-salt soy sauce'],
      [1, 'tbsp', 'sesame oil'],
      [1, 'tbsp', 'fresh ginger, grated'],
      [2, 'piece', 'garlic cloves, sliced'],
    ],
    [
      'Cook the rice according to the packet instructions.',
      'Heat the sesame oil in a wok over a high heat.',
      'Stir-fry the chicken for 5–6 minutes until cooked through.',
      'Add the vegetables, ginger and garlic and stir-fry for 3 minutes.',
      'Add the soy sauce, toss and serve over the rice.',
    ],
  ),
  recipe(
    7,
    'Turkey chilli with kidney beans',
    6,
    15,
    45,
    { calories: 486.3, protein: 36.1, carbs: 42.8, fat: 14.9 },
    [
      [500, 'g', 'lean turkey mince'],
      [400, 'g', 'kidney beans, drained'],
      [800, 'g', 'chopped tomatoes'],
      [1, 'piece', 'onion, chopped'],
      [1, 'piece', 'green pepper, diced'],
      [2, 'tsp', 'chilli powder'],
      [1, 'tsp', 'ground cumin'],
      [1, 'tbsp', 'olive oil'],
      [0.75, 'cup', 'frozen sweetcorn'],
    ],
    [
      'Brown the mince in the oil, breaking it up with a spoon.',
      'Add the onion and pepper and cook for 5 minutes.',
      'Stir in the spices and cook for 1 minute.',
      'Add the tomatoes, beans and sweetcorn and simmer for 35 minutes.',
      'Season and serve with a spoon of yoghurt.',
    ],
  ),
  recipe(
    8,
    'Hummus with crunchy vegetable sticks',
    4,
    10,
    0,
    { calories: 198.3, protein: 6.7, carbs: 17.4, fat: 11.9 },
    [
      [400, 'g', 'chickpeas, drained'],
      [2, 'tbsp', 'tahini'],
      [1, 'piece', 'lemon, juiced'],
      [1, 'piece', 'garlic clove'],
      [2, 'piece', 'carrots, cut into sticks'],
      [1, 'piece', 'cucumber, cut into sticks'],
    ],
    [
      'Blend the chickpeas, tahini, lemon juice and garlic until smooth.',
      'Loosen with 2–3 tbsp cold water.',
      'Season to taste.',
      'Cut the vegetables into sticks.',
      'Serve the hummus with the vegetables for dipping.',
    ],
  ),
  recipe(
    9,
    'Greek yoghurt with walnuts and honey',
    1,
    3,
    0,
    { calories: 244.5, protein: 15.2, carbs: 16.8, fat: 13.4 },
    [
      [0.75, 'cup', 'plain Greek yoghurt'],
      [15, 'g', 'walnuts, chopped'],
      [1, 'tsp', 'honey'],
      [0.25, 'tsp', 'ground cinnamon'],
      [50, 'g', 'blueberries'],
      [1, 'tsp', 'ground flaxseed'],
    ],
    [
      'Spoon the yoghurt into a bowl.',
      'Scatter over the walnuts and blueberries.',
      'Sprinkle with the cinnamon and flaxseed.',
      'Drizzle with the honey.',
      'Eat straight away.',
    ],
  ),
  recipe(
    10,
    'Wholemeal wrap with tuna and avocado',
    2,
    10,
    0,
    { calories: 467.8, protein: 29.5, carbs: 38.2, fat: 21.7 },
    [
      [2, 'piece', 'wholemeal wraps'],
      [145, 'g', 'tuna in spring water, drained'],
      [1, 'piece', 'ripe avocado'],
      [1, 'cup', 'mixed salad leaves'],
      [1, 'piece', 'tomato, sliced'],
      [1, 'tbsp', 'light mayonnaise'],
      [0.5, 'piece', 'lime, juiced'],
    ],
    [
      'Mash the avocado with the lime juice.',
      'Mix the tuna with the mayonnaise.',
      'Spread the avocado over the wraps.',
      'Top with the tuna, salad leaves and tomato.',
      'Roll up tightly and cut in half.',
    ],
  ),
];

const names = Object.fromEntries(recipes.map((r) => [r.id, r.name]));
function meal(index: number, servings: number): ResolvedMeal {
  const id = recipes[index].id;
  const nutrition = scaleNutrition(perServing[id], servings);
  return {
    recipeId: id,
    servings,
    recipeName: names[id],
    imageUrl: null,
    recipeServings: recipes[index].servings,
    nutrition,
    conflicts: [],
  };
}
function day(
  dayNumber: number,
  date: string,
  breakfast: ResolvedMeal,
  lunch: ResolvedMeal,
  dinner: ResolvedMeal,
  snack: ResolvedMeal,
): ResolvedDay {
  const meals = [breakfast, lunch, dinner, snack];
  const { totals } = sumNutrition(meals);
  return { dayNumber, date, meals: { breakfast, lunch, dinner, snacks: [snack] }, totals };
}

const dates = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11'];
const days: ResolvedDay[] = dates.map((date, i) =>
  day(
    i + 1,
    date,
    meal(i % 2 === 0 ? 0 : 1, i === 3 ? 1.5 : 1),
    meal([2, 3, 9][i % 3], 1),
    meal([4, 5, 6][i % 3], i === 5 ? 1.25 : 1),
    meal([7, 8][i % 2], 1),
  ),
);

const shopping: [string, [string, string][]][] = [
  [
    'Vegetables and Vegetable Products',
    [
      ['Baby spinach', '200 g'],
      ['Red peppers', '3'],
      ['Courgette', '1'],
      ['Red onions', '2'],
      ['Carrots', '6'],
      ['Celery', '1 head'],
      ['Sweet potatoes', '2 medium'],
      ['Tenderstem broccoli', '200 g'],
      ['Cucumber', '1'],
      ['Mixed salad leaves', '1 bag'],
    ],
  ],
  [
    'Fruits and Fruit Juices',
    [
      ['Mixed berries', '500 g'],
      ['Lemons', '4'],
      ['Avocado', '1 ripe'],
      ['Blueberries', '150 g'],
      ['Limes', '1'],
    ],
  ],
  [
    'Dairy and Egg Products',
    [
      ['Greek yoghurt', '1 kg tub'],
      ['Large eggs', '6'],
      ['Feta', '100 g'],
      ['Unsweetened almond milk', '1 l'],
    ],
  ],
  [
    'Legumes and Legume Products',
    [
      ['Chickpeas', '3 × 400 g tins'],
      ['Red lentils', '500 g'],
      ['Kidney beans', '400 g tin'],
    ],
  ],
  [
    'Poultry and Fish',
    [
      ['Chicken breast', '500 g'],
      ['Salmon fillets', '2'],
      ['Lean turkey mince', '500 g'],
      ['Tuna in spring water', '145 g tin'],
    ],
  ],
  [
    'Cereal Grains and Pasta',
    [
      ['Rolled oats', '500 g'],
      ['Quinoa', '250 g'],
      ['Brown rice', '500 g'],
      ['Wholemeal wraps', '1 pack'],
    ],
  ],
];

const benchInput: MealPlanPdfInput = {
  practice: {
    practitionerName: 'Dr Amelia Hart',
    businessName: 'Greenleaf Nutrition Clinic',
    businessLogo: `data:image/png;base64,${logoPng().toString('base64')}`,
    tagline: 'Evidence-based nutrition for everyday life',
    brandColorPrimary: process.env.PDF_PRIMARY ?? '#0f766e',
    brandColorSecondary: process.env.PDF_SECONDARY ?? '#f59e0b',
    contactEmail: 'hello@greenleaf-nutrition.example',
    contactPhone: '+44 20 7946 0321',
    website: 'www.greenleaf-nutrition.example',
  },
  plan: {
    name: 'Heart-healthy week',
    clientName: 'Jordan Ellis',
    status: 'active',
    description:
      'A Mediterranean-style week built around oily fish, pulses, whole grains and plenty of vegetables, aimed at lowering LDL cholesterol while keeping meals quick on weekdays.',
    startDate: '2026-01-05',
    endDate: '2026-01-11',
    targetCalories: 2000,
    targetProtein: 110,
    targetCarbs: 230,
    targetFat: 70,
    notes:
      'Drink water with every meal and aim for 1.5–2 litres a day.\nSwap the snack for a piece of fruit on rest days. Batch-cook the chilli and the soup on Sunday; both freeze well for up to 3 months.',
  },
  days,
  recipes,
  shoppingList: shopping.map(([group, items]) => ({
    group,
    items: items.map(([name, amount]) => ({ name, amount, grams: null })),
  })),
  generatedOn: '2026-01-02',
};

function pageCount(pdf: Buffer): number {
  const match =
    /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1')) ?? /\/Count (\d+)/.exec(pdf.toString('latin1'));
  return match ? Number(match[1]) : 0;
}

const outIndex = process.argv.indexOf('--out');
for (let i = 0; i < 3; i++) await renderMealPlanPdf(benchInput);
const timings: number[] = [];
let last: Buffer = Buffer.alloc(0);
for (let i = 0; i < 50; i++) {
  const started = performance.now();
  last = await renderMealPlanPdf(benchInput);
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(p * timings.length))].toFixed(1);
if (outIndex > 0 && process.argv[outIndex + 1]) writeFileSync(process.argv[outIndex + 1], last);
console.log(
  `PDF (7 days): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, pages ${pageCount(last)}, size ${(last.length / 1024).toFixed(0)} KB (target p95 < 300 ms)`,
);
