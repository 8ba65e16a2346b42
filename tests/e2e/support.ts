import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const password = 'plates and spoons 42';

/** Where admin.setup.ts keeps the first account, the admin, of the journeys' server on E2E_PORT. */
export const adminFile = `.tmp/e2e-admin-${Number(process.env.E2E_PORT ?? 5179)}.json`;

export function newPractitioner() {
  const suffix = randomBytes(4).toString('hex');
  return {
    firstName: 'Maya',
    lastName: `Okafor${suffix}`,
    username: `maya_${suffix}`,
    email: `maya.${suffix}@clinic.test`,
  };
}

export async function registerThroughForm(page: Page, person: ReturnType<typeof newPractitioner>) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * A new practitioner's account, made through the API, for the journeys that are not about signing up (the form is
 * account.spec.ts's journey): page.request shares the browser context's cookies, so the session cookie of the
 * answer signs this page in. Then it opens the dashboard, where the form would have landed.
 */
export async function signUpThroughApi(page: Page, person: ReturnType<typeof newPractitioner>) {
  const response = await page.request.post('/api/auth/register', { data: { ...person, password } });
  expect(response.status(), 'signing up through the API').toBe(201);
  await page.goto('/');
}

export async function signInThroughForm(page: Page, identifier: string, secret = password) {
  await page.getByLabel('Username or email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectDashboardFor(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`, ${firstName}`);
  await expect(page.getByText('Active Clients')).toBeVisible();
}

/** A practitioner who signed up and then lost their session (cookies cleared), ready to sign in again. */
export async function signedOutPractitioner(page: Page) {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  await page.context().clearCookies();
  return person;
}

/**
 * No serious or critical axe findings on the page as it stands, judged once running animations (a dialog
 * opening, a toast fading out) have ended: text caught half-faded would fail contrast it passes when shown.
 * Endless animations (spinners, skeletons) are not waited for.
 */
export async function expectNoSeriousAccessibilityProblems(page: Page, where: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${where}`).toEqual([]);
}
