import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { seedPreloadedData } from '../lib/preloaded-data';
import { createQueryClient } from '../lib/query-client';
import { useCurrentToast } from '../lib/toast';

// Radix Toast loads with the first toast, so a page that shows none (a visitor booking) never downloads it.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Everything every screen relies on: data cache and toasts. Tooltips' provider is in the signed-in shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedPreloadedData(client);
    return client;
  });
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
