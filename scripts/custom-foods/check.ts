// Coverage of the label word table (src/server/features/custom-foods/data/label-words.json): what each allergen and
// animal fact is recognised by, and how the reader fares on the fixture labels. Exits 1 when a target has no word
// or a fixture label is read wrong.
import { allergens } from '../../src/shared/nutrition/allergens.ts';
import { animalFacts } from '../../src/shared/nutrition/animal-facts.ts';
import { readLabelFixtures } from '../../src/server/features/custom-foods/label-fixtures.ts';
import { labelWordEntries, readLabel, type LabelTarget } from '../../src/server/features/custom-foods/read-label.ts';

const targets: LabelTarget[] = [...allergens, ...animalFacts];
const fixtures = readLabelFixtures('tests/fixtures/label-ingredient-lists.txt');
let failed = false;

console.log(
  `Label words: ${labelWordEntries.flatMap((entry) => entry.words).length} words in ${labelWordEntries.length} entries`,
);
console.log(
  `Words naming nothing (look-alikes kept from counting): ${labelWordEntries.filter((entry) => !entry.contains?.length && !entry.mayContain?.length).flatMap((entry) => entry.words).length}`,
);
console.log('\ntarget          contains-words  may-words  fixtures-naming-it');
for (const target of targets) {
  const contains = labelWordEntries.filter((entry) => entry.contains?.includes(target)).flatMap((entry) => entry.words);
  const may = labelWordEntries.filter((entry) => entry.mayContain?.includes(target)).flatMap((entry) => entry.words);
  const named = fixtures.filter((fixture) => fixture.contains.includes(target) || fixture.mayContain.includes(target));
  console.log(
    `${target.padEnd(16)}${String(contains.length).padStart(14)}${String(may.length).padStart(11)}${String(named.length).padStart(20)}`,
  );
  if (contains.length === 0) {
    console.error(`  no word says a label contains ${target}`);
    failed = true;
  }
}

let right = 0;
for (const fixture of fixtures) {
  const reading = readLabel(fixture);
  const statuses: Record<string, string> = { ...reading.allergens, ...reading.animalFacts };
  const wrong = targets.filter((target) => {
    const expected = fixture.contains.includes(target)
      ? 'contains'
      : fixture.mayContain.includes(target)
        ? 'may contain'
        : 'free';
    return statuses[target] !== expected;
  });
  if (wrong.length === 0) right += 1;
  else
    console.error(
      `  ${fixture.name}: read wrong for ${wrong.map((target) => `${target} (${statuses[target]})`).join(', ')}`,
    );
}
console.log(`\nFixture labels read right: ${right} of ${fixtures.length}`);
if (right < fixtures.length || failed) process.exitCode = 1;
