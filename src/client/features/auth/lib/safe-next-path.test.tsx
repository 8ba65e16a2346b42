// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { nextPathFromSearch, safeNextPath, signInPathFor } from './safe-next-path';

describe('safeNextPath (the ?next= sanitiser)', () => {
  it.each([
    '//evil.com',
    'https://evil.com',
    'http://evil.com/clients',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'clients',
    ' /clients',
    '/\tevil',
    '',
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('accepts same-site paths with their query and hash', () => {
    expect(safeNextPath('/clients')).toBe('/clients');
    expect(safeNextPath('/meal-plans/42?tab=days#monday')).toBe('/meal-plans/42?tab=days#monday');
  });

  it('sends the visitor home after sign-in when next is missing or unsafe', () => {
    expect(nextPathFromSearch('')).toBe('/');
    expect(nextPathFromSearch('next=%2F%2Fevil.com')).toBe('/');
    expect(nextPathFromSearch('next=https%3A%2F%2Fevil.com')).toBe('/');
    expect(nextPathFromSearch('next=%2Fclients%2F7')).toBe('/clients/7');
  });

  it('remembers where the visitor was going when sending them to /login', () => {
    expect(signInPathFor('/clients/7?tab=notes')).toBe('/login?next=%2Fclients%2F7%3Ftab%3Dnotes');
    expect(signInPathFor('/')).toBe('/login');
  });
});
