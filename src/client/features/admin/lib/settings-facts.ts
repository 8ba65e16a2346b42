import type { Formats } from '@/shared/format/formats';
import type { AdminSettings } from '@/shared/schemas/admin';

export type SettingFact = {
  label: string;
  value: string;
  explanation: string;
  /** The environment variables that set it; empty when it is fixed in the code. */
  envVars: string[];
};

export const mailTransportLabels: Record<AdminSettings['mailTransport'], string> = {
  smtp: 'SMTP',
  resend: 'Resend',
  none: 'Not configured — e-mails are logged but not delivered',
};

export const databaseLabels: Record<AdminSettings['database'], string> = {
  pglite: 'Embedded PGlite',
  postgres: 'PostgreSQL',
};

/** Sign-in and session rules, as the server enforces them now. */
export function securityFacts(s: AdminSettings, f: Formats): SettingFact[] {
  return [
    {
      label: 'Session timeout',
      value: f.count(s.sessionAbsoluteHours, 'hour'),
      explanation: 'No session lasts longer than this; users sign in again after it.',
      envVars: ['SESSION_ABSOLUTE_HOURS'],
    },
    {
      label: 'Idle timeout',
      value: f.count(s.sessionIdleMinutes, 'minute'),
      explanation: 'Users are signed out after this long without using Platewise.',
      envVars: ['SESSION_IDLE_MINUTES'],
    },
    {
      label: 'Failed logins before lock',
      value: String(s.maxFailedSignIns),
      explanation: 'Consecutive wrong passwords that lock an account.',
      envVars: [],
    },
    {
      label: 'Lock duration',
      value: f.count(s.lockMinutes, 'minute'),
      explanation: 'How long a locked account waits before it can sign in again.',
      envVars: [],
    },
    {
      label: 'Sign-in rate limit',
      value: `${f.count(s.authRateLimitPerMinute, 'attempt')} per minute`,
      explanation: 'Sign-in and sign-up attempts allowed from one address each minute.',
      envVars: ['AUTH_RATE_LIMIT_PER_MINUTE'],
    },
  ];
}

/** Where data lives and which outside services are switched on. */
export function serviceFacts(s: AdminSettings, f: Formats): SettingFact[] {
  return [
    {
      label: 'Database',
      value: databaseLabels[s.database],
      explanation:
        s.database === 'pglite'
          ? 'Embedded PostgreSQL, stored in the data folder on this server.'
          : 'A PostgreSQL server shared by every app process.',
      envVars: s.database === 'pglite' ? ['DATA_DIR', 'DATABASE_URL'] : ['DATABASE_URL'],
    },
    {
      label: 'Food database',
      value: s.foodDatabase,
      explanation: 'Where ingredient search and nutrition figures come from.',
      envVars: ['FDC_API_KEY'],
    },
    {
      label: 'Mail transport',
      value: mailTransportLabels[s.mailTransport],
      explanation:
        s.mailTransport === 'none'
          ? 'Shopping lists, admin messages and password-reset links are kept in the e-mail log; nobody receives them.'
          : 'Every e-mail goes through the outbox and is retried if the mail service is down.',
      envVars:
        s.mailTransport === 'smtp'
          ? ['SMTP_URL']
          : s.mailTransport === 'resend'
            ? ['RESEND_API_KEY']
            : ['SMTP_URL', 'RESEND_API_KEY'],
    },
    {
      label: 'E-mail limits',
      value: `${f.count(s.emailQuota.perHour, 'e-mail')} an hour, ${f.number(s.emailQuota.perDay)} a day`,
      explanation:
        `What each practitioner may send; at most ${f.number(s.emailQuota.perRecipientPerHour)} an hour to one address` +
        (s.emailQuota.trialApplies ? `, and ${f.number(s.emailQuota.trialPerDay)} a day before subscribing` : '') +
        '. Messages from admins are not counted; refused attempts are in the e-mail log.',
      envVars: [
        'EMAIL_QUOTA_PER_HOUR',
        'EMAIL_QUOTA_PER_DAY',
        'EMAIL_QUOTA_PER_RECIPIENT_PER_HOUR',
        ...(s.emailQuota.trialApplies ? ['EMAIL_QUOTA_TRIAL_PER_DAY'] : []),
      ],
    },
    {
      label: 'Reverse proxy',
      value: s.trustProxy ? 'Trusted' : 'Not trusted',
      explanation: s.trustProxy
        ? 'Client addresses and HTTPS are taken from the X-Forwarded-* headers of the proxy in front.'
        : 'X-Forwarded-* headers are ignored; set this only behind an HTTPS reverse proxy.',
      envVars: ['TRUST_PROXY'],
    },
  ];
}
