import { INVALID_TIME_RANGE } from '../../../../contract/availability';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';

/** A refused change: the spec's 'Invalid Time Range' for a bad range, 'Error' for anything else. */
export function showAvailabilityError(error: unknown) {
  const title = error instanceof ApiError && error.status === 400 ? INVALID_TIME_RANGE : 'Error';
  toast({ type: 'error', title, message: errorMessage(error, 'Failed to update availability') });
}
