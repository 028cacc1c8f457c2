import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary';
import { AppProviders } from './app/providers';
import { PublicRouter } from './app/public-router';
import './styles.css';

// public.html's entry: the landing page and the pages a client sees, built with Preact (`vite build --mode public`).
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('public.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders>
        <PublicRouter />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
