// Runs before every client test file (Vitest `setupFiles`), so its hooks hold whether or not the files of a run
// share their modules: registered here, not as a side effect of importing the kit, which happens once per worker
// when modules are shared.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '@/client/components/ui/use-toast';
import { reportFakeApiProblems } from './fake-api';

// Two-core CI boxes run test files side by side; the default 1 s wait for the fake answers is too tight there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  reportFakeApiProblems();
});
