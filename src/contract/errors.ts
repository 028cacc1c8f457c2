import { z } from 'zod';

/** Body of every error answer (DESIGN.md: bad input; spec §7). */
export const apiErrorBodySchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** Only on 500: the id to quote when reporting it (also in `x-request-id`). */
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
