import { describe, expect, it } from 'vitest';
import { activeNavItem, adminNavItems, practiceNavItems } from './nav-items';

describe('the navigation entry a page belongs to', () => {
  it('is its own entry, the one above it, or the entry it is reached from (the foods, under Recipes)', () => {
    const titleOf = (location: string) => activeNavItem(location, practiceNavItems)?.label;
    expect(titleOf('/')).toBe('Dashboard');
    expect(titleOf('/clients/42')).toBe('Clients');
    expect(titleOf('/recipes')).toBe('Recipes');
    expect(titleOf('/foods')).toBe('Recipes');
    expect(titleOf('/recipe-database')).toBe('Recipe Database');
    expect(titleOf('/foodstuffs')).toBeUndefined();
    expect(titleOf('/no-such-page')).toBeUndefined();
    expect(activeNavItem('/admin/users', adminNavItems, '/admin')?.label).toBe('Users');
    expect(activeNavItem('/admin', adminNavItems, '/admin')?.label).toBe('Dashboard');
  });
});
