/** Weekday names by JavaScript's day number (`getUTCDay()`, 0 Sunday to 6 Saturday), for every screen and report. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The same, as calendars head their columns: "Sun" to "Sat". */
export const WEEKDAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type WeekdayName = (typeof WEEKDAY_NAMES)[number];
