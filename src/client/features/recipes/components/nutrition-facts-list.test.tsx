// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { NutritionFactsList } from './nutrition-facts-list';

describe('full nutrition facts of a serving', () => {
  it('shows every vitamin and mineral in its unit, "≥" for a lower bound and "not reported" instead of a zero', () => {
    renderWithApp(
      <NutritionFactsList
        perServing={{
          calories: 300,
          protein: 10,
          carbs: 40,
          fat: 8,
          fiber: 4,
          sugar: 10,
          sodium: 100,
          iron: 2.261,
          vitaminD: 1.586,
          selenium: 9.028,
          thiamin: null,
          folate: 35.1,
          vitaminA: 114.3,
        }}
        incomplete={['selenium']}
      />,
    );
    const facts = screen.getByLabelText('Full nutrition facts per serving');
    expect(facts.querySelectorAll('[data-nutrient]')).toHaveLength(25);
    expect(facts.querySelector('[data-nutrient="iron"]')).toHaveTextContent('Iron2.26 mg');
    expect(facts.querySelector('[data-nutrient="vitaminD"]')).toHaveTextContent('Vitamin D1.59 µg');
    expect(facts.querySelector('[data-nutrient="folate"]')).toHaveTextContent('Folate35.1 µg DFE');
    expect(facts.querySelector('[data-nutrient="vitaminA"]')).toHaveTextContent('Vitamin A114 µg RAE');
    expect(facts.querySelector('[data-nutrient="selenium"]')).toHaveTextContent('Selenium≥ 9.03 µg');
    expect(facts.querySelector('[data-nutrient="thiamin"]')).toHaveTextContent('Thiaminnot reported');
  });
});
