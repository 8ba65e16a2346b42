import { describe, expect, it } from 'vitest';
import { emailKindLabel, emailStatusLook, resetLinkNote, showsError } from './email-status';

describe('e-mail status colours', () => {
  it('sent green, delivered emerald, failed red, bounced orange, queued blue, not delivered amber, refused fuchsia with its reason, anything else grey', () => {
    expect(emailStatusLook('sent').badgeClass).toContain('bg-green-100');
    expect(emailStatusLook('delivered').badgeClass).toContain('bg-success-100');
    expect(emailStatusLook('failed').badgeClass).toContain('bg-danger-100');
    expect(emailStatusLook('bounced').badgeClass).toContain('bg-orange-100');
    expect(emailStatusLook('queued').badgeClass).toContain('bg-info-100');
    expect(emailStatusLook('not_delivered')).toMatchObject({ label: 'Not delivered' });
    expect(emailStatusLook('not_delivered').badgeClass).toContain('bg-warning-100');
    expect(emailStatusLook('refused')).toMatchObject({ label: 'Refused: over quota' });
    expect(emailStatusLook('refused').badgeClass).toContain('bg-fuchsia-100');
    expect(showsError('refused')).toBe(true);
    expect(showsError('queued')).toBe(false);
    expect(emailStatusLook('deferred_by_provider')).toMatchObject({ label: 'Deferred by provider' });
    expect(emailStatusLook('deferred_by_provider').badgeClass).toContain('bg-muted');
  });

  it('kinds read like words', () => {
    expect(emailKindLabel('shopping_list')).toBe('Shopping list');
    expect(emailKindLabel('admin_message')).toBe('Admin message');
  });
});

describe('reset e-mails in the e-mail history', () => {
  it('say in every status that the link goes to the account holder only, and point at e-mail when it could not go out', () => {
    expect(emailKindLabel('password_reset')).toBe('Password reset');
    for (const status of ['queued', 'sent', 'delivered', 'failed', 'bounced', 'not_delivered']) {
      const note = resetLinkNote({ kind: 'password_reset', status });
      expect(note, status).toMatch(/^The reset link is only ever sent to the account holder, never shown here\./);
      expect(note, status).not.toMatch(/https?:|reset-password\//);
    }
    expect(resetLinkNote({ kind: 'password_reset', status: 'not_delivered' })).toMatch(/configure e-mail/);
    expect(resetLinkNote({ kind: 'password_reset', status: 'failed' })).toMatch(/ask for a new one/);
    expect(resetLinkNote({ kind: 'admin_message', status: 'not_delivered' })).toBeNull();
    expect(resetLinkNote({ kind: 'shopping_list', status: 'sent' })).toBeNull();
  });
});
