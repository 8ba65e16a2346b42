import { expect, test } from '@playwright/test';
import { expectDashboardFor, expectNoSeriousAccessibilityProblems, newPractitioner, signUpThroughApi } from './support';
import { seedPlan, pickRecipe, slot, openDay, dragWithMouse } from './meal-plan-helpers';

test(
  'a practitioner fills a plan day by day, sees totals and allergy warnings, moves meals, and shares the shopping list',
  { tag: '@touch' },
  async ({ page, context }, testInfo) => {
    // The whole working session of a plan in one journey, a PDF export included: more than 30 s on a busy 2-core box.
    test.slow();
    const person = newPractitioner();
    await signUpThroughApi(page, person);
    await expectDashboardFor(page, person.firstName);
    const planId = await seedPlan(page);

    await page.goto(`/meal-plans/${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Three calm days' })).toBeVisible();
    await expect(page.getByText('Detailed meal plan view')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Day 1 · Monday, Mar 2');
    const totals = page.getByRole('region', { name: 'Day 1 totals' });

    // Day 1 breakfast: the porridge, 355 kcal a serving.
    await slot(page, 'Breakfast').getByRole('button', { name: 'Add breakfast' }).click();
    await pickRecipe(page, 'Add breakfast', 'porridge', 'Oat porridge with banana');
    const porridge = slot(page, 'Breakfast').getByRole('article', { name: 'Oat porridge with banana' });
    await expect(porridge).toContainText('355 kcal');
    await expect(totals).toContainText('355 / 2,000 kcal');

    // Two servings: two presses of + (half a serving each).
    await porridge.getByRole('button', { name: 'Increase servings' }).click();
    await expect(porridge.getByRole('group', { name: 'Servings of Oat porridge with banana' })).toContainText(
      '1.5 servings',
    );
    await porridge.getByRole('button', { name: 'Increase servings' }).click();
    await expect(porridge.getByRole('group', { name: 'Servings of Oat porridge with banana' })).toContainText(
      '2 servings',
    );
    await expect(totals).toContainText('710 / 2,000 kcal');
    await expect(totals).toContainText('35%');

    // Day 2 lunch: peanut butter for a client allergic to peanuts.
    await openDay(page, 2);
    await slot(page, 'Lunch').getByRole('button', { name: 'Add lunch' }).click();
    // The picker screens first: the toast is hidden for this client until "Show all" shows it, marked.
    const lunchPicker = page.getByRole('dialog', { name: 'Add lunch' });
    await lunchPicker.getByRole('searchbox', { name: 'Search recipes' }).fill('peanut');
    await expect(
      lunchPicker.getByText(/Screened for the client: Peanut. \d+ conflicting recipes are hidden./),
    ).toBeVisible();
    await expect(lunchPicker.getByRole('button', { name: /Peanut butter toast/ })).toBeHidden();
    await lunchPicker.getByRole('checkbox', { name: 'Show all' }).check();
    await expect(lunchPicker.getByRole('button', { name: /Peanut butter toast/ })).toContainText('Conflicts: Peanuts');
    await pickRecipe(page, 'Add lunch', 'peanut', 'Peanut butter toast');
    const peanutToast = slot(page, 'Lunch').getByRole('article', { name: 'Peanut butter toast' });
    await expect(peanutToast.getByText(/Contains peanuts: .*\(allergy: Peanut/)).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Day 2 ·.*has diet warnings/ })).toBeVisible();

    await openDay(page, 1);
    let porridgeFrom = slot(page, 'Breakfast');
    if (testInfo.project.name === 'desktop') {
      // A real drag with the mouse: Day 1 breakfast onto the empty lunch slot.
      await dragWithMouse(
        page,
        porridge.getByRole('button', { name: 'Drag Oat porridge with banana' }),
        slot(page, 'Lunch').getByRole('button', { name: 'Add lunch' }),
      );
      await expect(slot(page, 'Lunch').getByRole('article', { name: 'Oat porridge with banana' })).toBeVisible();
      await expect(slot(page, 'Breakfast').getByRole('button', { name: 'Add breakfast' })).toBeVisible();
      porridgeFrom = slot(page, 'Lunch');
    }

    // "Move to…": the way that works without dragging, e.g. on a phone.
    await porridgeFrom.getByRole('button', { name: 'Actions for Oat porridge with banana' }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const move = page.getByRole('dialog', { name: 'Move meal' });
    await move.getByLabel('Day', { exact: true }).selectOption({ label: 'Day 3 · Wednesday, Mar 4' });
    await move.getByLabel('Meal', { exact: true }).selectOption({ label: 'Dinner' });
    await expect(move.getByText('Dinner on Day 3 is empty: the meal moves there.')).toBeVisible();
    // Both days in one save (one transaction on the server): the meal is never on both days, or on neither.
    const moveSaved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && /\/api\/meal-plans\/[^/]+\/days$/.test(response.url()),
    );
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toBeHidden();
    const moveResponse = await moveSaved;
    expect(moveResponse.status()).toBe(200);
    expect(
      (moveResponse.request().postDataJSON() as { days: { dayNumber: number }[] }).days
        .map((day) => day.dayNumber)
        .sort(),
    ).toEqual([1, 3]);
    await expect(page.getByText('Oat porridge with banana is now Day 3 dinner.', { exact: true })).toBeVisible();
    await expect(totals).toContainText('0 / 2,000 kcal');

    // Everything was saved: a reload shows the same plan.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Three calm days' })).toBeVisible();
    await expect(slot(page, 'Breakfast').getByRole('button', { name: 'Add breakfast' })).toBeVisible();
    await expect(slot(page, 'Lunch').getByRole('button', { name: 'Add lunch' })).toBeVisible();
    await openDay(page, 2);
    await expect(
      slot(page, 'Lunch')
        .getByRole('article', { name: 'Peanut butter toast' })
        .getByText(/Contains peanuts: .*\(allergy: Peanut/),
    ).toBeVisible();
    await openDay(page, 3);
    const moved = slot(page, 'Dinner').getByRole('article', { name: 'Oat porridge with banana' });
    await expect(moved.getByRole('group', { name: 'Servings of Oat porridge with banana' })).toContainText(
      '2 servings',
    );
    await expect(page.getByRole('region', { name: 'Day 3 totals' })).toContainText('710 / 2,000 kcal');

    // Edit Plan: a new name shows in the header.
    await page.getByRole('button', { name: 'Edit Plan' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Meal Plan' });
    await edit.getByLabel('Name').fill('Peanut-free reset');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Peanut-free reset' })).toBeVisible();

    // Shopping List → View & Copy.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Shopping List' }).click();
    await page.getByRole('menuitem', { name: 'View & Copy' }).click();
    const list = page.getByRole('dialog', { name: 'Shopping List' });
    await expect(list.getByLabel('Shopping list text')).toContainText(/oats/i);
    await list.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
    await list.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(list).toBeHidden();

    // Shopping List → Email to Client: no mail server in the tests, and the toast says so.
    await page.getByRole('button', { name: 'Shopping List' }).click();
    await page.getByRole('menuitem', { name: 'Email to Client' }).click();
    const email = page.getByRole('dialog', { name: 'Email Shopping List' });
    await expect(email.getByRole('button', { name: 'Send Email' })).toBeDisabled();
    await email.getByLabel('Recipient Email').fill('priya.raman@example.com');
    await email.getByLabel('Optional Message').fill('Your list for the next three days.');
    await email.getByRole('button', { name: 'Send Email' }).click();
    await expect(email).toBeHidden();
    await expect(page.getByText('Email Not Sent', { exact: true })).toBeVisible();
    await expect(page.getByText(/^No mail server is configured/)).toBeVisible();
    await expect(page.getByText('Email Sent', { exact: true })).toHaveCount(0);

    // Export PDF downloads the file under the server's name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.getByText('PDF Exported', { exact: true })).toBeVisible();
  },
);

test('the plan page with meals has no serious accessibility problems', { tag: '@layout' }, async ({ page }) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  const planId = await seedPlan(page);
  const recipes = (await (await page.request.get('/api/recipes')).json()) as { id: string; name: string }[];
  const idOf = (name: string) => recipes.find((recipe) => recipe.name === name)!.id;
  const saved = await page.request.put(`/api/meal-plans/${planId}/days/1`, {
    data: {
      meals: {
        breakfast: { recipeId: idOf('Oat porridge with banana'), servings: 1 },
        lunch: { recipeId: idOf('Peanut butter toast'), servings: 0.5 },
        snacks: [{ recipeId: idOf('Oat porridge with banana'), servings: 0.5 }],
      },
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/meal-plans/${planId}`);
  await expect(slot(page, 'Lunch').getByText(/Contains peanuts: .*\(allergy: Peanut/)).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, 'the meal plan page');

  await slot(page, 'Dinner').getByRole('button', { name: 'Add dinner' }).click();
  const dinnerPicker = page.getByRole('dialog', { name: 'Add dinner' });
  await expect(dinnerPicker.getByRole('button', { name: /Oat porridge with banana/ })).toBeVisible();
  // A short list, so the check reads the marked conflicts rather than three hundred catalogue rows.
  await dinnerPicker.getByRole('searchbox', { name: 'Search recipes' }).fill('toast');
  await expect(dinnerPicker.getByRole('button', { name: /Peanut butter toast/ })).toBeHidden();
  await dinnerPicker.getByRole('checkbox', { name: 'Show all' }).check();
  await expect(dinnerPicker.getByRole('button', { name: /Peanut butter toast/ })).toBeVisible();
  await expectNoSeriousAccessibilityProblems(page, 'the recipe picker');
});

test('the e-mail dialog says so, and until when, once a practice is over its sending limit', async ({ page }) => {
  const person = newPractitioner();
  await signUpThroughApi(page, person);
  await expectDashboardFor(page, person.firstName);
  const planId = await seedPlan(page);
  // Five an hour to one address at most (the default limit): five go through, the sixth is refused.
  for (let n = 1; n <= 5; n++) {
    expect(
      (
        await page.request.post(`/api/meal-plans/${planId}/email-shopping-list`, {
          data: { email: 'priya.raman@example.com' },
        })
      ).status(),
    ).toBe(202);
  }

  await page.goto(`/meal-plans/${planId}`);
  await page.getByRole('button', { name: 'Shopping List' }).click();
  await page.getByRole('menuitem', { name: 'Email to Client' }).click();
  const email = page.getByRole('dialog', { name: 'Email Shopping List' });
  await email.getByLabel('Recipient Email').fill('priya.raman@example.com');
  await email.getByLabel('Optional Message').fill('One more, sorry!');
  await email.getByRole('button', { name: 'Send Email' }).click();
  await expect(email.getByRole('alert')).toHaveText(
    /^E-mail limit reached: at most 5 e-mails an hour can go to priya\.raman@example\.com\. You can send to this address again in (1 hour|\d+ minutes)\.$/,
  );
  // The dialog stays open with what was written; no generic failure toast.
  await expect(email.getByLabel('Optional Message')).toHaveValue('One more, sorry!');
  await expect(page.getByText('Email Failed', { exact: true })).toHaveCount(0);
  await expectNoSeriousAccessibilityProblems(page, 'the e-mail dialog over its limit');

  // Another address is within the limits: the notice goes as soon as the address changes, and it sends.
  await email.getByLabel('Recipient Email').fill('shopper@example.com');
  await expect(email.getByRole('alert')).toHaveCount(0);
  await email.getByRole('button', { name: 'Send Email' }).click();
  await expect(email).toBeHidden();
  await expect(page.getByText('Email Not Sent', { exact: true })).toBeVisible();
});
