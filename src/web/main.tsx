import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary';
import { AppProviders, seededQueryClient } from './app/providers';
import { AppRouter } from './app/router';
// Before the router's own listener (see the module).
import './lib/back-guard';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const queryClient = seededQueryClient();

createRoot(rootElement).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
