import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Two lanes over the same tests, both letting the files of a worker share their modules (`isolate: false`), so the
 * app and React are loaded once per worker instead of once per file: fresh modules per file cost CI's Vitest lane
 * over 700 CPU-seconds of importing and environments (decision 0022). The full run (`npm test`, CI) runs every
 * file; the fast lane (`npm run test:fast`, TEST_LANE=fast) leaves out the tests that crash or start whole
 * processes (tests/reliability, the lockout across processes); its fuzz counts are set smaller in package.json.
 */
const fastLane = process.env.TEST_LANE === 'fast';
const exclude = [
  'tests/e2e/**',
  'node_modules/**',
  ...(fastLane ? ['tests/reliability/**', 'tests/security/sign-in-lockout-processes.test.ts'] : []),
  // scripts/run-tests.mjs, when the fuzz lane runs the fuzzer in full in the same run: once is enough.
  ...(process.env.FUZZ_IN_OWN_LANE === '1' ? ['tests/security/fuzz-write-routes.test.ts'] : []),
];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    exclude,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time suits the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/**/*.test.ts'],
          // The migrated PGlite image every server test database starts from.
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          // Hooks every client test needs (unmount, unstub, the fake API's report), for every file of a run.
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
