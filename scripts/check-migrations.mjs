// Fails when src/server/db/schema.ts has changes that no committed migration carries.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const committed = 'src/server/db/migrations';
// drizzle-kit wants a path relative to the project, so the scratch copy lives in .tmp/.
mkdirSync('.tmp', { recursive: true });
const scratch = path.relative(process.cwd(), mkdtempSync(path.join('.tmp', 'migrations-check-')));
try {
  cpSync(committed, scratch, { recursive: true });
  const before = readdirSync(scratch).sort();
  const output = execFileSync(
    process.execPath,
    [
      'node_modules/drizzle-kit/bin.cjs',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      'src/server/db/schema.ts',
      '--out',
      scratch,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  const added = readdirSync(scratch).filter((name) => !before.includes(name));
  if (added.length > 0) {
    console.error(`The schema and the committed migrations disagree: drizzle-kit would add ${added.join(', ')}.`);
    console.error('Run `npm run db:generate`, review the SQL and commit it.');
    process.exitCode = 1;
  } else if (!/No schema changes/i.test(output)) {
    console.error(`drizzle-kit did not confirm the schema is unchanged:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log('Schema and committed migrations agree.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
