import { writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { mailServerUrl } from './mail';
import { adminFile, newPractitioner, password } from './support';

/** The first account on the fresh database is the admin; the journeys that follow sign up practitioners. */
setup('the first account becomes the admin', async ({ request }) => {
  const admin = { ...newPractitioner(), firstName: 'Ada' };
  const response = await request.post('/api/auth/register', { data: { ...admin, password } });
  expect(response.status(), 'the end-to-end journeys need an empty database').toBe(201);
  expect((await response.json()).role).toBe('admin');
  writeFileSync(adminFile, JSON.stringify(admin));

  // The same admin on the server with a mail server, so practitioners registered there are practitioners: on its
  // own embedded database the account is new (201); sharing one PostgreSQL with the first server, it exists (409).
  const onMailServer = await request.post(`${mailServerUrl}/api/auth/register`, { data: { ...admin, password } });
  expect([201, 409], 'the server with a mail server needs an admin too').toContain(onMailServer.status());
  if (onMailServer.status() === 201) expect((await onMailServer.json()).role).toBe('admin');
});
