// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import type { Client } from '@/shared/schemas/clients';
import { ClientCard } from './client-card';

function clientWith(overrides: Partial<Client>): Client {
  return {
    id: '9f1c2b3a-0000-4000-8000-000000000001',
    userId: '9f1c2b3a-0000-4000-8000-0000000000aa',
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya@example.com',
    phone: null,
    dateOfBirth: null,
    gender: null,
    pregnancy: null,
    height: null,
    weight: null,
    goalWeight: null,
    activityLevel: null,
    healthGoals: 'Lower LDL cholesterol',
    notes: null,
    dietaryRestrictions: [],
    allergies: [],
    medicalConditions: [],
    bodyUnits: null,
    energyUnit: null,
    allergiesReview: null,
    archivedAt: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

function renderCard(client: Client) {
  renderWithApp(<ClientCard client={client} onEdit={vi.fn()} onDelete={vi.fn()} />);
}

describe('client card badges', () => {
  it('shows the first three restrictions and allergies and counts the rest as "+N more"', () => {
    renderCard(
      clientWith({
        dietaryRestrictions: ['Vegetarian', 'Gluten-Free', 'Low-Sodium', 'Halal', 'Dairy-Free'],
        allergies: ['Peanut', 'Sesame', 'Egg', 'Shellfish'],
      }),
    );

    const restrictions = within(screen.getByRole('list', { name: 'Dietary restrictions' }));
    expect(restrictions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vegetarian',
      'Gluten-Free',
      'Low-Sodium',
      '+2 more',
    ]);

    const allergies = within(screen.getByRole('list', { name: 'Allergies' }));
    expect(allergies.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Peanut',
      'Sesame',
      'Egg',
      '+1 more',
    ]);
  });

  it('has no "+N more" badge when three or fewer fit', () => {
    renderCard(clientWith({ dietaryRestrictions: ['Vegan', 'Keto', 'Kosher'], allergies: ['Milk'] }));

    expect(screen.getByText('Kosher')).toBeInTheDocument();
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('links the name to the profile and names its buttons after the client', () => {
    renderCard(clientWith({}));

    expect(screen.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute(
      'href',
      '/clients/9f1c2b3a-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('button', { name: 'Edit Priya Raman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Priya Raman' })).toBeInTheDocument();
    expect(screen.getByText('Added Mar 2, 2026')).toBeInTheDocument();
  });
});
