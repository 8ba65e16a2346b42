/**
 * Prints what the allergen rules and overrides decide over SR28 (per rule, per allergen, per food group), and fails
 * when the committed table is not what the rules build (someone edited a rule and forgot npm run allergens:build,
 * or edited the table by hand), when more than 1 % of the food x allergen cells stay unknown, or when a food stays
 * unknown for one of the US nine or gluten without being named, with a reason, in `unjudgeableFoods`:
 *   npm run allergens:check
 */
import { readFileSync } from 'node:fs';
import { allergenLabels, allergens } from '../../src/shared/nutrition/allergens.ts';
import {
  allergenTablePath,
  buildAllergenTable,
} from '../../src/server/features/nutrition/allergens/allergen-table-build.ts';
import {
  allergenRules,
  strictAllergens,
  unjudgeableFoods,
} from '../../src/server/features/nutrition/allergens/data/allergen-rules.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';

const maxUnknownShare = 0.01;
const foods = readSr28FromPackage();
const { table, decisions } = buildAllergenTable(foods);
const committed = JSON.parse(readFileSync(allergenTablePath, 'utf8')) as typeof table;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`.padStart(7);
const problems: string[] = [];

console.log(
  `Allergen table: ${foods.length} SR28 foods x ${allergens.length} allergens = ${foods.length * allergens.length} decisions\n`,
);
console.log('Foods decided (at least one allergen) and decisions made, per rule, in rule order:');
for (const rule of [...allergenRules.map((r) => r.id), 'override']) {
  const entry = decisions.get(rule);
  console.log(
    `  ${String(entry?.foods ?? 0).padStart(5)} foods ${String(entry?.decisions ?? 0).padStart(6)} decisions  ${rule}`,
  );
}

console.log('\nPer allergen: contains / may contain / free / unknown');
for (const [index, allergen] of allergens.entries()) {
  const count = { C: 0, M: 0, F: 0, U: 0 } as Record<string, number>;
  for (const code of Object.values(table.foods)) count[code[index]] += 1;
  console.log(
    `  ${allergenLabels[allergen].padEnd(22)} ${String(count.C).padStart(5)} ${String(count.M).padStart(5)} ${String(count.F).padStart(5)} ${String(count.U).padStart(5)} unknown`,
  );
}

console.log(
  '\nPer food group: foods, unknown share, may-contain share (of food x allergen cells), foods with an unknown',
);
const groups = new Map<string, { foods: number; unknown: number; may: number; withUnknown: number }>();
for (const food of foods) {
  const code = table.foods[String(food.id)];
  const entry = groups.get(food.foodGroup ?? '(none)') ?? { foods: 0, unknown: 0, may: 0, withUnknown: 0 };
  entry.foods += 1;
  entry.unknown += [...code].filter((c) => c === 'U').length;
  entry.may += [...code].filter((c) => c === 'M').length;
  if (code.includes('U')) entry.withUnknown += 1;
  groups.set(food.foodGroup ?? '(none)', entry);
}
for (const [group, entry] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
  const cells = entry.foods * allergens.length;
  console.log(
    `  ${group.padEnd(36)} ${String(entry.foods).padStart(5)} ${percent(entry.unknown, cells)} unknown ${percent(entry.may, cells)} may contain ${String(entry.withUnknown).padStart(5)}`,
  );
}

const cells = foods.length * allergens.length;
const unknownCells = Object.values(table.foods).reduce(
  (sum, code) => sum + [...code].filter((c) => c === 'U').length,
  0,
);
const unknownFoods = Object.values(table.foods).filter((code) => code.includes('U')).length;
console.log(
  `\nUnknown: ${unknownCells} of ${cells} cells (${percent(unknownCells, cells).trim()}, at most ${100 * maxUnknownShare} % allowed); ${unknownFoods} of ${foods.length} foods have one (screened as "may contain")`,
);
if (unknownCells > maxUnknownShare * cells)
  problems.push(`${unknownCells} unknown cells is over ${100 * maxUnknownShare} % of ${cells}`);

const strictIndexes = strictAllergens.map((allergen) => allergens.indexOf(allergen));
const listed = Object.entries(unjudgeableFoods);
console.log(`Foods that cannot be judged for the US nine or gluten (named in the rules file): ${listed.length}`);
for (const [id, entry] of listed) console.log(`  ${id} ${entry.allergens.join(', ')}: ${entry.reason}`);
const unlisted: string[] = [];
for (const food of foods) {
  const code = table.foods[String(food.id)];
  for (const index of strictIndexes) {
    if (code[index] !== 'U') continue;
    if (unjudgeableFoods[String(food.id)]?.allergens.includes(allergens[index])) continue;
    unlisted.push(`${food.id} ${food.description}: ${allergens[index]}`);
  }
}
if (unlisted.length)
  problems.push(
    `${unlisted.length} unknown US-nine or gluten decisions outside unjudgeableFoods, e.g.\n    ${unlisted.slice(0, 10).join('\n    ')}`,
  );

const stale = Object.keys(table.foods).filter((id) => committed.foods[id] !== table.foods[id]);
const extra = Object.keys(committed.foods).filter((id) => !(id in table.foods));
if (stale.length || extra.length)
  problems.push(
    `the committed table differs from the rules for ${stale.length + extra.length} foods (e.g. ${[...stale, ...extra].slice(0, 5).join(', ')}): run npm run allergens:build and review the diff`,
  );

if (problems.length) {
  console.error(`\nallergens:check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('The committed table matches the rules and overrides; unknowns are within bounds.');
