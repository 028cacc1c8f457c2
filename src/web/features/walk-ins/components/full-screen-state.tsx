import { LoaderCircle } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state';
import { ApiError } from '../../../lib/api-client';

type FullScreenStateProps = { isPending: boolean; error: unknown; onRetry: () => void };

/** The kiosk's, board's and poster's loading, not-found and error states, centred on an empty screen. */
export function FullScreenState({ isPending, error, onRetry }: FullScreenStateProps) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      {isPending ? (
        <div role="status" className="flex items-center gap-3 text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
          Loading…
        </div>
      ) : error instanceof ApiError && error.status === 404 ? (
        <div className="grid max-w-md gap-2 text-center">
          <h1 className="text-2xl font-bold text-slate-900">Waiting room not found</h1>
          <p className="text-slate-600">It may have been deleted. Open it again from Walk-ins.</p>
        </div>
      ) : (
        <div className="w-full max-w-md">
          <h1 className="sr-only">Waiting room</h1>
          <ErrorState error={error} onRetry={onRetry} />
        </div>
      )}
    </div>
  );
}
