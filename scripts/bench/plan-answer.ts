// node --import tsx scripts/bench/plan-answer.ts [--practices 40] [--rounds 5] [--postgres]
//
// The plan page's and the shopping list's answers computed in this process, without HTTP or the answer cache:
// what `bench:scale` measures cold, without the server around it. Seeds practices of the scale benchmark's shape
// (foods and catalogue loaded first) into an in-memory PGlite, or with --postgres into a throw-away PostgreSQL
// database (beside DATABASE_URL's, or on a private local server), then asks each practice's newest plan in turn,
// several rounds, and prints p50 / p95 per answer. Run it under `node --cpu-prof --import tsx …` to see where
// the JavaScript time goes.
import { parseArgs } from 'node:util';
import type { Actor, AppDeps } from '../../src/server/app-env.ts';
import { openDb } from '../../src/server/db/open-db.ts';
import { openScratchPostgres } from '../../tests/support/private-postgres.ts';
import { ensureCatalogue } from '../../src/server/features/catalogue/catalogue-loader.service.ts';
import { getShoppingList } from '../../src/server/features/meal-plans/meal-plan-export.service.ts';
import { getMealPlan } from '../../src/server/features/meal-plans/meal-plans.service.ts';
import { ensureReferenceFoods } from '../../src/server/features/nutrition/foods-loader.service.ts';
import { idsOfPractices, rawQueryOf, seedPractices } from './scale-seed.ts';

const { values: flags } = parseArgs({
  options: { practices: { type: 'string' }, rounds: { type: 'string' }, postgres: { type: 'boolean' } },
});
const PRACTICES = Number(flags.practices ?? 40);
const ROUNDS = Number(flags.rounds ?? 5);

const scratch = flags.postgres ? await openScratchPostgres('platewise_plan_answer') : null;
if (flags.postgres && !scratch) throw new Error('--postgres needs DATABASE_URL or PostgreSQL 15 installed');
const database = scratch ? await openDb({ databaseUrl: scratch.url, poolSize: 2 }) : await openDb({ memory: true });
console.log(`${scratch?.label ?? 'PGlite (in memory)'}, ${PRACTICES} practices, ${ROUNDS} rounds`);
await ensureReferenceFoods(database.db);
await ensureCatalogue(database.db);
const query = rawQueryOf(database.db);
await seedPractices(
  query,
  {
    prefix: 'plan',
    practices: PRACTICES,
    clientsEach: 20,
    recipesEach: 20,
    plansEach: 10,
    daysEach: 7,
    emailsEach: 0,
    activityEach: 0,
  },
  { passwordHash: 'not used', sessions: 0 },
);
await query('vacuum analyze');
const practices = await idsOfPractices(query, 'plan', PRACTICES);
const deps = { db: database.db, dbKind: database.kind } as AppDeps;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label: string, answer: (actor: Actor, planId: string) => Promise<unknown>) {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const practice of practices) {
      const started = performance.now();
      const value = await answer({ id: practice.userId, role: 'user' }, practice.planId);
      bytes += JSON.stringify(value).length;
      times.push(performance.now() - started);
    }
  }
  const sorted = times.slice(practices.length).sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} p50 ${percentile(sorted, 50).toFixed(2).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(2).padStart(6)} ms  ${(bytes / times.length / 1024).toFixed(1)} KB (first round left out)`,
  );
}

await measure('plan page (getMealPlan)', (actor, id) => getMealPlan(deps, actor, id));
await measure('shopping list', (actor, id) => getShoppingList(deps, actor, id));
await database.close();
await scratch?.cleanUp();
