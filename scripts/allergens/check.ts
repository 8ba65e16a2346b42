/**
 * Prints what the allergen rules and overrides decide over SR28 (per rule, per allergen, per food group), and fails
 * when the committed table is not what the rules build (someone edited a rule and forgot npm run allergens:build,
 * or edited the table by hand), when more than 1 % of the food x allergen cells stay unknown, or when a food stays
 * unknown for one of the US nine or gluten without being named, with a reason, in `unjudgeableFoods`, or when SR28
 * lists cholesterol for a food both tables call free of every animal source (cholesterol-evidence.ts):
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
import {
  CHOLESTEROL_EVIDENCE_MG,
  explainedCholesterol,
  unexplainedCholesterol,
} from '../../src/server/features/nutrition/allergens/cholesterol-evidence.ts';
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

const unexplained = unexplainedCholesterol(foods);
console.log(
  `\nCholesterol as evidence: foods both tables call free of every animal source with over ${CHOLESTEROL_EVIDENCE_MG} mg per 100 g: ${unexplained.length} (${Object.keys(explainedCholesterol).length} explained in cholesterol-evidence.json)`,
);
for (const food of unexplained) console.log(`  ${food.id} ${food.description}: ${food.cholesterolMg} mg`);
if (unexplained.length)
  problems.push(`${unexplained.length} foods with cholesterol but no animal source: correct them or explain them`);

finishCheck('allergens:check', problems);
