import { inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { mailServerUrl, openEmail } from './mail';
import { expectDashboardFor, newPractitioner, signUpThroughApi } from './support';

// A client's record whole (issue 38): the practitioner exports one client's record (the ZIP downloads and holds
// client.json), archives and restores them, then erases another client, whose plan's share link and portal sign-in
// stop working. On the server with a mail sink, where the portal invitation arrives.
test.use({ baseURL: mailServerUrl });

const clientPassword = 'my lemon water 2026';

/** The files of a ZIP by name, read from its central directory as an unzip tool does. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'end of central directory').toBeGreaterThan(0);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const packed = zip.subarray(dataAt, dataAt + packedSize);
    files.set(name, method === 8 ? inflateRawSync(packed) : Buffer.from(packed));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

function localDate(offsetDays = 0): string {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function createClient(page: Page, firstName: string, lastName: string, email: string) {
  const answer = await page.request.post('/api/clients', { data: { firstName, lastName, email } });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).id as string;
}

test('a practitioner exports a client record, archives and restores it, and erases another client whole', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const practitioner = newPractitioner();
  await signUpThroughApi(page, practitioner);
  await expectDashboardFor(page, practitioner.firstName);

  // Two clients through the API: Nora is exported and archived; Owen has a shared plan and a portal account.
  const noraId = await createClient(page, 'Nora', 'Quill', `nora.${practitioner.username}@example.test`);
  const owenEmail = `owen.${practitioner.username}@example.test`;
  const owenId = await createClient(page, 'Owen', 'Vale', owenEmail);
  const plan = await page.request.post('/api/meal-plans', {
    data: { name: 'Owen’s week', clientId: owenId, startDate: localDate(), endDate: localDate(6) },
  });
  expect(plan.status()).toBe(201);
  const shared = await page.request.post(`/api/meal-plans/${(await plan.json()).id}/share-link`, {
    data: { expiresInDays: 30 },
  });
  const shareToken = (await shared.json()).shareToken as string;
  expect((await page.request.post(`/api/clients/${owenId}/portal-invite`)).status()).toBe(200);
  const invitation = await openEmail(owenEmail, '.* invited you to your nutrition portal');
  const token = /\/portal\/accept\/([A-Za-z0-9_-]{43})/.exec(invitation)?.[1];
  expect(token, invitation).toBeDefined();
  const phone = await browser.newContext({ baseURL: mailServerUrl, viewport: page.viewportSize() ?? undefined });
  const owen = await phone.newPage();
  const accepted = await owen.request.post('/api/portal/accept', { data: { token, password: clientPassword } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await phone.clearCookies();

  // Export Nora's record from her profile: the ZIP downloads and holds her client.json.
  await page.goto(`/clients/${noraId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Quill' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export record' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^client-record-nora-quill-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(readFileSync((await download.path())!));
  expect([...files.keys()]).toEqual(expect.arrayContaining(['README.txt', 'client.json', 'emails.json', 'audit.json']));
  expect(JSON.parse(files.get('client.json')!.toString('utf8')).client).toMatchObject({
    id: noraId,
    firstName: 'Nora',
    lastName: 'Quill',
  });
  await expect(page.getByText('Record exported', { exact: true })).toBeVisible();

  // Archive her: out of the client list; restored, back in it.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText(/^Archived on /)).toBeVisible();
  await page.goto('/clients');
  await expect(page.getByRole('button', { name: 'Delete Owen Vale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Nora Quill' })).toHaveCount(0);
  await page.goto(`/clients/${noraId}`);
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText(/^Archived on /)).toHaveCount(0);
  await page.goto('/clients');
  await expect(page.getByRole('button', { name: 'Delete Nora Quill' })).toBeVisible();

  // Before the erasure Owen's share link opens his plan and he can sign in to the portal.
  expect((await owen.request.get(`/api/share/${shareToken}`)).status()).toBe(200);
  await owen.goto('/login');
  await owen.getByLabel('Username or email').fill(owenEmail);
  await owen.getByLabel('Password', { exact: true }).fill(clientPassword);
  await owen.getByRole('button', { name: 'Sign in' }).click();
  await expect(owen).toHaveURL(/\/portal\/?$/);
  await phone.clearCookies();

  // Erase Owen from the list: the dialog names what goes.
  await page.getByRole('button', { name: 'Delete Owen Vale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Owen Vale?' });
  await expect(dialog.getByText('their reports')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Owen Vale' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Nora Quill' })).toBeVisible();

  // His plan's share link is gone, and his portal sign-in is refused.
  await owen.goto(`/share/${shareToken}`);
  await expect(owen.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
  expect((await owen.request.get(`/api/share/${shareToken}`)).status()).toBe(404);
  await owen.goto('/login');
  await owen.getByLabel('Username or email').fill(owenEmail);
  await owen.getByLabel('Password', { exact: true }).fill(clientPassword);
  await owen.getByRole('button', { name: 'Sign in' }).click();
  await expect(owen.getByText('Invalid username or password')).toBeVisible();
  await expect(owen).toHaveURL(/\/login/);
  await phone.close();
});
