import { Ban, CircleAlert, CircleCheck, CircleX, Clock, Mail, MailCheck, MailX, type LucideIcon } from 'lucide-react';

export type EmailStatusLook = {
  label: string;
  icon: LucideIcon;
  /** classes for the round icon holder */
  iconClass: string;
  /** classes for the badge */
  badgeClass: string;
};

const looks: Record<string, EmailStatusLook> = {
  sent: {
    label: 'Sent',
    icon: CircleCheck,
    iconClass: 'bg-green-50 text-green-600 ring-green-100',
    badgeClass: 'bg-green-100 text-green-800',
  },
  delivered: {
    label: 'Delivered',
    icon: MailCheck,
    iconClass: 'bg-success-50 text-success-600 ring-success-100',
    badgeClass: 'bg-success-100 text-success-800',
  },
  failed: {
    label: 'Failed',
    icon: CircleX,
    iconClass: 'bg-danger-50 text-danger-600 ring-danger-100',
    badgeClass: 'bg-danger-100 text-danger-800',
  },
  bounced: {
    label: 'Bounced',
    icon: CircleAlert,
    iconClass: 'bg-orange-50 text-orange-600 ring-orange-100',
    badgeClass: 'bg-orange-100 text-orange-800',
  },
  queued: {
    label: 'Queued',
    icon: Clock,
    iconClass: 'bg-info-50 text-info-600 ring-info-100',
    badgeClass: 'bg-info-100 text-info-800',
  },
  not_delivered: {
    label: 'Not delivered',
    icon: MailX,
    iconClass: 'bg-warning-50 text-warning-600 ring-warning-100',
    badgeClass: 'bg-warning-100 text-warning-900',
  },
  // Over the sender's e-mail quota: never sent; the record's error says which limit.
  refused: {
    label: 'Refused: over quota',
    icon: Ban,
    iconClass: 'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-100',
    badgeClass: 'bg-fuchsia-100 text-fuchsia-800',
  },
};

/** 'in_progress' → 'In progress': a status this screen does not know yet still reads like words. */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : 'Unknown';
}

/** Icon and colours per delivery status: sent green, delivered emerald, failed red, bounced orange, queued blue, not delivered amber, refused fuchsia, anything else grey. */
export function emailStatusLook(status: string): EmailStatusLook {
  return (
    looks[status] ?? {
      label: humanize(status),
      icon: Mail,
      iconClass: 'bg-muted text-muted-foreground ring-border',
      badgeClass: 'bg-muted text-body',
    }
  );
}

/** Whether the record's error text is worth showing: the e-mail did not reach anyone. */
export function showsError(status: string): boolean {
  return status === 'failed' || status === 'not_delivered' || status === 'bounced' || status === 'refused';
}

const kindLabels: Record<string, string> = {
  shopping_list: 'Shopping list',
  admin: 'Admin message',
  admin_message: 'Admin message',
  password_reset: 'Password reset',
};

/**
 * The line under a password-reset e-mail in the history. Its link is for the recipient alone and the server never
 * sends it here, whatever the status; when the e-mail did not go out, the way forward is working e-mail, not the admin.
 */
export function resetLinkNote(email: { kind: string; status: string }): string | null {
  if (email.kind !== 'password_reset') return null;
  if (email.status === 'not_delivered') {
    return 'The reset link is only ever sent to the account holder, never shown here. Without a mail server it cannot be delivered: configure e-mail so practitioners can reset their passwords.';
  }
  if (email.status === 'failed' || email.status === 'bounced') {
    return 'The reset link is only ever sent to the account holder, never shown here. It was not delivered: the practitioner can ask for a new one once e-mail works.';
  }
  return 'The reset link is only ever sent to the account holder, never shown here.';
}

export function emailKindLabel(kind: string): string {
  return kindLabels[kind] ?? humanize(kind);
}
