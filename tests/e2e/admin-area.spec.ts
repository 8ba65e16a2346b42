import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  adminFile,
  expectDashboardFor,
  expectNoSeriousAccessibilityProblems,
  newPractitioner,
  signUpThroughApi,
  signInThroughForm,
} from './support';

type Person = ReturnType<typeof newPractitioner>;

function theAdmin(): Person {
  return JSON.parse(readFileSync(adminFile, 'utf8')) as Person;
}

async function signInAsAdmin(page: Page) {
  const admin = theAdmin();
  await page.goto('/login');
  await signInThroughForm(page, admin.username);
  await expectDashboardFor(page, admin.firstName);
  return admin;
}

/** The admin area's own navigation; on a phone it is the tab strip under the bar. */
function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

async function expectAdminDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  for (const card of ['Total Users', 'Total Clients', 'Meal Plans', 'Recipes', 'Reports']) {
    await expect(page.getByRole('link', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'System Status' })).toBeVisible();
  for (const part of ['Database', 'API', 'Jobs', 'Storage']) {
    await expect(page.getByText(part, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^Checked /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Platform Activity' })).toBeVisible();
  await expect(page.getByText('User registrations')).toBeVisible();
}

async function changeRole(page: Page, person: Person, label: 'Administrator' | 'Practitioner', article: 'a' | 'an') {
  const name = `${person.firstName} ${person.lastName}`;
  await page.getByRole('searchbox', { name: 'Search users' }).fill(person.username);
  await expect(page.getByText(/^1 of \d+ users$/)).toBeVisible();
  await page.getByRole('combobox', { name: `Role for ${name}` }).selectOption({ label });
  await expect(page.getByText('Role Updated', { exact: true })).toBeVisible();
  await expect(page.getByText(`${name} is now ${article} ${label}.`, { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role for ${name}` })).toHaveValue(
    label === 'Administrator' ? 'admin' : 'user',
  );
}

test(
  'the admin promotes a practitioner, who can then open the admin area, and demotes them again',
  { tag: '@layout' },
  async ({ page, browser, baseURL, viewport, isMobile, hasTouch }) => {
    // The practitioner, in a browser of their own (same screen size as this project's).
    const theirContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    const theirPage = await theirContext.newPage();
    const person = newPractitioner();
    await signUpThroughApi(theirPage, person);
    await expectDashboardFor(theirPage, person.firstName);
    await theirPage.goto('/admin');
    await expect(theirPage.getByText('Access Denied')).toBeVisible();

    const admin = await signInAsAdmin(page);
    await page.goto('/admin');
    await expectAdminDashboard(page);
    await expect(page.getByRole('link', { name: 'Total Users' }).locator('xpath=ancestor::li[1]')).toContainText(
      /\d+ active · \d+ admins?/,
    );

    await adminNav(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    for (const figure of ['Total Users', 'Administrators', 'Practitioners', 'Active']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    // The admin's own role cannot be changed from here.
    const ownSelect = page.getByRole('combobox', { name: `Role for ${admin.firstName} ${admin.lastName}` });
    await expect(ownSelect).toBeDisabled();
    await expect(ownSelect).toHaveAccessibleDescription('You cannot change your own role');

    await changeRole(page, person, 'Administrator', 'an');

    await theirPage.goto('/admin');
    await expectAdminDashboard(theirPage);
    await expect(theirPage.getByText('Access Denied')).toHaveCount(0);

    await changeRole(page, person, 'Practitioner', 'a');

    await theirPage.reload();
    await expect(theirPage.getByText('Access Denied')).toBeVisible();
    await expect(theirPage.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
    await expect(theirPage.getByRole('heading', { name: 'System Status' })).toHaveCount(0);
    await theirContext.close();
  },
);

test('the admin sends an e-mail and finds it in Recent Emails as not delivered', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Emails' })).toBeVisible();

  // Nothing is sent while a required field is empty.
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Missing fields', { exact: true })).toBeVisible();
  await expect(page.getByText('Please fill in all required fields', { exact: true })).toBeVisible();

  const subject = `Practice update ${Date.now().toString(36)}`;
  const recipient = newPractitioner().email;
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The clinic opens at 9 on Monday.');
  await page.getByRole('button', { name: 'Send Email' }).click();

  await expect(page.getByText('Email sent successfully', { exact: true })).toBeVisible();
  // The server's own words: no mail server runs in the tests.
  await expect(
    page.getByText('No mail server is configured, so the e-mail was recorded but not delivered.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const history = page.getByRole('listitem').filter({ hasText: subject });
  await expect(history).toHaveCount(1);
  await expect(history).toContainText(`To ${recipient}`);
  await expect(history).toContainText('Admin message');
  await expect(history.getByText('Not delivered', { exact: true })).toBeVisible();
});

test('the four admin screens have no serious accessibility problems', { tag: '@layout' }, async ({ page }) => {
  await signInAsAdmin(page);

  await page.goto('/admin');
  await expectAdminDashboard(page);
  await expectNoSeriousAccessibilityProblems(page, '/admin');

  await page.goto('/admin/users');
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, '/admin/users');

  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { name: 'Recent Emails' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Email' })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, '/admin/emails');

  await page.goto('/admin/settings');
  await expect(page.getByText('Session timeout: 24 hours')).toBeVisible();
  await expect(page.getByText('Failed logins before lock: 5')).toBeVisible();
  await expect(page.getByText('Mail transport: Not configured — e-mails are logged but not delivered')).toBeVisible();
  await expect(page.getByText('E-mail limits: 20 e-mails an hour, 100 a day')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectNoSeriousAccessibilityProblems(page, '/admin/settings');
});
