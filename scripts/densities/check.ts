/**
 * Prints the density table (each kind's density, its spread and the foods behind it) and what it covers among
 * the SR28 foods that carry no volume weight of their own; fails when the committed table is not what the kinds
 * and SR28 build (a kind was edited and npm run densities:build forgotten, or the file was edited by hand):
 *   npm run densities:check
 */
import { readFileSync } from 'node:fs';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';
import { densityKinds } from '../../src/shared/nutrition/densities/density-kinds.ts';
import { buildDensityTable, densityTablePath } from './density-table-build.ts';

const foods = readSr28FromPackage();
const { table, coverage } = buildDensityTable(foods);
const committed = readFileSync(densityTablePath, 'utf8');

console.log(
  `Density table: ${Object.keys(table.kinds).length} of ${densityKinds.length} food kinds measured from SR28 household weights\n`,
);
console.log('  g/ml   (middle half)   foods  kind');
for (const { id } of densityKinds) {
  const entry = table.kinds[id];
  if (!entry) {
    console.log(
      `     —                      0  ${id} (no SR28 food of this kind has a volume weight: such foods are weighed as water)`,
    );
    continue;
  }
  if (entry.stated) {
    console.log(`  ${entry.gramsPerMl.toFixed(2).padStart(5)}  stated             ${id}   ${entry.stated}`);
    continue;
  }
  console.log(
    `  ${entry.gramsPerMl.toFixed(2).padStart(5)}  (${entry.low.toFixed(2)}–${entry.high.toFixed(2)})  ${String(entry.foods).padStart(6)}  ${id}   e.g. ${entry.examples[0]}`,
  );
}
const without = [...coverage.withoutVolume.values()].reduce((sum, n) => sum + n, 0);
const water = coverage.withoutVolume.get('(none)') ?? 0;
console.log(
  `\nSR28 foods: ${coverage.total}; with a volume weight of their own: ${coverage.withVolume}; without: ${without}`,
);
console.log(
  `Of those without, weighed by the density of their kind: ${without - water} (${((100 * (without - water)) / Math.max(1, without)).toFixed(1)}%); as water, said so: ${water}`,
);
for (const [kind, count] of [...coverage.withoutVolume.entries()].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(count).padStart(5)}  ${kind}`);

if (committed !== `${JSON.stringify(table, null, 2)}\n`) {
  console.error(
    '\nThe committed density table differs from what the kinds and SR28 build: run npm run densities:build and review the diff.',
  );
  process.exit(1);
}
console.log('\nThe committed density table matches the kinds and SR28.');
