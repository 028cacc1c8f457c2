import { errorMessage } from '../../lib/error-message';
import { ErrorState } from '../ui/error-state';

/** A failed load in words (the server's message, e.g. 'Sale not found'), not the raw status line. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <ErrorState
      error={new Error(errorMessage(error, 'Could not load this. Please try again.'))}
      onRetry={onRetry}
    />
  );
}
