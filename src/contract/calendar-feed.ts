/** GET /api/calendar-feed and POST /api/calendar-feed/rotate: the secret subscription URL. */
export type CalendarFeed = { url: string };
