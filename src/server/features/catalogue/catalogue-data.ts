import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { catalogueEntrySchema, type CatalogueEntry } from './catalogue-entry.ts';
import { allergenTablePath } from '../nutrition/allergens/allergen-table-build.ts';
import { animalFactsTablePath } from '../nutrition/animal-facts/animal-facts-table-build.ts';
import { LABEL_DERIVATION_VERSION } from '../../../shared/nutrition/diet-labels.ts';

export const catalogueDataDir = fileURLToPath(new URL('./data', import.meta.url));

export interface CatalogueData {
  entries: CatalogueEntry[];
  /** hash of every file's bytes: a changed catalogue is loaded again, an unchanged one is skipped */
  version: string;
}

/** Reads and validates every data file; a broken file stops the start with the file and recipe named. */
export function readCatalogueData(dir = catalogueDataDir): CatalogueData {
  const hash = createHash('sha256');
  const entries: CatalogueEntry[] = [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    hash.update(name).update('\0').update(text);
    const raw = JSON.parse(text) as unknown[];
    raw.forEach((item, position) => {
      const parsed = catalogueEntrySchema.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`Recipe catalogue ${name} #${position}: ${issue.path.join('.')}: ${issue.message}`);
      }
      entries.push(parsed.data);
    });
  }
  // Labels come from the allergen and animal facts tables too: a new table reloads the catalogue as a new data file
  // would.
  hash
    .update(readFileSync(allergenTablePath))
    .update(readFileSync(animalFactsTablePath))
    .update(`labels ${LABEL_DERIVATION_VERSION}`);
  return { entries, version: hash.digest('hex').slice(0, 16) };
}
