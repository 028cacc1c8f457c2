import { z } from 'zod';

/** A numeric id in a URL; anything else is a 404 rather than a 400, as for a missing row. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
