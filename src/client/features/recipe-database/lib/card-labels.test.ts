import { describe, expect, it } from 'vitest';
import { cardLabels } from './card-labels';

const texts = (labels: { text: string }[]) => labels.map((label) => label.text);

describe('the badges of a recipe database card', () => {
  const curry = { cuisines: ['mediterranean', 'indian', 'asian'], diets: ['ketogenic', 'gluten-free', 'dairy-free'] };

  it('shows the diet and cuisine the search asked for first, so the card says that what was asked for holds', () => {
    const labels = cardLabels(curry, { diet: 'gluten-free', cuisine: 'indian' });
    expect(labels.filter((label) => label.kind === 'diet').map((label) => label.text)).toEqual([
      'Gluten-Free',
      'Ketogenic',
    ]);
    expect(labels.filter((label) => label.kind === 'cuisine').map((label) => label.text)).toEqual([
      'Indian',
      'Mediterranean',
    ]);
  });

  it('without a filter, shows two cuisines and the most telling diet, as before', () => {
    expect(texts(cardLabels(curry))).toEqual(['Mediterranean', 'Indian', 'Ketogenic']);
    expect(texts(cardLabels(curry, { diet: 'any', cuisine: 'any' }))).toEqual(['Mediterranean', 'Indian', 'Ketogenic']);
    expect(texts(cardLabels({ cuisines: [], diets: ['dairy-free', 'vegetarian', 'vegan'] }))).toEqual(['Vegan']);
  });

  it('matches the asked-for words in any case and adds nothing a recipe does not hold', () => {
    expect(texts(cardLabels({ cuisines: ['Thai'], diets: ['Vegan'] }, { diet: 'vegan', cuisine: 'thai' }))).toEqual([
      'Thai',
      'Vegan',
    ]);
    expect(texts(cardLabels({ cuisines: ['french'], diets: ['paleo'] }, { diet: 'vegan' }))).toEqual([
      'French',
      'Paleo',
    ]);
  });
});
