import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const password = 'plates and spoons 42';

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

/** A practitioner who registered and then lost their session (cookies cleared), ready to sign in again. */
export async function signedOutPractitioner(page: Page) {
  const person = newPractitioner();
  await registerThroughForm(page, person);
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
