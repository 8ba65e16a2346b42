import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The second journey server (playwright.config.ts): it sends its e-mail over SMTP to the mailbox below. */
export const mailServerPort = Number(process.env.E2E_MAIL_PORT ?? 5180);
export const mailServerUrl = `http://127.0.0.1:${mailServerPort}`;
const mailbox = `.tmp/e2e-mail-${mailServerPort}`;

/** The text of an e-mail as its reader sees it: quoted-printable line breaks and escapes undone. */
function readableText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function messagesTo(recipient: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailbox)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const to = new RegExp(`^To: .*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return files
    .map((name) => readFileSync(path.join(mailbox, name), 'utf8'))
    .filter((raw) => to.test(raw))
    .map(readableText);
}

/**
 * Waits for the mail server to receive the e-mail with this subject for this address (the outbox sends every few
 * seconds) and gives back its text.
 */
export async function openEmail(recipient: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = messagesTo(recipient).find((text) => new RegExp(`^Subject: ${subject}`, 'im').test(text));
        return Boolean(found);
      },
      { message: `an e-mail "${subject}" to ${recipient} in ${mailbox}`, timeout: 25_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}
