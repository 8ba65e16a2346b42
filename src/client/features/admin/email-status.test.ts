import { describe, expect, it } from 'vitest';
import { emailKindLabel, emailStatusLook, formatEmailDate, showsError, undeliveredResetLink } from './email-status';

describe('e-mail status colours', () => {
  it('sent green, delivered emerald, failed red, bounced orange, queued blue, not delivered amber, refused fuchsia with its reason, anything else grey', () => {
    expect(emailStatusLook('sent').badgeClass).toContain('bg-green-100');
    expect(emailStatusLook('delivered').badgeClass).toContain('bg-emerald-100');
    expect(emailStatusLook('failed').badgeClass).toContain('bg-red-100');
    expect(emailStatusLook('bounced').badgeClass).toContain('bg-orange-100');
    expect(emailStatusLook('queued').badgeClass).toContain('bg-sky-100');
    expect(emailStatusLook('not_delivered')).toMatchObject({ label: 'Not delivered' });
    expect(emailStatusLook('not_delivered').badgeClass).toContain('bg-amber-100');
    expect(emailStatusLook('refused')).toMatchObject({ label: 'Refused: over quota' });
    expect(emailStatusLook('refused').badgeClass).toContain('bg-fuchsia-100');
    expect(showsError('refused')).toBe(true);
    expect(showsError('queued')).toBe(false);
    expect(emailStatusLook('deferred_by_provider')).toMatchObject({ label: 'Deferred by provider' });
    expect(emailStatusLook('deferred_by_provider').badgeClass).toContain('bg-slate-100');
  });

  it("dates read like 'Nov 22, 2:05 PM' and kinds like words", () => {
    expect(formatEmailDate(new Date(2025, 10, 22, 14, 5).toISOString())).toBe('Nov 22, 2:05 PM');
    expect(emailKindLabel('shopping_list')).toBe('Shopping list');
    expect(emailKindLabel('admin_message')).toBe('Admin message');
  });
});

describe('reset links in the e-mail history', () => {
  const body = 'Hello,\n\nhttps://plans.example.test/reset-password/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde\n\nPlatewise';
  it('are shown only for a reset e-mail no mail server will deliver', () => {
    expect(emailKindLabel('password_reset')).toBe('Password reset');
    expect(undeliveredResetLink({ kind: 'password_reset', status: 'not_delivered', body })).toBe('https://plans.example.test/reset-password/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde');
    expect(undeliveredResetLink({ kind: 'password_reset', status: 'queued', body })).toBeNull();
    expect(undeliveredResetLink({ kind: 'admin_message', status: 'not_delivered', body })).toBeNull();
    expect(undeliveredResetLink({ kind: 'password_reset', status: 'sent', body: 'Hello, [link removed once delivered]' })).toBeNull();
  });
});
