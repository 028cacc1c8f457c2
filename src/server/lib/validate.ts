import type { z } from 'zod';
import type { ApiErrorBody } from '../../contract/errors';

/** A zod failure as the API's field errors (used where rows are validated one by one, e.g. CSV import). */
export function zodIssuesToErrors(error: z.ZodError): NonNullable<ApiErrorBody['errors']> {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
