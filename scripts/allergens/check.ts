/**
 * Prints what the allergen rules and overrides decide over SR28 (per rule, per allergen, per food group), and fails
 * when the committed table is not what the rules build (someone edited a rule and forgot npm run allergens:build,
 * or edited the table by hand), when more than 1 % of the food x allergen cells stay unknown, or when a food stays
 * unknown for one of the US nine or gluten without being named, with a reason, in `unjudgeableFoods`:
 *   npm run allergens:check
 */
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
import { finishCheck, reportPerFoodTable } from '../lib/per-food-table.ts';

const foods = readSr28FromPackage();
const { table, decisions } = buildAllergenTable(foods);
const problems = reportPerFoodTable({
  title: 'Allergen table',
  columns: allergens.map((allergen) => ({ label: allergenLabels[allergen] })),
  foods,
  table,
  decisions,
  ruleIds: allergenRules.map((rule) => rule.id),
  committedPath: allergenTablePath,
  buildCommand: 'npm run allergens:build',
  unknownMeans: 'screened as "not reviewed"',
});

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

finishCheck('allergens:check', problems);
