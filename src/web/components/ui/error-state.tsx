import { errorMessage } from '../../lib/error-message';
import { ErrorAlert } from './alert';
import { Button } from './button';

/** The one way a screen shows a failed load: the server's message in words, and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <ErrorAlert>
      <p>{errorMessage(error, 'Could not load this. Please try again.')}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </ErrorAlert>
  );
}
