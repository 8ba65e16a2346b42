import { writeFileSync } from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { newPractitioner, password } from './support';

/** The first account on the fresh database is the admin; the journeys that follow sign up practitioners. */
setup('the first account becomes the admin', async ({ request }) => {
  const admin = { ...newPractitioner(), firstName: 'Ada' };
  const response = await request.post('/api/auth/register', { data: { ...admin, password } });
  expect(response.status(), 'the end-to-end journeys need an empty database').toBe(201);
  expect((await response.json()).role).toBe('admin');
  writeFileSync('.tmp/e2e-admin.json', JSON.stringify(admin));
});
