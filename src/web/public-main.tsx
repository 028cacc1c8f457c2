import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary';
import { AppProviders, seededQueryClient } from './app/providers';
import { PublicRouter, preloadServedPage } from './app/public-router';
import { cn } from './lib/cn';
import { nextTask } from './lib/next-task';
import './styles.css';

// public.html's entry: the landing page and the pages a client sees, built with Preact (`vite build --mode public`).
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('public.html has no #root element');

// The page's own chunk is already downloading beside this one (the server's modulepreload); waiting for it
// makes the first paint the page itself rather than a spinner the page replaces a frame later.
await preloadServedPage();
// Start-up in short tasks rather than one long one: the page's modules were evaluated in the task that ends
// here; the query cache is filled with the answers inlined in the page in a task of its own, and so is
// tailwind-merge's table of Tailwind's classes (built on its first call); then the first render. (Warming
// tailwind-merge while the page's chunk downloads measured no better.)
await nextTask();
const queryClient = seededQueryClient();
await nextTask();
cn();
await nextTask();

createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <PublicRouter />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
