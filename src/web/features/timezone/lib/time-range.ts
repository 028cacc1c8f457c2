import { END_AFTER_START, START_BEFORE_END } from '../../../../contract/availability';

/** Spec §5: the message for an empty or reversed range, worded for the end the owner just changed. */
export function timeRangeError(startTime: string, endTime: string, changed: 'start' | 'end'): string | null {
  if (startTime < endTime) return null;
  return changed === 'start' ? START_BEFORE_END : END_AFTER_START;
}
