/**
 * Rebuilds the food-search vocabulary (src/server/features/nutrition/food-vocabulary/data/food-vocabulary.json)
 * from the reviewed cook's vocabulary beside it, checking its USDA words against SR28:
 *   npm run foods:synonyms:build
 */
import { writeFileSync } from 'node:fs';
import {
  buildVocabulary,
  readVocabularySource,
  vocabularyTablePath,
} from '../../src/server/features/nutrition/food-vocabulary/food-vocabulary-build.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';

const { table, problems } = buildVocabulary(readVocabularySource(), readSr28FromPackage());
if (problems.length) {
  for (const problem of problems) console.error(`cook-vocabulary.txt:${problem.line}: ${problem.message}`);
  console.error(`\n${problems.length} problem(s): the table was not written.`);
  process.exit(1);
}
writeFileSync(vocabularyTablePath, `${JSON.stringify(table, null, 1)}\n`);
console.log(
  `Wrote ${Object.keys(table.same).length} spellings, ${table.phrases.length} phrases, ${table.defaults.length} defaults, ${table.soft.length} soft words and ${table.allergens.length} allergen readings.`,
);
