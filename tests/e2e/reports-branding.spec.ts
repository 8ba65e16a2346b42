import { expect, test } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { pngImage } from '../support/test-images';
import { seedPlan } from './meal-plan-helpers';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';

test('branding set in Settings is on the report generated for a client, opened as a PDF', async ({ page }) => {
  test.slow();
  const person = newPractitioner();
  const businessName = `Greenleaf Nutrition ${person.lastName.slice(-4)}`;
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);

  // --- branding -------------------------------------------------------------------------------------------
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const preview = page.getByRole('figure', { name: 'Preview of your PDF header' });
  // nothing saved yet: the preview shows the practitioner's own name
  await expect(preview).toContainText(`${person.firstName} ${person.lastName}`);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();

  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Tagline').fill('Evidence-based nutrition for everyday life');
  await page.getByRole('textbox', { name: 'Primary color', exact: true }).fill('#0F766E');
  // the system colour picker writes the hex code too
  await page.getByLabel('Secondary color: pick a color').fill('#f59e0b');
  await expect(page.getByRole('textbox', { name: 'Secondary color', exact: true })).toHaveValue('#f59e0b');
  await page.getByLabel('Contact email').fill('hello@greenleaf.example');
  await page.getByLabel('Website').fill('www.greenleaf.example');
  await page
    .getByTestId('logo-file')
    .setInputFiles({ name: 'greenleaf.png', mimeType: 'image/png', buffer: pngImage(64, 64) });
  await expect(page.getByText('greenleaf.png', { exact: false })).toBeVisible();
  // the preview follows the form as it is typed
  await expect(preview).toContainText(businessName);
  await expect(preview).toContainText('Evidence-based nutrition for everyday life');
  await expect(preview.getByRole('img', { name: `${businessName} logo` })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, 'the Settings screen');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Website')).toHaveValue('https://www.greenleaf.example');

  // Reset goes back to what was saved
  await page.getByLabel('Tagline').fill('Something else entirely');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Tagline')).toHaveValue('Evidence-based nutrition for everyday life');

  const me = await (await page.request.get('/api/users/me')).json();
  expect(me).toMatchObject({
    businessName,
    brandColorPrimary: '#0f766e',
    brandColorSecondary: '#f59e0b',
    tagline: 'Evidence-based nutrition for everyday life',
  });
  expect(me.businessLogo).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);

  // --- a client and a plan, then the report ---------------------------------------------------------------
  await seedPlan(page); // Priya Raman and 'Three calm days', 2,000 kcal a day
  await page.goto('/reports');
  await expect(page.getByText('No reports yet')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Report' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Generate Report' });
  await dialog.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Missing required fields', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select a client and enter a report title.', { exact: true })).toBeVisible();
  // The notice goes on its own timer; the accessibility check below must not catch it half-faded.
  await expect(page.getByText('Missing required fields', { exact: true })).toBeHidden({ timeout: 10_000 });

  await dialog.getByLabel('Client').selectOption({ label: 'Priya Raman' });
  const planSelect = dialog.getByLabel('Meal plan');
  await expect(planSelect.getByRole('option', { name: /Three calm days/ })).toBeAttached();
  await planSelect.selectOption({
    label: (await planSelect.getByRole('option', { name: /Three calm days/ }).textContent()) ?? '',
  });
  await dialog.getByLabel('Report title').fill('Spring insurance summary');
  await dialog.getByLabel('Report type').selectOption('insurance_report');
  await expectNoSeriousAccessibilityProblems(page, 'the Generate Report dialog');
  await dialog.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Report generated successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Spring insurance summary' }) });
  await expect(card).toContainText('Insurance Report');
  await expect(card).toContainText('Priya Raman');
  await expect(card).toContainText('Mar 2, 2026 - Mar 4, 2026');
  await expect(card).toContainText('Daily targets');
  await expect(card).toContainText('2,000');

  await page.getByLabel('Search reports').fill('medical');
  await expect(page.getByText('No reports found')).toBeVisible();
  await page.getByLabel('Search reports').fill('INSURANCE');
  await expect(card).toBeVisible();

  // --- the PDF opens in a new tab -------------------------------------------------------------------------
  const download = card.getByRole('link', { name: 'Download PDF of Spring insurance summary' });
  await expect(download).toHaveAttribute('target', '_blank');
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/api\/reports\/[0-9a-f-]{36}\/download$/);
  // Asked of the request the new tab makes: a browser without a PDF viewer (the headless shell of @sparticuz/chromium)
  // downloads the file instead of showing it, and its tab keeps no address.
  const opened = page
    .context()
    .waitForEvent('request', (request) => request.url().endsWith(href!) && request.isNavigationRequest());
  const [popup] = await Promise.all([page.waitForEvent('popup'), download.click()]);
  expect((await opened).frame()).toBe(popup.mainFrame());
  await popup.close();

  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe('inline; filename="spring-insurance-summary-report.pdf"');
  const text = (await pdfText(await pdf.body(), { layout: true })).replace(/[ \t]+/g, ' ');
  expect(text).toContain(businessName);
  expect(text).toContain('Spring insurance summary');
  expect(text).toContain('Priya Raman');
  expect(text).toContain('hello@greenleaf.example');
  expect(text).toContain('Signature');

  // --- and on the client's profile ------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Priya Raman' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Spring insurance summary, Insurance Report: open the PDF/ }),
  ).toHaveAttribute('href', href!);
});
