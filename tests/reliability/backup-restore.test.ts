import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { allergens } from '../../src/shared/nutrition/allergens.ts';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/app-env.ts';
import { createApp } from '../../src/server/app.ts';
import { restoreBackup } from '../../src/server/db/backup.ts';
import { openDb, type Database, type OpenDatabase } from '../../src/server/db/open-db.ts';
import { recipeBookmarks, stripeEvents } from '../../src/server/db/schema.ts';
import { envSchema } from '../../src/server/env.ts';
import { ensureCatalogue } from '../../src/server/features/catalogue/catalogue-loader.service.ts';
import { ensureReferenceFoods } from '../../src/server/features/nutrition/foods-loader.service.ts';
import { systemClock } from '../../src/server/lib/clock.ts';
import { createLogger } from '../../src/server/lib/logger.ts';
import { RequestMetrics } from '../../src/server/lib/request-metrics.ts';
import { createPdfRenderPool } from '../../src/server/lib/pdf/pdf-render-pool.ts';
import { noMailTransport } from '../../src/server/providers/email/mail-transport.ts';
import { createLocalFoodProvider } from '../../src/server/providers/foods/local-food-provider.ts';
import { createCatalogueRecipeProvider } from '../../src/server/providers/recipes/catalogue-recipe-provider.ts';
import { createAgent, openTestDatabase, type TestApp } from '../support/test-app.ts';
import { pngImage } from '../support/test-images.ts';

const runScript = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'platewise-backup-'));
const createdDatabases: string[] = [];

afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of createdDatabases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/**
 * A place for a database the scripts can open by themselves: a PGlite folder, or (with DATABASE_URL) a new
 * database on that server. `env` is what `npm run backup` / `npm run restore` would be given.
 */
async function newDatabaseLocation(
  label: string,
): Promise<{ env: Record<string, string>; open: () => Promise<OpenDatabase> }> {
  if (!serverUrl) {
    const dataDir = path.join(workDir, label);
    return { env: { DATA_DIR: dataDir }, open: () => openDb({ dataDir }) };
  }
  const name = `platewise_backup_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, open: () => openDb({ databaseUrl: url.toString(), poolSize: 2 }) };
}

/** Runs one of the npm scripts as a user would, with only the given settings. */
async function npmScript(script: 'backup' | 'restore', args: string[], settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(envSchema.shape)) delete env[key];
  Object.assign(env, settings);
  return runScript(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: repoRoot,
    env,
    timeout: 240_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

function appOver(database: OpenDatabase): Pick<TestApp, 'app' | 'deps'> {
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    logger: createLogger('silent'),
    config: {
      sessionIdleMs: 3_600_000,
      sessionAbsoluteMs: 86_400_000,
      authRateLimitPerMinute: 1000,
      trustProxy: false,
    },
    foods: createLocalFoodProvider(database.db),
    recipeProvider: createCatalogueRecipeProvider(database.db),
    mail: noMailTransport,
    metrics: new RequestMetrics(),
    // no PDF is rendered here, so no render thread ever starts
    pdf: createPdfRenderPool(),
  };
  return { app: createApp(deps), deps };
}

const password = 'correct horse battery';

/** A practice as it looks after some use: a row in every table, with the awkward values real data has. */
async function seedPractice(database: OpenDatabase) {
  await ensureReferenceFoods(database.db);
  await ensureCatalogue(database.db);
  const t = appOver(database) as TestApp;
  const register = async (username: string) => {
    const agent = createAgent(t);
    const response = await agent.request('POST', '/api/auth/register', {
      body: { username, email: `${username}@example.test`, password, firstName: 'Zoë', lastName: "O'Brien-Łukasz" },
    });
    expect(response.status).toBe(201);
    return { agent, user: response.json };
  };
  const { agent: admin } = await register('backupadmin');
  const { agent, user } = await register('backuppractitioner');
  expect(
    (
      await createAgent(t).request('POST', '/api/auth/login', {
        body: { username: 'backuppractitioner', password: 'wrong password' },
      })
    ).status,
  ).toBe(401);

  expect(
    (
      await agent.request('PUT', '/api/users/me/branding', {
        body: {
          businessName: 'Green Leaf Nutrition',
          brandColorPrimary: '#2f855a',
          brandColorSecondary: '#f6e05e',
          tagline: 'Eat well — feel well',
        },
      })
    ).status,
  ).toBe(200);
  const logo = pngImage(32, 32);
  const uploaded = await t.app.request('http://localhost/api/users/me/logo', {
    method: 'POST',
    headers: { cookie: agent.cookie!, 'content-type': 'image/png', 'content-length': String(logo.length) },
    body: new Uint8Array(logo),
  });
  expect(uploaded.status).toBeLessThan(300);

  const clientIds: string[] = [];
  for (const [n, extra] of [
    { notes: 'Line one\nLine "two"\tand a tab; emoji 🥑; backslash \\ done', weight: 62.35, height: 165.1 },
    {
      allergies: ['Peanut', 'Tree nut'],
      dietaryRestrictions: ['Vegetarian'],
      medicalConditions: ['Type 2 diabetes'],
      dateOfBirth: '1961-02-28',
    },
    { email: 'nia.adeyemi@example.test', phone: '+44 20 7946 0000', gender: 'female', activityLevel: 'very_active' },
  ].entries()) {
    const response = await agent.request('POST', '/api/clients', {
      body: { firstName: `Client${n}`, lastName: 'Ñúñez', ...extra },
    });
    expect(response.status).toBe(201);
    clientIds.push(response.json.id);
  }
  const recipe = await agent.request('POST', '/api/recipes', {
    body: {
      name: 'Overnight oats',
      instructions: 'Mix.\nRest overnight.',
      servings: 2,
      ingredients: [
        { name: 'Rolled oats', amount: 1, unit: 'cup', fdcId: 8120 },
        { name: 'Milk', amount: 250, unit: 'ml', fdcId: 1077 },
        { name: 'Pinch of love', amount: 1, unit: 'piece' },
      ],
      tags: ['breakfast', 'make-ahead'],
    },
  });
  expect(recipe.status).toBe(201);
  const catalogue = (await agent.request('GET', '/api/recipes')).json as { id: string; userId: string | null }[];
  const shared = catalogue.filter((row) => row.userId === null).slice(0, 3);
  const plan = await agent.request('POST', '/api/meal-plans', {
    body: {
      name: 'Week one',
      clientId: clientIds[0],
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      targetCalories: 1800,
      targetProtein: 90,
      notes: 'Low sodium',
    },
  });
  expect(plan.status).toBe(201);
  for (const day of [1, 2, 7]) {
    const saved = await agent.request('PUT', `/api/meal-plans/${plan.json.id}/days/${day}`, {
      body: {
        meals: {
          breakfast: { recipeId: recipe.json.id, servings: 1.5 },
          lunch: { recipeId: shared[0].id, servings: 1 },
          snacks: [{ recipeId: shared[1].id, servings: 0.5 }],
        },
      },
    });
    expect(saved.status).toBe(200);
  }
  // Sent with an Idempotency-Key, as the web app does: the kept answer (bytes) is in the backup too.
  const report = { clientId: clientIds[0], mealPlanId: plan.json.id, title: 'March progress', type: 'client_report' };
  expect(
    (
      await agent.request('POST', '/api/reports', {
        body: report,
        headers: { 'idempotency-key': 'report-March-progress' },
      })
    ).status,
  ).toBe(201);
  // The plan kept as a template (its days as jsonb, no dates).
  expect(
    (
      await agent.request('POST', '/api/plan-templates', {
        body: { fromMealPlanId: plan.json.id, name: 'Ünïcode week «template»', description: 'Line one\nline two' },
      })
    ).status,
  ).toBe(201);
  // A plan whose link expires and one whose link was withdrawn (a share token may be null).
  expect(
    (await agent.request('POST', `/api/meal-plans/${plan.json.id}/share-link`, { body: { expiresInDays: 30 } })).status,
  ).toBe(201);
  const unshared = await agent.request('POST', '/api/meal-plans', {
    body: { name: 'Not shared', startDate: '2026-03-09', endDate: '2026-03-09' },
  });
  expect((await agent.request('DELETE', `/api/meal-plans/${unshared.json.id}/share-link`)).status).toBe(204);
  expect(
    (
      await agent.request('POST', `/api/meal-plans/${plan.json.id}/email-shopping-list`, {
        body: { email: 'client@example.test' },
      })
    ).status,
  ).toBe(202);
  expect(
    (
      await admin.request('POST', '/api/admin/emails/send', {
        body: { recipient: 'all@example.test', subject: 'Welcome', body: 'Hello' },
      })
    ).status,
  ).toBe(202);
  // A reset link asked for and never used: the practitioner still signs in with the old password after the restore.
  expect(
    (
      await createAgent(t).request('POST', '/api/auth/password-reset', {
        body: { email: 'backuppractitioner@example.test' },
      })
    ).status,
  ).toBe(202);
  // The client with an e-mail address in the portal: an account, a session, a check-off, a weight and a tick.
  const today = new Date().toISOString().slice(0, 10);
  const portalPlan = await agent.request('POST', '/api/meal-plans', {
    body: { name: 'Portal week', clientId: clientIds[2], startDate: today, endDate: today },
  });
  expect(
    (
      await agent.request('PUT', `/api/meal-plans/${portalPlan.json.id}/days/1`, {
        body: { meals: { breakfast: { recipeId: recipe.json.id, servings: 1 } } },
      })
    ).status,
  ).toBe(200);
  expect((await agent.request('POST', `/api/clients/${clientIds[2]}/portal-invite`)).status).toBe(200);
  // No mailbox here: the invitation's token is swapped for one the test knows.
  const inviteToken = randomBytes(32).toString('base64url');
  await database.db.execute(
    sql`update portal_accounts set invite_token_hash = encode(sha256(${inviteToken}::bytea), 'hex') where client_id = ${clientIds[2]}`,
  );
  const portalClient = createAgent(t);
  expect(
    (await portalClient.request('POST', '/api/portal/accept', { body: { token: inviteToken, password } })).status,
  ).toBe(200);
  expect(
    (
      await portalClient.request('POST', '/api/portal/check-ins', {
        body: { date: today, mealType: 'breakfast', status: 'swapped', note: 'Oat milk — not cow’s' },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await portalClient.request('POST', '/api/portal/measurements', {
        body: { date: today, weightKg: 64.35, waistCm: 71.5 },
      })
    ).status,
  ).toBe(200);
  // The food diary: lunch as three quarters of the plan's, and a litre of water.
  expect(
    (
      await portalClient.request('POST', '/api/portal/diary', {
        body: { date: today, mealType: 'breakfast', entries: [{ kind: 'planned', portion: 0.75 }] },
      })
    ).status,
  ).toBe(200);
  expect((await portalClient.request('POST', '/api/portal/water', { body: { date: today, ml: 1000 } })).status).toBe(
    200,
  );
  // A product from its label, the practice's own food (a row of foods that belongs to a user: restored after it).
  expect(
    (
      await agent.request('POST', '/api/foods', {
        body: {
          description: 'Łąka rye crispbread',
          servingSize: { amount: 25, unit: 'g' },
          nutrientsPerServing: { calories: 85, protein: 2.5, carbs: 16, fat: 0.5, fiber: 4 },
          ingredientsText: 'Wholegrain rye flour, salt.',
        },
      })
    ).status,
  ).toBe(201);
  const list = await portalClient.request('GET', '/api/portal/shopping-list');
  const item = list.json.groups[0].items[0].key;
  expect(
    (
      await portalClient.request('PUT', '/api/portal/shopping-list/ticks', {
        body: { mealPlanId: portalPlan.json.id, item, ticked: true },
      })
    ).status,
  ).toBe(200);
  // A food's allergens as the practice read them from its label (its own table, version-watched).
  expect(
    (
      await agent.request('PUT', '/api/nutrition/foods/19904/allergens', {
        body: {
          statuses: Object.fromEntries(
            allergens.map((allergen) => [allergen, allergen === 'milk' ? 'contains' : 'free']),
          ),
          note: 'Label read: made with milk powder, nut-free factory',
        },
      })
    ).status,
  ).toBe(200);
  // Two tables no route writes yet: bookmarks (kept for the spec's favourites) and handled Stripe events.
  await database.db.insert(recipeBookmarks).values({ userId: user.id, recipeId: shared[2].id });
  await database.db.insert(stripeEvents).values({ id: 'evt_1PtestBackup', type: 'customer.subscription.updated' });
}

/**
 * The test's own view of a database, computed independently of the backup code: every table's row count and
 * the md5 of all its rows' text, in a fixed order.
 */
/**
 * Rows and a digest of every table but data_versions: backups leave it out on purpose (a restore gives every
 * practice new versions, checked on their own with versionsOf).
 */
async function tableContents(db: Database): Promise<Record<string, { rows: number; md5: string }>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const tables = (
      (await tx.execute(
        sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'data_versions' order by tablename`,
      )) as unknown as { rows: { tablename: string }[] }
    ).rows;
    const contents: Record<string, { rows: number; md5: string }> = {};
    for (const { tablename } of tables) {
      const result = (await tx.execute(
        sql.raw(
          `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as md5 from "${tablename}" t`,
        ),
      )) as unknown as { rows: { rows: number; md5: string }[] };
      contents[tablename] = result.rows[0];
    }
    return contents;
  });
}

/**
 * Every index, constraint and not-null column of the schema, as the database describes them. A restore takes the
 * keys, foreign keys and indexes down while it loads and puts them back before it commits; this is how the tests
 * see they all came back, and that a failed restore left them as they were.
 */
async function schemaObjects(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select 'index ' || indexdef as object from pg_indexes where schemaname = 'public'
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'not null ' || table_name || '.' || column_name from information_schema.columns where table_schema = 'public' and is_nullable = 'NO'
    order by 1`)) as unknown as { rows: { object: string }[] };
  return rows.map((row) => row.object);
}

/** Scope → version of the answer-cache versions (one per practitioner, one shared). */
async function versionsOf(db: Database): Promise<Map<string, string>> {
  const { rows } = (await db.execute(sql`select scope, version::text as version from data_versions`)) as unknown as {
    rows: { scope: string; version: string }[];
  };
  return new Map(rows.map((row) => [row.scope, row.version]));
}

describe(`npm run backup / npm run restore on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  const backupFile = path.join(workDir, 'practice.jsonl.gz');
  let sourceContents: Record<string, { rows: number; md5: string }>;
  let sourceVersions: Map<string, string>;
  let sourceSchema: string[];

  it(
    'round trip: every table identical (rows and checksum) after a restore into a fresh database',
    { timeout: 300_000 },
    async () => {
      const source = await newDatabaseLocation('source');
      const opened = await source.open();
      try {
        await seedPractice(opened);
        sourceContents = await tableContents(opened.db);
        sourceVersions = await versionsOf(opened.db);
        sourceSchema = await schemaObjects(opened.db);
      } finally {
        await opened.close(); // the embedded database is backed up with its server stopped
      }
      expect(Object.keys(sourceContents).length).toBeGreaterThanOrEqual(15);
      for (const [table, { rows }] of Object.entries(sourceContents))
        expect(rows, `${table} has rows to back up`).toBeGreaterThan(0);

      const backup = await npmScript('backup', ['--out', backupFile], source.env);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/Backed up \d+ tables, [\d,]+ rows/);

      const target = await newDatabaseLocation('target');
      const restore = await npmScript('restore', [backupFile], target.env);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('Every table has the row count and checksum the backup recorded.');

      // A second restore into the now-filled database is refused (and, as the comparison below shows, changes nothing).
      const again = await npmScript('restore', [backupFile], target.env);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/not empty/);

      const restored = await target.open();
      try {
        expect(await tableContents(restored.db)).toEqual(sourceContents);
        // Every key, foreign key and index the restore took down while loading is back, as it was.
        expect(sourceSchema.filter((object) => object.startsWith('index ')).length).toBeGreaterThanOrEqual(30);
        expect(await schemaObjects(restored.db)).toEqual(sourceSchema);
        // Every practice (and the shared data) has a version again, a new one: no answer kept in memory for the
        // source database can be mistaken for one of the restored data.
        const restoredVersions = await versionsOf(restored.db);
        expect([...restoredVersions.keys()].sort()).toEqual([...sourceVersions.keys()].sort());
        for (const [scope, version] of restoredVersions) expect(version, scope).not.toBe(sourceVersions.get(scope));
        // And the practice works: its practitioner signs in with the old password and sees their clients.
        const agent = createAgent(appOver(restored) as TestApp);
        expect(
          (await agent.request('POST', '/api/auth/login', { body: { username: 'backuppractitioner', password } }))
            .status,
        ).toBe(200);
        const listed = await agent.request('GET', '/api/clients');
        expect(listed.json.map((client: { lastName: string }) => client.lastName)).toEqual(['Ñúñez', 'Ñúñez', 'Ñúñez']);
        // the list carries summaries; each whole client, notes included, comes from its own read
        const notes = await Promise.all(
          listed.json.map(
            async (client: { id: string }) => (await agent.request('GET', `/api/clients/${client.id}`)).json.notes,
          ),
        );
        expect(notes.filter(Boolean)).toEqual(['Line one\nLine "two"\tand a tab; emoji 🥑; backslash \\ done']);
      } finally {
        await restored.close();
      }
    },
  );

  it('restores nothing from a damaged or incomplete backup', { timeout: 120_000 }, async () => {
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
    const truncated = path.join(workDir, 'truncated.jsonl.gz');
    writeFileSync(truncated, gzipSync(lines.slice(0, Math.floor(lines.length * 0.6)).join('\n')));
    // One changed character in a row that still parses: only the checksums can tell.
    const tampered = path.join(workDir, 'tampered.jsonl.gz');
    const at = lines.findIndex((line) => line.includes('"first_name":"Client1"'));
    writeFileSync(
      tampered,
      gzipSync(lines.map((line, i) => (i === at ? line.replace('"Client1"', '"Client7"') : line)).join('\n')),
    );

    const empty = await openTestDatabase({ bare: true });
    try {
      const schemaBefore = await schemaObjects(empty.db);
      await expect(restoreBackup(empty.db, truncated)).rejects.toThrow(/incomplete/);
      await expect(restoreBackup(empty.db, tampered)).rejects.toThrow(
        /clients differ from the backup; nothing was restored/,
      );
      for (const { rows } of Object.values(await tableContents(empty.db))) expect(rows).toBe(0);
      // The keys and indexes dropped for the load came back with the rollback.
      expect(await schemaObjects(empty.db)).toEqual(schemaBefore);
    } finally {
      await empty.close();
    }
  });

  // With a PostgreSQL server at hand, the same file also moves the practice to the embedded database.
  if (serverUrl) {
    it('restores a PostgreSQL backup into PGlite with every table identical', { timeout: 120_000 }, async () => {
      const embedded = await openDb({ memory: true });
      try {
        await restoreBackup(embedded.db, backupFile);
        expect(await tableContents(embedded.db)).toEqual(sourceContents);
      } finally {
        await embedded.close();
      }
    });
  }
});
