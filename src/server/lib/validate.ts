import type { z } from 'zod';
import type { ApiErrorBody } from '../../contract/errors';
import { HttpError } from './http-errors';

export function zodIssuesToErrors(error: z.ZodError): NonNullable<ApiErrorBody['errors']> {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Parses input with its contract schema; bad input is a 400 whose message is the first field's message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = zodIssuesToErrors(result.error);
  throw new HttpError(400, errors[0]?.message ?? 'Invalid request', errors);
}
