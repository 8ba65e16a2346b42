// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import type { RecipeSummary } from '@/shared/schemas/recipes';
import { RecipeCard } from './recipe-card';

function recipeWith(overrides: Partial<RecipeSummary>): RecipeSummary {
  return {
    id: '5b0c7d1e-0000-4000-8000-000000000001',
    userId: '5b0c7d1e-0000-4000-8000-0000000000aa',
    name: 'Lentil and spinach soup',
    description: 'A filling, low-fat soup.',
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredientCount: 2,
    countedIngredients: 1,
    nutrition: { calories: 245.4, protein: 17.24, carbs: 44.46, fat: 0.94 },
    tags: [],
    cuisine: null,
    difficulty: null,
    isPublic: false,
    imageUrl: null,
    isOwn: true,
    diets: [],
    dietNotes: [],
    contains: [],
    mayContain: [],
    notReviewed: [],
    mealTypes: [],
    ...overrides,
  };
}

describe('recipe card', () => {
  it('shows time, servings, nutrition per serving and how many ingredients it counts', () => {
    renderWithApp(<RecipeCard recipe={recipeWith({})} onEdit={vi.fn()} onDelete={vi.fn()} />);

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

  it('shows a kJ practice the energy per serving in kJ (245.4 kcal = 1,027 kJ)', () => {
    renderWithApp(<RecipeCard recipe={recipeWith({})} onEdit={vi.fn()} onDelete={vi.fn()} />, {
      preferences: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' },
    });
    expect(screen.getByText('1,027 kJ')).toBeInTheDocument();
    expect(screen.queryByText(/kcal/)).not.toBeInTheDocument();
    expect(screen.getByText('17.2 g')).toBeInTheDocument();
  });

  it('shows three tags and folds the rest into "+N more", after the difficulty and cuisine', () => {
    renderWithApp(
      <RecipeCard
        recipe={recipeWith({
          difficulty: 'medium',
          cuisine: 'middle eastern',
          tags: ['vegan', 'lunch', 'batch cooking', 'high-fibre', 'freezer'],
        })}
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

  it("marks public and catalogue recipes, and offers Edit and Delete only on the practitioner's own", () => {
    const { rerender } = renderWithApp(
      <RecipeCard recipe={recipeWith({ isPublic: true })} onEdit={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'Public recipe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Lentil and spinach soup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Lentil and spinach soup' })).toBeInTheDocument();

    rerender(<RecipeCard recipe={recipeWith({ userId: null, isOwn: false })} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Public recipe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });
});
