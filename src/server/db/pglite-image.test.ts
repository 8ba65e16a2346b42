import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './open-db.ts';
import { installedPgliteVersion, readPgliteImage } from './pglite-image.ts';
import { users } from './schema.ts';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-image-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('a new PGlite data folder starts from the empty cluster image', () => {
  it('has an image for the installed PGlite (after an upgrade: npm run db:pglite-image)', () => {
    expect(readPgliteImage(), `no image for PGlite ${installedPgliteVersion()}`).toBeInstanceOf(Blob);
    expect(readPgliteImage('0.0.0-none')).toBeUndefined();
  });

  it('creates a working, migrated database from it, which the next start finds and keeps', async () => {
    const dataDir = path.join(workDir, 'data');
    const first = await openDb({ dataDir });
    expect(first.created).toBe('image');
    await first.db
      .insert(users)
      .values({ username: 'ann', password: 'x', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.test' });
    await first.close();

    const second = await openDb({ dataDir });
    expect(second.created).toBe('existing');
    const found = await second.db.select({ email: users.email }).from(users);
    expect(found).toEqual([{ email: 'ann@example.test' }]);
    await second.close();
  });
});
