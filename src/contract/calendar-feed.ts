import { z } from 'zod';

/** GET /api/calendar-feed and POST /api/calendar-feed/rotate: the secret subscription URL. */
export const calendarFeedSchema = z.object({ url: z.string() }).meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET /api/public/calendar/{file}: `<token>.ics`. */
export const calendarFileParamsSchema = z.object({ file: z.string() });
