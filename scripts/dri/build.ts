/**
 * Builds src/shared/nutrition/dri/data/dri.json from the hand-entered table (dri-tables.csv) and the notes
 * (dri-notes.json). Run `npm run dri:build` after editing either; `npm run dri:check` prints the coverage.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/shared/nutrition/dri/data');
const kinds = new Set(['RDA', 'AI', 'UL', 'CDRR']);

const lines = readFileSync(path.join(dataDir, 'dri-tables.csv'), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.trim() && !line.startsWith('#'));
const [header, ...rows] = lines.map((line) => line.split(','));
const groups = header.slice(3);
const notes = JSON.parse(readFileSync(path.join(dataDir, 'dri-notes.json'), 'utf8'));

type Entry = {
  unit: string;
  kind?: 'RDA' | 'AI';
  intake?: Record<string, number>;
  upperLimit?: Record<string, number>;
  cdrr?: Record<string, number>;
  note?: string;
};
const nutrients: Record<string, Entry> = {};
for (const [index, row] of rows.entries()) {
  const [key, kind, unit, ...values] = row;
  if (!kinds.has(kind)) throw new Error(`row ${index + 2}: unknown kind ${kind}`);
  if (values.length !== groups.length)
    throw new Error(`row ${index + 2} (${key} ${kind}): ${values.length} values for ${groups.length} groups`);
  const entry = (nutrients[key] ??= { unit });
  if (entry.unit !== unit) throw new Error(`${key}: unit ${unit} differs from ${entry.unit}`);
  const byGroup: Record<string, number> = {};
  groups.forEach((group, position) => {
    const text = values[position].trim();
    if (text === '') return;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${key} ${kind} ${group}: "${text}" is not a positive number`);
    byGroup[group] = value;
  });
  if (kind === 'RDA' || kind === 'AI') {
    if (entry.intake) throw new Error(`${key}: two intake rows`);
    entry.kind = kind;
    entry.intake = byGroup;
  } else if (kind === 'UL') entry.upperLimit = byGroup;
  else entry.cdrr = byGroup;
  if (notes.notes[key]) entry.note = notes.notes[key];
}
for (const [key, entry] of Object.entries(nutrients)) {
  for (const group of Object.keys(entry.upperLimit ?? {})) {
    if (
      entry.intake?.[group] !== undefined &&
      entry.upperLimit![group] <= entry.intake[group] &&
      !notes.foodOnlyUpperLimits.includes(key)
    ) {
      throw new Error(`${key} ${group}: UL ${entry.upperLimit![group]} is not above the intake ${entry.intake[group]}`);
    }
  }
}
const built = {
  source: notes.source,
  builtFrom: ['dri-tables.csv', 'dri-notes.json'],
  groups,
  nutrients,
  withoutReference: notes.withoutReference,
  foodOnlyUpperLimits: notes.foodOnlyUpperLimits,
  amdr: notes.amdr,
};
writeFileSync(path.join(dataDir, 'dri.json'), `${JSON.stringify(built, null, 1)}\n`);
console.log(`dri.json: ${Object.keys(nutrients).length} nutrients × ${groups.length} life-stage groups`);
