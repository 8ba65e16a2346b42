/**
 * Prints what the cook's vocabulary covers and how the relevance set fares with it, and fails when the committed
 * table is not what the source builds (someone edited cook-vocabulary.txt and forgot npm run foods:synonyms:build)
 * or when the source names a USDA word no food carries:
 *   npm run foods:synonyms:check
 */
import { readFileSync } from 'node:fs';
import {
  buildVocabulary,
  readVocabularySource,
  vocabularyTablePath,
} from '../../src/server/features/nutrition/food-vocabulary/food-vocabulary-build.ts';
import {
  buildFoodIndex,
  planFoodQuery,
  searchFoodIndex,
  wordsOf,
} from '../../src/server/features/nutrition/food-ranking.ts';
import { relevanceCases } from '../../tests/fixtures/food-search/food-relevance-cases.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';

const foods = readSr28FromPackage();
const { table, problems } = buildVocabulary(readVocabularySource(), foods);
const committed = readFileSync(vocabularyTablePath, 'utf8');

console.log(`Cook's vocabulary (source: ${table.source}) over ${foods.length} SR28 foods`);
console.log(
  `  ${String(Object.keys(table.same).length).padStart(4)} spellings and names read alike (yoghurt = yogurt, stock = broth)`,
);
console.log(
  `  ${String(table.phrases.length).padStart(4)} phrases read as USDA words (red onion, dijon, kidney beans, beef broth)`,
);
console.log(
  `  ${String(table.defaults.length).padStart(4)} bare words with the food a recipe means (flour, oil, pepper)`,
);
console.log(`  ${String(table.soft.length).padStart(4)} recipe-line words that never narrow (diced, large, drained)`);
console.log(
  `  ${String(table.allergens.length).padStart(4)} allergen readings of words (mayonnaise: egg; soy sauce: wheat)`,
);

const index = buildFoodIndex(foods);
let read = 0;
let holding = 0;
let holdingRead = 0;
const misses: string[] = [];
for (const { query, first } of relevanceCases) {
  const plan = planFoodQuery(query);
  const plain = [...new Set(wordsOf(query))];
  const touched =
    !!plan &&
    (plan.prefer.length > 0 ||
      plan.meaning.length > 0 ||
      plan.soft.length > 0 ||
      plan.required.join(' ') !== plain.join(' '));
  const top = searchFoodIndex(index, query, 1)[0];
  const holds = !!top && first.includes(top.food.id);
  if (touched) read += 1;
  if (holds) holding += 1;
  if (holds && touched) holdingRead += 1;
  if (!holds)
    misses.push(
      `  "${query}": got ${top ? `${top.food.id} ${top.food.description}` : 'nothing'}, wanted ${first.join(' or ')}`,
    );
}
console.log(
  `\nRelevance set: ${relevanceCases.length} queries, ${read} of them read by the vocabulary; first result right for ${holding} (${holdingRead} of the ${read} read).`,
);
if (misses.length) console.log(misses.join('\n'));

const reach = table.phrases.map((phrase) => ({
  phrase,
  foods: searchFoodIndex(index, phrase.cook.join(' '), 25).length,
}));
const thin = reach.filter((entry) => entry.foods === 0);
console.log(
  `Phrases that find no food when typed alone: ${thin.length}${thin.length ? ` (${thin.map((entry) => entry.phrase.cook.join(' ')).join(', ')})` : ''}`,
);

let failed = false;
if (problems.length) {
  for (const problem of problems) console.error(`cook-vocabulary.txt:${problem.line}: ${problem.message}`);
  failed = true;
}
if (`${JSON.stringify(table, null, 1)}\n` !== committed) {
  console.error(
    '\nThe committed food-vocabulary.json is not what cook-vocabulary.txt builds: run npm run foods:synonyms:build and review the diff.',
  );
  failed = true;
}
if (failed) process.exit(1);
console.log('The committed vocabulary table matches its source.');
