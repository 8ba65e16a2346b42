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

const queryClient = createQueryClient();
prefetchScreenAt(queryClient, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AppRouter />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>,
);
