/**
 * Checks the recipe catalogue data files and reports what the catalogue covers:
 *   npm run catalogue:check              all files, summary
 *   npm run catalogue:check -- FILE...   also one line per recipe of those files
 * Exits non-zero on any error (schema, unknown food, duplicate key or name, implausible weights).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueEntrySchema, type CatalogueEntry } from '../../src/server/features/catalogue/catalogue-entry.ts';
import { deriveCatalogueFacts } from '../../src/server/features/catalogue/catalogue-facts.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';
import { toGrams } from '../../src/shared/nutrition/units.ts';

const dataDir = path.resolve('src/server/features/catalogue/data');
const foods = readSr28FromPackage();
const byId = new Map(foods.map((food) => [food.id, food]));
const detailFiles = new Set(process.argv.slice(2).map((file) => path.resolve(file)));

const errors: string[] = [];
const warnings: string[] = [];
const entries: { entry: CatalogueEntry; file: string }[] = [];
for (const name of readdirSync(dataDir)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  const file = path.join(dataDir, name);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    errors.push(`${name}: not valid JSON (${(error as Error).message})`);
    continue;
  }
  if (!Array.isArray(raw)) {
    errors.push(`${name}: must hold an array of recipes`);
    continue;
  }
  raw.forEach((item, position) => {
    const parsed = catalogueEntrySchema.safeParse(item);
    if (!parsed.success) {
      const label = (item as { key?: string })?.key ?? `#${position}`;
      for (const issue of parsed.error.issues)
        errors.push(`${name} ${label}: ${issue.path.join('.')}: ${issue.message}`);
      return;
    }
    entries.push({ entry: parsed.data, file });
  });
}

const seenKeys = new Map<string, string>();
const seenNames = new Map<string, string>();
for (const { entry, file } of entries) {
  const where = `${path.basename(file)} ${entry.key}`;
  if (seenKeys.has(entry.key)) errors.push(`${where}: key also used in ${seenKeys.get(entry.key)}`);
  seenKeys.set(entry.key, path.basename(file));
  const lowerName = entry.name.toLowerCase();
  if (seenNames.has(lowerName)) errors.push(`${where}: name '${entry.name}' also used in ${seenNames.get(lowerName)}`);
  seenNames.set(lowerName, path.basename(file));
  for (const line of entry.ingredients) {
    const food = byId.get(line.food);
    if (!food) {
      errors.push(`${where}: '${line.name}' uses unknown NDB number ${line.food}`);
      continue;
    }
    if (line.unit === 'g' || line.unit === 'kg' || line.unit === 'oz' || line.unit === 'lb') {
      const expected = toGrams(line.amount, line.unit, food.portions)!.grams;
      if (Math.abs(expected - line.grams) > Math.max(2, expected * 0.05))
        errors.push(`${where}: '${line.name}' says ${line.amount} ${line.unit} but ${line.grams} g`);
      continue;
    }
    const household = toGrams(line.amount, line.unit, food.portions, {
      description: food.description,
      foodGroup: food.foodGroup,
      words: line.name,
    });
    if (household && !household.estimated) {
      const ratio = line.grams / household.grams;
      if (ratio < 0.6 || ratio > 1.6)
        warnings.push(
          `${where}: '${line.name}' ${line.amount} ${line.unit} weighs ~${Math.round(household.grams)} g by USDA's portions, file says ${line.grams} g`,
        );
    }
  }
}

const facts = entries.map(({ entry, file }) => ({ entry, file, facts: deriveCatalogueFacts(entry, byId) }));
for (const { entry, file, facts: f } of facts) {
  const kcal = f.nutrition.calories;
  if (kcal < 40 || kcal > 1200)
    warnings.push(`${path.basename(file)} ${entry.key}: ${Math.round(kcal)} kcal per serving looks off`);
  if (detailFiles.has(file)) {
    const energy = Math.max(1, f.nutrition.protein * 4 + f.nutrition.carbs * 4 + f.nutrition.fat * 9);
    const pct = (grams: number, factor: number) => Math.round(((grams * factor) / energy) * 100);
    console.log(
      `${entry.key.padEnd(40)} ${entry.mealTypes.join('/').padEnd(22)} ${String(Math.round(kcal)).padStart(4)} kcal  P${pct(f.nutrition.protein, 4)}% C${pct(f.nutrition.carbs, 4)}% F${pct(f.nutrition.fat, 9)}%  health ${f.healthScore}  [${f.diets.join(', ')}] contains: ${f.allergens.join(', ') || '-'}`,
    );
  }
}

// Summary: what a generator and the Recipe Database can work with.
const count = (predicate: (item: (typeof facts)[number]) => boolean) => facts.filter(predicate).length;
console.log(`\n${facts.length} recipes in ${new Set(facts.map((item) => item.file)).size} files`);
for (const meal of ['breakfast', 'lunch', 'dinner', 'snack'] as const) {
  const list = facts.filter((item) => item.entry.mealTypes.includes(meal)).map((item) => item.facts.nutrition);
  const kcals = list.map((n) => n.calories).sort((a, b) => a - b);
  const share = (pick: (n: (typeof list)[number]) => number, factor: number) =>
    list.map((n) => (pick(n) * factor) / Math.max(1, n.protein * 4 + n.carbs * 4 + n.fat * 9));
  const highProtein = share((n) => n.protein, 4).filter((s) => s >= 0.3).length;
  const lowCarb = share((n) => n.carbs, 4).filter((s) => s <= 0.2).length;
  const highCarb = share((n) => n.carbs, 4).filter((s) => s >= 0.55).length;
  console.log(
    `${meal.padEnd(10)} ${String(list.length).padStart(4)}  kcal ${Math.round(kcals[0] ?? 0)}–${Math.round(kcals.at(-1) ?? 0)} (median ${Math.round(kcals[Math.floor(kcals.length / 2)] ?? 0)})  high-protein ${highProtein}  low-carb ${lowCarb}  high-carb ${highCarb}`,
  );
}
const dietCounts = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'ketogenic', 'paleo', 'whole30'].map(
  (diet) => `${diet} ${count((item) => item.facts.diets.includes(diet as never))}`,
);
console.log(`diets: ${dietCounts.join(', ')}`);
const cuisineCounts = new Map<string, number>();
for (const item of facts) cuisineCounts.set(item.entry.cuisine, (cuisineCounts.get(item.entry.cuisine) ?? 0) + 1);
console.log(
  `cuisines: ${[...cuisineCounts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')}`,
);
const dishCounts = new Map<string, number>();
for (const item of facts)
  for (const dish of item.entry.dishTypes) dishCounts.set(dish, (dishCounts.get(dish) ?? 0) + 1);
console.log(
  `dish types: ${[...dishCounts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n}`)
    .join(', ')}`,
);

for (const warning of warnings) console.log(`warning: ${warning}`);
for (const error of errors) console.log(`ERROR: ${error}`);
console.log(`${errors.length} errors, ${warnings.length} warnings`);
process.exitCode = errors.length ? 1 : 0;
