/**
 * Prints the coverage of the DRI data: for every nutrient Platewise carries, in how many of the life-stage
 * groups an intake target (RDA/AI/CDRR) and an upper limit are set, and why a nutrient has none. Fails when
 * dri.json is older than its sources or a carried nutrient is neither covered nor explained.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { micronutrientKeys } from '../../src/shared/nutrition/nutrients.ts';
import { nutrientKeys } from '../../src/shared/nutrition/recipe-nutrition.ts';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/shared/nutrition/dri/data');
const built = JSON.parse(readFileSync(path.join(dataDir, 'dri.json'), 'utf8'));
const groups: string[] = built.groups;
let failures = 0;

// The committed build must match its sources: rebuild in memory by running the build and comparing.
const before = readFileSync(path.join(dataDir, 'dri.json'), 'utf8');
await import('./build.ts');
const after = readFileSync(path.join(dataDir, 'dri.json'), 'utf8');
if (before !== after) {
  console.error('dri.json was not built from the current sources: it has been rebuilt now, commit it.');
  failures += 1;
}

console.log(`Source: ${built.source}`);
console.log(`Life-stage groups (${groups.length}): ${groups.join(', ')}\n`);
const pad = (text: string, width: number) => text.padEnd(width);
console.log(`${pad('nutrient', 20)}${pad('kind', 9)}${pad('unit', 8)}${pad('intake', 9)}${pad('UL', 9)}note`);
let covered = 0;
let cells = 0;
for (const key of [...nutrientKeys, ...micronutrientKeys]) {
  const entry = built.nutrients[key];
  if (!entry) {
    const why = built.withoutReference[key];
    console.log(
      `${pad(key, 20)}${pad('-', 9)}${pad('', 8)}${pad('-', 9)}${pad('-', 9)}${why ?? 'MISSING: neither a value nor a reason'}`,
    );
    if (!why) failures += 1;
    continue;
  }
  const intake = entry.kind ? Object.keys(entry.intake ?? {}).length : 0;
  const cdrr = Object.keys(entry.cdrr ?? {}).length;
  const ul = Object.keys(entry.upperLimit ?? {}).length;
  covered += Math.max(intake, cdrr);
  cells += groups.length;
  const kind = cdrr ? `${entry.kind}+CDRR` : entry.kind;
  console.log(
    `${pad(key, 20)}${pad(kind, 9)}${pad(entry.unit, 8)}${pad(`${Math.max(intake, cdrr)}/${groups.length}`, 9)}${pad(ul ? `${ul}/${groups.length}` : 'none', 9)}${entry.note ? entry.note.slice(0, 70) : ''}`,
  );
  if (Math.max(intake, cdrr) !== groups.length) failures += 1;
}
console.log(
  `\nAMDR: ${Object.entries(built.amdr)
    .map(
      ([ages, ranges]) =>
        `${ages}: ${Object.entries(ranges as Record<string, number[]>)
          .map(([k, [lo, hi]]) => `${k} ${lo}–${hi} %`)
          .join(', ')}`,
    )
    .join('; ')}`,
);
console.log(
  `Coverage: ${Object.keys(built.nutrients).length} nutrients with targets, ${covered}/${cells} nutrient × group cells filled; ${Object.keys(built.withoutReference).length} carried nutrients without a DRI, each with its reason.`,
);
if (failures) {
  console.error(`${failures} problem(s)`);
  process.exit(1);
}
