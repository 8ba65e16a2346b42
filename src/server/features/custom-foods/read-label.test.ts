import { describe, expect, it } from 'vitest';
import { allergens } from '../../../shared/nutrition/allergens.ts';
import { animalFacts } from '../../../shared/nutrition/animal-facts.ts';
import { readLabelFixtures } from './label-fixtures.ts';
import { findLabelWords, labelWordEntries, readLabel, splitStatements } from './read-label.ts';

// Labels read into the 15 allergen statuses and the animal facts behind vegan and vegetarian (issue 35), on
// ingredient lists written in the shape packaged foods print them (tests/fixtures/label-ingredient-lists.txt).

const fixtures = readLabelFixtures('tests/fixtures/label-ingredient-lists.txt');

describe('the fixture labels', () => {
  it('are at least 100 lists', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(100);
  });

  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))('%s', (_name, fixture) => {
    const reading = readLabel(fixture);
    const statuses: Record<string, string> = { ...reading.allergens, ...reading.animalFacts };
    const expected = Object.fromEntries(
      [...allergens, ...animalFacts].map((target) => [
        target,
        fixture.contains.includes(target) ? 'contains' : fixture.mayContain.includes(target) ? 'may contain' : 'free',
      ]),
    );
    expect(statuses).toEqual(expected);
  });
});

describe('reading words', () => {
  it.each([
    ['whey powder', ['milk']],
    ['sodium caseinate', ['milk']],
    ['butter', ['milk']],
    ['egg albumen', ['egg']],
    ['durum wheat semolina', ['wheat', 'gluten']],
    ['spelt', ['wheat', 'gluten']],
    ['rye', ['gluten']],
    ['barley malt extract', ['gluten']],
    ['soy lecithin', ['soy']],
    ['almonds', ['tree-nuts']],
    ['anchovies', ['fish']],
  ])('%s is %j', (word, expected) => {
    expect([...new Set(findLabelWords(word).flatMap((found) => found.contains))]).toEqual(expected);
  });

  it.each(['cocoa butter', 'coconut milk', 'buckwheat flour', 'nutmeg', 'cream of tartar', 'sunflower lecithin'])(
    '%s names no allergen',
    (word) => {
      const found = findLabelWords(word);
      expect(found.flatMap((item) => [...item.contains, ...item.mayContain])).toEqual([]);
    },
  );

  it('lets the longer phrase win: peanut butter is peanuts, not milk', () => {
    expect(findLabelWords('peanut butter').flatMap((found) => found.contains)).toEqual(['peanuts']);
  });

  it('reads "X-free" as the food being without X', () => {
    expect(readLabel({ ingredientsText: 'Rice, water. Milk-free, egg-free.' }).allergens.milk).toBe('free');
  });

  it('says unknown for every allergen when the label gave no words', () => {
    const reading = readLabel({ ingredientsText: '', allergenStatement: null });
    expect(new Set(Object.values(reading.allergens))).toEqual(new Set(['unknown']));
  });

  it('keeps what the label named as the evidence of each status', () => {
    const reading = readLabel({ ingredientsText: 'Oats, whey.', allergenStatement: 'May contain hazelnuts.' });
    expect(reading.allergenEvidence.milk).toEqual([{ word: 'whey', source: 'ingredients' }]);
    expect(reading.allergenEvidence['tree-nuts']).toEqual([{ word: 'hazelnuts', source: 'may contain' }]);
  });

  it('ends a bracketed "may contain" at its bracket', () => {
    const segments = splitStatements('Raisins (may contain sulphites), walnuts');
    expect(segments.map((segment) => segment.source)).toEqual(['ingredients', 'may contain', 'ingredients']);
    expect(readLabel({ ingredientsText: 'Raisins (may contain sulphites), walnuts' }).allergens['tree-nuts']).toBe(
      'contains',
    );
  });
});

describe('the word table', () => {
  it('names every word once', () => {
    const words = labelWordEntries.flatMap((entry) => entry.words);
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
  });
});
