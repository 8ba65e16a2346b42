/**
 * Prints what the allergen rules and overrides decide over SR28, and fails when the committed table is not
 * what the rules build (someone edited a rule and forgot npm run allergens:build, or edited the table by hand):
 *   npm run allergens:check
 */
import { readFileSync } from 'node:fs';
import { allergenLabels, allergens } from '../../src/shared/nutrition/allergens.ts';
import {
  allergenTablePath,
  buildAllergenTable,
} from '../../src/server/features/nutrition/allergens/allergen-table-build.ts';
import { allergenRules } from '../../src/server/features/nutrition/allergens/data/allergen-rules.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';

const foods = readSr28FromPackage();
const { table, decisions } = buildAllergenTable(foods);
const committed = JSON.parse(readFileSync(allergenTablePath, 'utf8')) as typeof table;

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
const unknownFoods = Object.values(table.foods).filter((code) => code.includes('U')).length;
console.log(
  `\nFoods with at least one unknown allergen: ${unknownFoods} of ${foods.length} (screened as "may contain")`,
);

const stale = Object.keys(table.foods).filter((id) => committed.foods[id] !== table.foods[id]);
const extra = Object.keys(committed.foods).filter((id) => !(id in table.foods));
if (stale.length || extra.length) {
  console.error(
    `\nThe committed table differs from the rules for ${stale.length + extra.length} foods (e.g. ${[...stale, ...extra].slice(0, 5).join(', ')}): run npm run allergens:build and review the diff.`,
  );
  process.exit(1);
}
console.log('The committed table matches the rules and overrides.');
