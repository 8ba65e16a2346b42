import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spoonacularToExternal } from '../../src/server/providers/recipes/spoonacular-recipe-provider.ts';
import type { PublicUser } from '../../src/shared/schemas/auth.ts';
import { SUMMARY_GOALS_LENGTH, type Client } from '../../src/shared/schemas/clients.ts';
import type { MealPlan } from '../../src/shared/schemas/meal-plans.ts';
import { SUMMARY_DESCRIPTION_LENGTH, type Recipe } from '../../src/shared/schemas/recipes.ts';
import type { Report } from '../../src/shared/schemas/reports.ts';
import { pdfText } from '../support/pdf-text';
import {
  asciiPayloads,
  packPayloads,
  payloadList,
  TRAP_FUNCTION,
  TRAP_HOST,
  xssPayloads,
} from '../security/xss-payloads.ts';
import { adminFile, newPractitioner, password } from './support';

/**
 * The XSS corpus (tests/security/xss-payloads.ts) typed into every text a practitioner or an admin can store,
 * then every screen that shows it opened in Chromium, twice: once with the Content-Security-Policy switched off
 * (the screens' own escaping must hold by itself) and once with it on (nothing may even be attempted: no CSP
 * violation). A trap catches any payload that runs: an exposed function the payloads call, dialogs, a flag on
 * window, any request to the payloads' reserved host, any navigation away; and each rendered page is searched
 * for markup that could only have come from a payload. The PDFs must show the payloads as literal text.
 */

const TEXT_ONLY = ' ';
const all = xssPayloads.map((payload) => payload.text).join('\n');
// A word broken after a hyphen at a line end may be read back with or without the hyphen: compare without both.
const squash = (text: string) => text.replace(/[\s-]+/g, '');
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

type Armed = { context: BrowserContext; page: Page; findings: string[]; label: string };

/** A browser context whose every page reports a payload that runs, a dialog, a request to the trap host, a crash. */
async function armedContext(browser: Browser, baseURL: string, enforceCsp: boolean): Promise<Armed> {
  const label = enforceCsp ? 'CSP on' : 'CSP off';
  const context = await browser.newContext({ bypassCSP: !enforceCsp, baseURL });
  const findings: string[] = [];
  await context.exposeFunction(TRAP_FUNCTION, (id: number) => {
    findings.push(`[${label}] payload #${id} ran`);
  });
  await context.route(
    (url) => url.hostname === TRAP_HOST,
    (route) => {
      findings.push(`[${label}] the page asked for ${route.request().url()}`);
      return route.abort();
    },
  );
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim(),
      );
    });
  });
  const watch = (page: Page) => {
    page.on('dialog', (dialog) => {
      findings.push(`[${label}] ${dialog.type()}(${dialog.message()}) on ${page.url()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => findings.push(`[${label}] the page crashed on ${page.url()}: ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !frame.url().startsWith(baseURL))
        findings.push(`[${label}] navigated away to ${frame.url()}`);
    });
  };
  context.on('page', (page) => {
    watch(page);
    if (page.url() !== 'about:blank') findings.push(`[${label}] a window opened: ${page.url()}`);
  });
  const page = await context.newPage();
  return { context, page, findings, label };
}

/** Markup on the page that the app never renders itself: it could only have come from a payload. */
function injectedMarkup(): { found: string[]; violations: string[]; flag: unknown } {
  const found: string[] = [];
  const urlAttributes = /^(href|src|action|formaction|xlink:href|data|srcdoc|background|poster)$/i;
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) found.push(`<${element.localName} ${attribute.name}>`);
      else if (
        urlAttributes.test(attribute.name) &&
        /^\s*(javascript|vbscript):|^\s*data:(?!image\/(png|jpe?g|gif|webp);)/i.test(attribute.value)
      ) {
        found.push(`<${element.localName} ${attribute.name}="${attribute.value.slice(0, 40)}">`);
      } else if (
        (urlAttributes.test(attribute.name) || attribute.name === 'style') &&
        /xss\.invalid|javascript:|expression\(/i.test(attribute.value)
      ) {
        found.push(`<${element.localName} ${attribute.name}="${attribute.value.slice(0, 40)}">`);
      }
      // Payload text inside aria-label, title or alt is text: the browser never runs it.
    }
    if (
      ['iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'portal', 'applet', 'math', 'form'].includes(
        element.localName,
      )
    ) {
      // The app's own forms post nothing by themselves (no action); a form with a target came from a payload.
      if (element.localName !== 'form' || element.hasAttribute('action')) found.push(`<${element.localName}>`);
    }
    if (element.localName === 'meta' && element.hasAttribute('http-equiv')) found.push('<meta http-equiv>');
    if (element.localName === 'script' && !(element as HTMLScriptElement).src.startsWith(`${location.origin}/`))
      found.push('<script> not from this site');
  }
  const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
  return { found, violations: w.__cspViolations ?? [], flag: w.__xss };
}

/** The texts the page does not show (a value the server did not store counts as not shown). */
async function missingTexts(page: Page, texts: (string | null)[]): Promise<string[]> {
  const shown = collapse((await page.evaluate(() => document.body.textContent)) ?? '');
  return texts.map((text) => text ?? '(nothing stored)').filter((text) => !shown.includes(collapse(text)));
}

/**
 * Opens one screen, waits until it shows the given stored texts (as text), lets images fail and handlers fire,
 * then records what the trap and the page say.
 */
async function visit(armed: Armed, address: string, shows: (string | null)[], then?: (page: Page) => Promise<void>) {
  const { page, findings, label } = armed;
  await page.goto(address);
  await expect
    .poll(() => missingTexts(page, shows), { message: `${address} shows the stored payloads as text`, timeout: 20_000 })
    .toEqual([]);
  if (then) await then(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(150);
  const result = await page.evaluate(injectedMarkup);
  for (const markup of result.found) findings.push(`[${label}] ${address}: injected ${markup}`);
  if (result.flag !== undefined) findings.push(`[${label}] ${address}: window.__xss = ${String(result.flag)}`);
  for (const violation of result.violations) findings.push(`[${label}] ${address}: CSP violation ${violation}`);
}

/**
 * The trap itself is tested where it is used: markup slipped into the page by the test must be caught, a payload
 * that runs (CSP off) or the policy refusing it (CSP on). A trap that caught nothing here would prove nothing.
 */
async function expectTrapToCatchInjectedMarkup(armed: Armed, enforceCsp: boolean) {
  const from = armed.findings.length;
  await armed.page.goto('/no-such-page-for-the-trap');
  await armed.page.evaluate((host) => {
    const box = document.createElement('div');
    box.innerHTML = `<img src="/trap-test.png" onerror="__xssHit(0); alert(0)"><img src="https://${host}/0.png">`;
    document.body.append(box);
  }, TRAP_HOST);
  await armed.page.waitForTimeout(500);
  const result = await armed.page.evaluate(injectedMarkup);
  const caught = [...armed.findings.splice(from), ...result.found, ...result.violations].join('\n');
  expect(caught, `${armed.label}: the trap sees injected markup`).toContain('<img onerror>');
  if (enforceCsp) {
    expect(caught, 'the policy refuses the inline handler').toMatch(/script-src(-attr)? blocked inline/);
    expect(caught, 'the policy refuses the foreign image').toContain(`img-src blocked https://${TRAP_HOST}/0.png`);
    expect(caught).not.toContain('payload #0 ran');
  } else {
    expect(caught, 'the exposed function reports a payload that ran').toContain('payload #0 ran');
    expect(caught, 'dialogs are reported').toContain('alert(0)');
    expect(caught, 'requests to the trap host are reported').toContain(`https://${TRAP_HOST}/0.png`);
  }
}

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A Spoonacular recipe information object (its documented JSON) with a payload in every text it carries. */
function hostileSpoonacularRecipe(id: number, from: number) {
  const pick = (n: number) => xssPayloads[(from + n) % xssPayloads.length].text;
  return {
    id,
    title: `Market stew ${id}`,
    image: `javascript:${TRAP_FUNCTION}(${id})`,
    summary: xssPayloads.map((payload) => payload.text).join(' '),
    readyInMinutes: 25,
    servings: 2,
    pricePerServing: 150,
    healthScore: 70,
    cuisines: [pick(0)],
    diets: [pick(1)],
    dishTypes: [pick(2)],
    extendedIngredients: payloadList(12, 200, from).map((name, index) => ({
      id: index,
      name,
      original: name,
      amount: 1,
      unit: pick(index),
    })),
    instructions: `<ol>${xssPayloads.map((payload) => `<li>${payload.text}</li>`).join('')}</ol>`,
    analyzedInstructions: [],
    sourceName: pick(3),
    sourceUrl: `javascript:${TRAP_FUNCTION}(${id})`,
    nutrition: { nutrients: [{ name: 'Calories', amount: 420, unit: 'kcal' }] },
  };
}

test('not one of the XSS payloads runs on any screen, the share page or in the PDFs', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
  const origin = baseURL ?? '';
  const open = await armedContext(browser, origin, false);
  const strict = await armedContext(browser, origin, true);
  const api = open.page.request;

  // --- Seeding, all through the API: a practitioner whose every text field is hostile -------------------
  const person = newPractitioner();
  const practitioner = await created<PublicUser>(
    await api.post('/api/auth/register', {
      data: {
        ...person,
        password,
        firstName: packPayloads(100, 0, TEXT_ONLY).text,
        lastName: packPayloads(100, 2, TEXT_ONLY).text,
      },
    }),
    'registration',
  );
  await strict.context.addCookies(await open.context.cookies());

  const branding = {
    businessName: packPayloads(120, 10, TEXT_ONLY).text,
    tagline: packPayloads(160, 14, TEXT_ONLY).text,
    contactPhone: packPayloads(40, 30, TEXT_ONLY).text,
    contactEmail: 'desk@clinic.example',
    website: 'https://clinic.example',
    brandColorPrimary: '#0f766e',
    brandColorSecondary: '#115e59',
  };
  await created(await api.put('/api/users/me/branding', { data: branding }), 'branding');
  // The fields that become links, images or colours refuse anything but what they are for.
  for (const [field, value] of [
    ['website', `javascript:${TRAP_FUNCTION}(1)`],
    ['website', 'data:text/html,<script>alert(1)</script>'],
    ['businessLogo', `javascript:${TRAP_FUNCTION}(1)`],
    ['businessLogo', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['brandColorPrimary', `red;background:url(https://${TRAP_HOST}/1)`],
  ]) {
    expect(
      (await api.put('/api/users/me/branding', { data: { ...branding, [field]: value } })).status(),
      `${field} = ${value}`,
    ).toBe(400);
  }

  const otherClients: Client[] = [];
  for (let index = 0; index < 5; index += 1) {
    const from = 40 + index * 8;
    otherClients.push(
      await created<Client>(
        await api.post('/api/clients', {
          data: {
            firstName: packPayloads(100, from, TEXT_ONLY).text,
            lastName: packPayloads(100, from + 4, TEXT_ONLY).text,
            healthGoals: packPayloads(300, from + 1).text,
          },
        }),
        'client',
      ),
    );
  }
  // Last, so it heads the dashboard's recent clients.
  const client = await created<Client>(
    await api.post('/api/clients', {
      data: {
        firstName: packPayloads(100, 90, TEXT_ONLY).text,
        lastName: packPayloads(100, 94, TEXT_ONLY).text,
        phone: packPayloads(40, 100, TEXT_ONLY).text,
        healthGoals: packPayloads(2000, 20).text,
        notes: all,
        allergies: payloadList(50, 100, 0),
        medicalConditions: payloadList(50, 100, 50),
        dietaryRestrictions: payloadList(50, 100, 100),
      },
    }),
    'client with every field',
  );

  const recipes: Recipe[] = [];
  for (let index = 0; index < 4; index += 1) {
    const from = index * 41;
    recipes.push(
      await created<Recipe>(
        await api.post('/api/recipes', {
          data: {
            name: packPayloads(200, from, TEXT_ONLY).text,
            description: packPayloads(2000, from + 5).text,
            instructions: all,
            servings: 2,
            ingredients: payloadList(41, 200, from).map((name) => ({ name, amount: 1, unit: 'g' })),
            tags: payloadList(30, 50, from),
            cuisine: packPayloads(60, from + 7, TEXT_ONLY).text,
          },
        }),
        'recipe',
      ),
    );
  }

  const plan = await created<MealPlan>(
    await api.post('/api/meal-plans', {
      data: {
        name: packPayloads(200, 60, TEXT_ONLY).text,
        description: packPayloads(2000, 70).text,
        notes: all,
        clientId: client.id,
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        targetCalories: 1900,
        targetProtein: 95,
      },
    }),
    'meal plan',
  );
  const meals = {
    breakfast: { recipeId: recipes[0].id, servings: 1 },
    lunch: { recipeId: recipes[1].id, servings: 1 },
    dinner: { recipeId: recipes[2].id, servings: 1 },
    snacks: [{ recipeId: recipes[3].id, servings: 1 }],
  };
  await created(await api.put(`/api/meal-plans/${plan.id}/days/1`, { data: { meals } }), 'day 1');
  const otherPlans: MealPlan[] = [];
  for (let index = 0; index < 2; index += 1) {
    otherPlans.push(
      await created<MealPlan>(
        await api.post('/api/meal-plans', {
          data: {
            name: packPayloads(200, 120 + index * 9, TEXT_ONLY).text,
            description: packPayloads(2000, 125 + index * 9).text,
            clientId: otherClients[index].id,
            startDate: '2026-04-01',
            endDate: '2026-04-07',
          },
        }),
        'meal plan',
      ),
    );
  }
  await created(
    await api.post(`/api/meal-plans/${plan.id}/email-shopping-list`, {
      data: { email: 'client@clinic.example', message: packPayloads(2000, 80).text },
    }),
    'shopping list e-mail',
  );

  const reports: Report[] = [];
  for (const [index, type] of (['client_report', 'insurance_report', 'medical_report'] as const).entries()) {
    reports.push(
      await created<Report>(
        await api.post('/api/reports', {
          data: {
            clientId: client.id,
            mealPlanId: plan.id,
            title: packPayloads(200, 20 + index * 6, TEXT_ONLY, asciiPayloads).text,
            type,
          },
        }),
        'report',
      ),
    );
  }

  // The admin, signed in from the setup's account, sends an e-mail whose subject and body are hostile.
  const adminOpen = await armedContext(browser, origin, false);
  const adminStrict = await armedContext(browser, origin, true);
  const admin = JSON.parse(readFileSync(adminFile, 'utf8')) as { username: string };
  await created(
    await adminOpen.page.request.post('/api/auth/login', { data: { username: admin.username, password } }),
    'admin sign-in',
  );
  await adminStrict.context.addCookies(await adminOpen.context.cookies());
  const adminSubject = packPayloads(200, 150, TEXT_ONLY).text;
  await created(
    await adminOpen.page.request.post('/api/admin/emails/send', {
      data: { recipient: 'all-hands@clinic.example', subject: adminSubject, body: all },
    }),
    'admin e-mail',
  );

  // What the server stored is what was sent (trimmed): nothing was cleaned away before display.
  const stored = (await (await api.get(`/api/clients/${client.id}`)).json()) as Client;
  expect(stored.notes).toBe(all.trim());
  expect(stored.allergies).toEqual(payloadList(50, 100, 0).map((item) => item.trim()));

  // --- Every screen that shows them, in both browsers --------------------------------------------------
  const nameOf = (record: { firstName: string; lastName: string }) => [record.firstName, record.lastName];
  const screens: { address: string; shows: (string | null)[]; then?: (page: Page) => Promise<void> }[] = [
    { address: '/', shows: [practitioner.firstName, client.firstName] },
    // the list's cards carry the first SUMMARY_GOALS_LENGTH characters of the goals (code points, as PostgreSQL counts)
    {
      address: '/clients',
      shows: [
        ...nameOf(client),
        ...otherClients.flatMap(nameOf),
        client.allergies[0],
        Array.from(otherClients[0].healthGoals ?? '')
          .slice(0, SUMMARY_GOALS_LENGTH)
          .join(''),
      ],
    },
    {
      address: `/clients/${client.id}`,
      shows: [
        ...nameOf(client),
        client.phone,
        client.healthGoals,
        ...client.allergies,
        ...client.medicalConditions,
        ...client.dietaryRestrictions,
        ...xssPayloads.map((payload) => payload.text),
        plan.name,
        reports[0].title,
      ],
    },
    {
      address: '/recipes',
      // the cards carry the first SUMMARY_DESCRIPTION_LENGTH characters of a description; the edit form below, all of it
      shows: recipes.flatMap((recipe) => [
        recipe.name,
        Array.from(recipe.description ?? '')
          .slice(0, SUMMARY_DESCRIPTION_LENGTH)
          .join(''),
        recipe.tags[0],
      ]),
      then: async (page) => {
        // The edit form holds every payload in its fields (ingredients, tags, instructions) and shows them as values.
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        await expect(page.getByRole('dialog').getByLabel('Instructions')).toHaveValue(all.trim());
      },
    },
    {
      address: '/meal-plans',
      shows: [plan.name, plan.description, ...otherPlans.flatMap((other) => [other.name, other.description])],
    },
    {
      address: `/meal-plans/${plan.id}`,
      shows: [
        plan.name,
        plan.description,
        ...xssPayloads.map((payload) => payload.text),
        ...recipes.map((recipe) => recipe.name),
        client.firstName,
      ],
    },
    {
      address: `/share/${plan.shareToken}`,
      shows: [
        branding.businessName,
        branding.tagline,
        branding.contactPhone,
        plan.name,
        ...recipes.map((recipe) => recipe.name),
        ...recipes.flatMap((recipe) => recipe.ingredients.map((line) => line.name)),
        ...xssPayloads.map((payload) => payload.text),
      ],
    },
    { address: '/reports', shows: [...reports.map((report) => report.title), client.firstName] },
    { address: '/settings', shows: [branding.businessName, branding.tagline] },
    {
      address: '/recipe-database',
      shows: ['Market stew 901'],
      then: async (page) => {
        await page.getByRole('button', { name: 'View Market stew 901' }).click();
        const sheet = page.getByRole('dialog', { name: 'Market stew 901' });
        await expect(sheet.getByRole('heading', { name: 'Instructions' })).toBeVisible();
        await expect.poll(() => missingTexts(page, payloadList(12, 200, 0))).toEqual([]);
      },
    },
  ];
  // Payloads that arrive in the address rather than in stored data: the sign-in redirect, the 404 page, the API docs.
  const hostileAddresses = [
    `/login?next=${encodeURIComponent(`javascript:${TRAP_FUNCTION}(997)`)}`,
    `/login?next=${encodeURIComponent(`//${TRAP_HOST}/996`)}`,
    `/register?next=${encodeURIComponent(`/\\${TRAP_HOST}/995`)}`,
    `/no-such-page/${encodeURIComponent(`<img src=x onerror=${TRAP_FUNCTION}(994)>`)}?q=${encodeURIComponent('"><svg onload=alert(993)>')}#<img src=x onerror=alert(992)>`,
    `/api/docs?url=${encodeURIComponent(`https://${TRAP_HOST}/991.json`)}&configUrl=${encodeURIComponent(`https://${TRAP_HOST}/990.json`)}`,
  ];
  screens.push(
    ...hostileAddresses.map((address) => ({
      address,
      shows: address.startsWith('/api/docs') ? ['Platewise API'] : [],
    })),
  );
  // The E2E server searches the embedded catalogue (no Spoonacular key), so the featured list is answered here
  // with what our Spoonacular adapter (the server's own spoonacularToExternal and sanitiser) makes of a hostile
  // Spoonacular answer; the server path itself is covered in src/server/lib/sanitize-html.test.ts.
  const featured = {
    recipes: [hostileSpoonacularRecipe(901, 0), hostileSpoonacularRecipe(902, 60)].map(spoonacularToExternal),
  };
  for (const [armed, enforceCsp] of [
    [open, false],
    [strict, true],
  ] as const) {
    await test.step(`${armed.label}: the trap works`, () => expectTrapToCatchInjectedMarkup(armed, enforceCsp));
    await armed.page.route('**/api/recipes/random', (route) => route.fulfill({ json: featured }));
    for (const screen of screens) {
      await test.step(`${armed.label}: ${screen.address}`, () =>
        visit(armed, screen.address, screen.shows, screen.then));
    }
  }
  const adminScreens = [
    { address: '/admin/emails', shows: [adminSubject, `From ${practitioner.firstName} ${practitioner.lastName}`] },
    { address: '/admin/users', shows: [practitioner.firstName, practitioner.lastName] },
    { address: '/admin', shows: [] },
  ];
  for (const armed of [adminOpen, adminStrict]) {
    for (const screen of adminScreens) {
      await test.step(`${armed.label}: ${screen.address} (admin)`, () => visit(armed, screen.address, screen.shows));
    }
  }

  const findings = [...open.findings, ...strict.findings, ...adminOpen.findings, ...adminStrict.findings];
  expect.soft(findings, 'payloads that ran, markup that got in, requests to the trap host, CSP violations').toEqual([]);

  // --- The PDFs show every payload as the text it is ---------------------------------------------------
  // Compared payload by payload: a long text may run onto the next page, past its footer and letterhead.
  const planPdf = await api.get(`/api/meal-plans/${plan.id}/export-pdf`);
  expect(planPdf.status()).toBe(200);
  const planText = squash(await pdfText(await planPdf.body()));
  const planExpected: string[] = [
    plan.name,
    client.firstName,
    branding.businessName,
    ...recipes.map((recipe) => recipe.name),
    ...asciiPayloads.map((payload) => payload.text),
  ];
  expect
    .soft(
      planExpected.filter((text) => !planText.includes(squash(text))),
      'meal plan PDF',
    )
    .toEqual([]);
  for (const report of reports) {
    const pdf = await api.get(`/api/reports/${report.id}/download`);
    expect(pdf.status()).toBe(200);
    const text = squash(await pdfText(await pdf.body()));
    const expected = [report.title, client.firstName, ...asciiPayloads.map((payload) => payload.text)];
    expect
      .soft(
        expected.filter((item) => !text.includes(squash(item))),
        `${report.type} PDF`,
      )
      .toEqual([]);
  }

  for (const armed of [open, strict, adminOpen, adminStrict]) await armed.context.close();
});
