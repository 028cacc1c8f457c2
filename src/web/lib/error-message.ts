import { ApiError } from './api-client';

/** The one way to turn a thrown error into words for a person. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.body?.message ?? fallback;
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return fallback;
}

export type FieldError = { path: string; message: string };

/** Per-field messages from a 400 answer's `errors` list, if any. */
export function fieldErrors(error: unknown): FieldError[] {
  if (error instanceof ApiError && error.status === 400) return error.body?.errors ?? [];
  return [];
}
