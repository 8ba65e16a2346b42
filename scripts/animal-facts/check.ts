/**
 * Prints what the animal-fact rules and overrides decide over SR28 (per rule, per fact, per food group), and fails
 * when the committed table is not what the rules build (someone edited a rule and forgot npm run
 * animal-facts:build, or edited the table by hand), or when more than 1 % of the food x fact cells stay unknown:
 *   npm run animal-facts:check
 */
import { animalFacts, animalFactWords } from '../../src/shared/nutrition/animal-facts.ts';
import {
  animalFactsTablePath,
  buildAnimalFactsTable,
} from '../../src/server/features/nutrition/animal-facts/animal-facts-table-build.ts';
import { animalFactRules } from '../../src/server/features/nutrition/animal-facts/data/animal-fact-rules.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';
import { finishCheck, reportPerFoodTable } from '../lib/per-food-table.ts';

const foods = readSr28FromPackage();
const { table, decisions } = buildAnimalFactsTable(foods);
const problems = reportPerFoodTable({
  title: 'Animal facts table',
  columns: animalFacts.map((fact) => ({ label: animalFactWords[fact] })),
  foods,
  table,
  decisions,
  ruleIds: animalFactRules.map((rule) => rule.id),
  committedPath: animalFactsTablePath,
  buildCommand: 'npm run animal-facts:build',
  unknownMeans: 'no vegetarian or vegan label for them',
});
finishCheck('animal-facts:check', problems);
