import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { seedPreloadedData } from '../lib/preloaded-data';
import { createQueryClient } from '../lib/query-client';
import { useCurrentToast } from '../lib/toast';

// Radix Toast loads with the first toast, so a page that shows none (a visitor booking) never downloads it.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** A query client holding the answers the server inlined in the page. */
export function seededQueryClient(): QueryClient {
  const client = createQueryClient();
  seedPreloadedData(client);
  return client;
}

/**
 * Everything every screen relies on: data cache and toasts. Tooltips' provider is in the signed-in shell. Each entry
 * makes its query client with `seededQueryClient()` before the first render (the public entry in a task of its own).
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const toastShown = useCurrentToast() !== null;
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastShown ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
