import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailServerUrl, openEmail } from './mail';
import {
  adminFile,
  expectDashboardFor,
  expectNoSeriousAccessibilityProblems,
  newPractitioner,
  password,
  signUpThroughApi,
  signedOutPractitioner,
  signInThroughForm,
} from './support';

const newPassword = 'fresh basil and lemon 7';
const admin = () => JSON.parse(readFileSync(adminFile, 'utf8')) as ReturnType<typeof newPractitioner>;

/** The admin's e-mail history on one server, with the reset e-mail to this address in it. */
async function openResetEmailInAdminHistory(browser: Browser, baseURL: string, recipient: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, admin().username);
  await expectDashboardFor(page, admin().firstName);
  await page.goto('/admin/emails');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `To ${recipient}` })
    .filter({ hasText: 'Password reset' });
  await expect(mail).toHaveCount(1);
  return { page, mail, close: () => context.close() };
}

async function askForResetLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // The same answer for every address, with a mail server or without: it tells no one which addresses have accounts.
  await expect(
    page.getByRole('status').filter({ hasText: "If an account exists for that address, we've sent a link" }),
  ).toBeVisible();
}

test.describe('with a mail server', () => {
  // The second journey server sends real e-mail over SMTP to the journeys' mailbox.
  test.use({ baseURL: mailServerUrl });

  test('a practitioner who forgot the password resets it through the e-mailed link', async ({ page, browser }) => {
    const person = await signedOutPractitioner(page);
    await askForResetLink(page, person.email);
    await expectNoSeriousAccessibilityProblems(page, '/forgot-password (sent)');

    const email = await openEmail(person.email, 'Reset your Platewise password');
    const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(email)?.[0];
    expect(link, email).toBeDefined();
    // APP_URL of the server that sent it: the link brings the practitioner back to it.
    expect(link!.startsWith(`${mailServerUrl}/reset-password/`), link).toBe(true);

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('not the same one');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
    await expectNoSeriousAccessibilityProblems(page, '/reset-password (done)');

    // The link works once.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('a third password here');
    await page.getByLabel('Confirm new password').fill('a third password here');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'expired or has been used' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

    await page.goto('/login');
    await signInThroughForm(page, person.username, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
    await signInThroughForm(page, person.username, newPassword);
    await expectDashboardFor(page, person.firstName);

    // The administrator sees that it was sent, never the link.
    const history = await openResetEmailInAdminHistory(browser, mailServerUrl, person.email);
    await expect(history.mail.getByText('Sent', { exact: true })).toBeVisible();
    await expect(
      history.mail.getByText('The reset link is only ever sent to the account holder, never shown here.'),
    ).toBeVisible();
    expect(await history.page.content()).not.toContain('/reset-password/');
    await history.close();
  });
});

test('without a mail server, a reset e-mail is not delivered and nobody sees its link', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await signedOutPractitioner(page);
  await askForResetLink(page, person.email);

  const history = await openResetEmailInAdminHistory(browser, baseURL!, person.email);
  await expect(history.mail.getByText('Not delivered', { exact: true })).toBeVisible();
  await expect(history.mail.getByText(/configure e-mail so practitioners can reset their passwords/)).toBeVisible();
  expect(await history.page.content()).not.toContain('/reset-password/');
  await history.close();
});

test('a practitioner changes the password in Settings; the other device is signed out, this one stays', async ({
  page,
  browser,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await otherPage.goto('/login');
  await signInThroughForm(otherPage, person.username);
  await expectDashboardFor(otherPage, person.firstName);

  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Change password' });
  await card.getByLabel('Current password').fill('not my password');
  await card.getByLabel('New password', { exact: true }).fill(newPassword);
  await card.getByLabel('Confirm new password').fill(newPassword);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('This is not your current password')).toBeVisible();

  await card.getByLabel('Current password').fill(password);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password Changed', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Current password')).toHaveValue('');

  // This device is still signed in; the other one is sent to sign in on its next step.
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await otherPage.goto('/clients');
  await expect(otherPage).toHaveURL(/\/login/);
  await signInThroughForm(otherPage, person.username, newPassword);
  await expect(otherPage).toHaveURL(/\/clients$/);
  await otherDevice.close();
});
