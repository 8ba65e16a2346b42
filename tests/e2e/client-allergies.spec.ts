import { expect, test } from '@playwright/test';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

test('a practitioner records allergies from the allergen list plus their own words, and the profile says how each is checked', async ({
  page,
}) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add New Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await dialog.getByLabel('First name').fill('Lena');
  await dialog.getByLabel('Last name').fill('Okafor');
  const allergies = dialog.getByRole('group', { name: 'Allergies and intolerances' });
  await allergies.getByRole('checkbox', { name: 'Tree nuts' }).check();
  await expect(allergies.getByRole('checkbox', { name: 'Tree nuts' })).toBeChecked();
  const other = allergies.getByLabel('Other', { exact: true });
  await other.fill('kiwi');
  await other.press('Enter');
  await expect(allergies.getByText('kiwi: matched by name in recipes, not checked against foods')).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, 'the client dialog with allergies chosen');
  await dialog.getByRole('button', { name: 'Create Client' }).click();
  await expect(page.getByText('Client created successfully', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Lena Okafor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Okafor' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Allergies' }).getByRole('listitem')).toHaveText([
    'Tree nuts',
    'kiwi (not checked against foods)',
  ]);
  // Chosen on the form, nothing was converted: no review is asked for.
  await expect(page.getByRole('heading', { name: /Allergies were converted from free text/ })).toHaveCount(0);

  // Editing shows the same choices back.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByRole('checkbox', { name: 'Tree nuts' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
  await expect(edit.getByRole('button', { name: 'Remove kiwi' })).toBeVisible();
});
