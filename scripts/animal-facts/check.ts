/**
 * Prints what the animal-fact rules and overrides decide over SR28 (per rule, per fact, per food group), and fails
 * when the committed table is not what the rules build (someone edited a rule and forgot npm run
 * animal-facts:build, or edited the table by hand), or when more than 1 % of the food x fact cells stay unknown:
 *   npm run animal-facts:check
 */
import { readFileSync } from 'node:fs';
import { animalFacts, animalFactWords } from '../../src/shared/nutrition/animal-facts.ts';
import {
  animalFactsTablePath,
  buildAnimalFactsTable,
} from '../../src/server/features/nutrition/animal-facts/animal-facts-table-build.ts';
import { animalFactRules } from '../../src/server/features/nutrition/animal-facts/data/animal-fact-rules.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';

const maxUnknownShare = 0.01;
const foods = readSr28FromPackage();
const { table, decisions } = buildAnimalFactsTable(foods);
const committed = JSON.parse(readFileSync(animalFactsTablePath, 'utf8')) as typeof table;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`.padStart(7);
const problems: string[] = [];

console.log(
  `Animal facts table: ${foods.length} SR28 foods x ${animalFacts.length} facts = ${foods.length * animalFacts.length} decisions\n`,
);
console.log('Foods decided (at least one fact) and decisions made, per rule, in rule order:');
for (const rule of [...animalFactRules.map((r) => r.id), 'override']) {
  const entry = decisions.get(rule);
  console.log(
    `  ${String(entry?.foods ?? 0).padStart(5)} foods ${String(entry?.decisions ?? 0).padStart(6)} decisions  ${rule}`,
  );
}

console.log('\nPer fact: contains / may contain / free / unknown');
for (const [index, fact] of animalFacts.entries()) {
  const count = { C: 0, M: 0, F: 0, U: 0 } as Record<string, number>;
  for (const code of Object.values(table.foods)) count[code[index]] += 1;
  console.log(
    `  ${animalFactWords[fact].padEnd(16)} ${String(count.C).padStart(5)} ${String(count.M).padStart(5)} ${String(count.F).padStart(5)} ${String(count.U).padStart(5)} unknown`,
  );
}

console.log('\nPer food group: foods, unknown share, may-contain share (of food x fact cells), foods with an unknown');
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
  const cells = entry.foods * animalFacts.length;
  console.log(
    `  ${group.padEnd(36)} ${String(entry.foods).padStart(5)} ${percent(entry.unknown, cells)} unknown ${percent(entry.may, cells)} may contain ${String(entry.withUnknown).padStart(5)}`,
  );
}

const cells = foods.length * animalFacts.length;
const unknownCells = Object.values(table.foods).reduce(
  (sum, code) => sum + [...code].filter((c) => c === 'U').length,
  0,
);
const unknownFoods = Object.values(table.foods).filter((code) => code.includes('U')).length;
console.log(
  `\nUnknown: ${unknownCells} of ${cells} cells (${percent(unknownCells, cells).trim()}, at most ${100 * maxUnknownShare} % allowed); ${unknownFoods} of ${foods.length} foods have one (no vegetarian or vegan label for them)`,
);
if (unknownCells > maxUnknownShare * cells)
  problems.push(`${unknownCells} unknown cells is over ${100 * maxUnknownShare} % of ${cells}`);

const stale = Object.keys(table.foods).filter((id) => committed.foods[id] !== table.foods[id]);
const extra = Object.keys(committed.foods).filter((id) => !(id in table.foods));
if (stale.length || extra.length)
  problems.push(
    `the committed table differs from the rules for ${stale.length + extra.length} foods (e.g. ${[...stale, ...extra].slice(0, 5).join(', ')}): run npm run animal-facts:build and review the diff`,
  );

if (problems.length) {
  console.error(`\nanimal-facts:check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('The committed table matches the rules and overrides; unknowns are within bounds.');
