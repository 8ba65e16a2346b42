import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  /** our e-mail log id: the same on every retry, so a receiver (or Resend) can tell a repeat */
  id: string;
  to: string;
  subject: string;
  text: string;
}

/** How e-mail leaves: SMTP (SMTP_URL), Resend (RESEND_API_KEY), or nowhere (kept in the log as not delivered). */
export interface MailTransport {
  readonly name: 'smtp' | 'resend' | 'none';
  send(mail: OutgoingMail): Promise<{ providerId: string | null }>;
}

export const noMailTransport: MailTransport = {
  name: 'none',
  send: async () => {
    throw new Error('No mail transport is configured');
  },
};

export function createSmtpTransport(url: string, from: string): MailTransport {
  const parsed = new URL(url);
  // nodemailer is loaded with the first e-mail, not at start: most servers send none for a while (decision 0027).
  let transporter: Promise<Transporter> | null = null;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
      secure: parsed.protocol === 'smtps:',
      auth: parsed.username
        ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
        : undefined,
      // Fail fast while the server is down: the outbox retries later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  };
  return {
    name: 'smtp',
    async send(mail) {
      transporter ??= open().catch((error: unknown) => {
        transporter = null;
        throw error;
      });
      const info = await (
        await transporter
      ).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@platewise.local>`,
      });
      return { providerId: info.messageId ?? null };
    },
  };
}

/** Resend's documented POST /emails; the Idempotency-Key makes a retry after a lost answer harmless. */
export function createResendTransport(apiKey: string, from: string, baseUrl = 'https://api.resend.com'): MailTransport {
  return {
    name: 'resend',
    async send(mail) {
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}/emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': mail.id },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const body = (await response.json()) as { id?: string };
      return { providerId: body.id ?? null };
    },
  };
}
