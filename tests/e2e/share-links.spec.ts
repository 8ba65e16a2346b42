import { expect, test, type Page } from '@playwright/test';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';
import { seedPlan } from './meal-plan-helpers';

/** What a client sees when opening `url`: the plan, or the page saying the link is gone. */
async function expectSharePage(visitor: Page, url: string, works: boolean) {
  await visitor.goto(url);
  if (works) {
    await expect(visitor.getByRole('heading', { level: 1, name: 'Three calm days' })).toBeVisible();
  } else {
    await expect(visitor.getByRole('heading', { level: 1, name: 'This link is no longer available' })).toBeVisible();
    await expect(visitor.getByText('Please ask them for a new link.', { exact: false })).toBeVisible();
    await expect(visitor.getByText('Three calm days')).toHaveCount(0);
  }
}

test(
  'a practitioner gives out a link, sets its expiry, replaces it and withdraws it; old links stop working at once',
  { tag: '@layout' },
  async ({ page, browser }, testInfo) => {
    const person = newPractitioner();
    await signUpThroughApi(page, person);
    await expectDashboardFor(page, person.firstName);
    const planId = await seedPlan(page);
    await page.goto(`/meal-plans/${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Three calm days' })).toBeVisible();

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share plan' });
    await expect(dialog.getByTestId('share-link-state')).toHaveText('Link active, no expiry');
    const linkField = dialog.getByRole('textbox', { name: 'Share link' });
    const firstUrl = await linkField.inputValue();
    expect(firstUrl).toMatch(/\/share\/[A-Za-z0-9_-]{32}$/);
    await expectNoSeriousAccessibilityProblems(page, 'the Share dialog');

    // Copy link puts the same address on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

    const visitorContext = await browser.newContext({
      viewport: testInfo.project.use.viewport,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
    });
    const visitor = await visitorContext.newPage();
    await expectSharePage(visitor, firstUrl, true);

    // An expiry for the same link.
    await dialog.getByLabel('Link expires').selectOption({ label: 'In 30 days' });
    await dialog.getByRole('button', { name: 'Save expiry' }).click();
    await expect(page.getByText('Expiry saved', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('share-link-state')).toHaveText(/^Link active until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await linkField.inputValue()).toBe(firstUrl);
    await expectSharePage(visitor, firstUrl, true);

    // A new link: asked first, then the old one is dead at once.
    await dialog.getByRole('button', { name: 'Create a new link' }).click();
    await expect(dialog.getByText('Create a new link? The current one stops working at once.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep current link' }).click();
    expect(await linkField.inputValue()).toBe(firstUrl);
    await dialog.getByRole('button', { name: 'Create a new link' }).click();
    await dialog.getByRole('button', { name: 'Create new link' }).click();
    await expect(page.getByText('New link created', { exact: true })).toBeVisible();
    await expect(linkField).not.toHaveValue(firstUrl);
    const secondUrl = await linkField.inputValue();
    expect(secondUrl).toMatch(/\/share\/[A-Za-z0-9_-]{32}$/);
    await expect(dialog.getByTestId('share-link-state')).toHaveText(/^Link active until /);
    await expectSharePage(visitor, firstUrl, false);
    await expectSharePage(visitor, secondUrl, true);

    // Revoke: asked first, then no link at all.
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await expect(dialog.getByText('Revoke this link? It stops working at once.')).toBeVisible();
    await dialog.getByRole('alert').getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('Link revoked', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('share-link-state')).toHaveText('No share link');
    await expect(linkField).toHaveCount(0);
    await expectSharePage(visitor, secondUrl, false);

    // The plan list's copy button says there is nothing to copy.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/meal-plans');
    await page.getByRole('button', { name: 'Copy share link for Three calm days' }).click();
    await expect(page.getByText('No link to copy', { exact: true })).toBeVisible();

    // Shared again later: a new link that works.
    await page.goto(`/meal-plans/${planId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByText('Link created', { exact: true })).toBeVisible();
    const thirdUrl = await linkField.inputValue();
    expect([firstUrl, secondUrl]).not.toContain(thirdUrl);
    await expect(dialog.getByTestId('share-link-state')).toHaveText('Link active, no expiry');
    await expectSharePage(visitor, thirdUrl, true);
    await visitorContext.close();
  },
);
