// Must stay the first import: it configures zod before any schema module is evaluated.
import './lib/configure-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/client/components/ui/toaster';
import { TooltipProvider } from '@/client/components/ui/tooltip';
import { createQueryClient } from '@/client/lib/create-query-client';
import { AppRouter, prefetchScreenAt } from './router';
import './styles.css';

/** A screen whose code has not come by then draws behind its Suspense fallback instead. */
const SCREEN_CODE_WAIT_MS = 4000;

const queryClient = createQueryClient();
const screenCode = prefetchScreenAt(queryClient, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The first render waits for the opened screen's code (preloaded with the page, so it is usually in already):
// drawn through its Suspense fallback instead, React would hold the screen back up to 300 ms after the fallback
// showed (decision 0020). Until then the page's own markup shows the loader.
// (A promise, not a top-level await: that would turn off the bundler's chunk merging, ~50 requests instead of 6.)
void Promise.race([screenCode, new Promise((resolve) => setTimeout(resolve, SCREEN_CODE_WAIT_MS))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <AppRouter />
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
