// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '@/shared/schemas/recipes';
import { RecipeCard } from './recipe-card';

function recipeWith(overrides: Partial<Recipe>): Recipe {
  return {
    id: '5b0c7d1e-0000-4000-8000-000000000001',
    userId: '5b0c7d1e-0000-4000-8000-0000000000aa',
    name: 'Lentil and spinach soup',
    description: 'A filling, low-fat soup.',
    instructions: 'Simmer.',
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredients: [
      { name: 'Lentils, raw', amount: 250, unit: 'g', fdcId: 16069 },
      { name: 'Vegetable stock', amount: 1, unit: 'l' },
    ],
    nutrition: { calories: 245.4, protein: 17.24, carbs: 44.46, fat: 0.94, fiber: 9.1, sugar: 2.2, sodium: 160.6 },
    nutritionCoverage: { resolvedIngredients: 1, totalIngredients: 2 },
    tags: [],
    cuisine: null,
    difficulty: null,
    isPublic: false,
    imageUrl: null,
    sourceName: null,
    sourceUrl: null,
    healthScore: null,
    isOwn: true,
    diets: [],
    allergens: [],
    allergenLabels: [],
    mealTypes: [],
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(cleanup);

describe('recipe card', () => {
  it('shows time, servings, nutrition per serving and how many ingredients it counts', () => {
    render(<RecipeCard recipe={recipeWith({})} onEdit={vi.fn()} onDelete={vi.fn()} />);

    expect(screen.getByText('25 min')).toBeInTheDocument();
    expect(screen.getByText('4 servings')).toBeInTheDocument();
    expect(screen.getByText('245 kcal')).toBeInTheDocument();
    expect(screen.getByText('17.2 g')).toBeInTheDocument();
    expect(screen.getByText('44.5 g')).toBeInTheDocument();
    expect(screen.getByText('0.9 g')).toBeInTheDocument();
    expect(screen.getByText('2 ingredients')).toBeInTheDocument();
    expect(screen.getByText('Nutrition counts 1 of 2 ingredients')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Public recipe' })).not.toBeInTheDocument();
  });

  it('shows three tags and folds the rest into "+N more", after the difficulty and cuisine', () => {
    render(
      <RecipeCard
        recipe={recipeWith({ difficulty: 'medium', cuisine: 'middle eastern', tags: ['vegan', 'lunch', 'batch cooking', 'high-fibre', 'freezer'] })}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const labels = within(screen.getByRole('list', { name: 'Labels' }));
    expect(labels.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Medium',
      'middle eastern',
      'vegan',
      'lunch',
      'batch cooking',
      '+2 more',
    ]);
  });

  it('marks public and catalogue recipes, and offers Edit and Delete only on the practitioner\'s own', () => {
    const { rerender } = render(<RecipeCard recipe={recipeWith({ isPublic: true })} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Public recipe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Lentil and spinach soup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Lentil and spinach soup' })).toBeInTheDocument();

    rerender(<RecipeCard recipe={recipeWith({ userId: null, isOwn: false })} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Public recipe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });
});
