import { addDays, format, parseISO, startOfWeek } from 'date-fns';

/** The day and week views' grid: 15-minute rows in the business's local time. */
export const STEP_MINUTES = 15;
/** Pixels per 15-minute row: an hour is 4 rows. */
export const ROW_PX = 20;

/** 'HH:mm' (or '24:00') as minutes after midnight. */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Minutes after midnight as 'HH:mm'. */
export function toTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** To the nearest 15 minutes. */
export const snap = (minutes: number) => Math.round(minutes / STEP_MINUTES) * STEP_MINUTES;

export type Span = { start: number; end: number };

/**
 * The hours the grid shows: 08:00 to 19:00, widened to whole hours around every working window,
 * appointment and blocked span it holds (a 24:00 end stays 24:00).
 */
export function visibleHours(spans: Span[]): Span {
  let start = 8 * 60;
  let end = 19 * 60;
  for (const span of spans) {
    start = Math.min(start, span.start);
    end = Math.max(end, span.end);
  }
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** The start of every 15-minute row between the grid's start and end. */
export function rowStarts(range: Span): number[] {
  const rows: number[] = [];
  for (let minute = range.start; minute < range.end; minute += STEP_MINUTES) rows.push(minute);
  return rows;
}

/** Where a span sits in a column, in pixels from the grid's top. */
export function placement(span: Span, range: Span): { top: number; height: number } {
  const start = Math.max(span.start, range.start);
  const end = Math.min(span.end, range.end);
  return {
    top: ((start - range.start) / STEP_MINUTES) * ROW_PX,
    height: Math.max(((end - start) / STEP_MINUTES) * ROW_PX, ROW_PX / 2),
  };
}

/**
 * Side-by-side lanes for spans that overlap (a week column holding the whole team's appointments): each
 * gets the first lane free at its start, and every span of one overlapping cluster shares the cluster's
 * lane count so their widths match.
 */
export function laneLayout<T extends Span & { id: number }>(
  spans: T[],
): Map<number, { lane: number; lanes: number }> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const result = new Map<number, { lane: number; lanes: number }>();
  let cluster: { id: number; lane: number }[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const item of cluster) result.set(item.id, { lane: item.lane, lanes: laneEnds.length });
    cluster = [];
    laneEnds = [];
  };
  for (const span of sorted) {
    if (span.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(span.end);
    } else laneEnds[lane] = span.end;
    cluster.push({ id: span.id, lane });
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  close();
  return result;
}

/** The seven days, Sunday to Saturday as the month grid, of the week holding `date`. */
export function weekOf(date: string): string[] {
  const first = startOfWeek(parseISO(date), { weekStartsOn: 0 });
  return Array.from({ length: 7 }, (_, i) => format(addDays(first, i), 'yyyy-MM-dd'));
}

/** 'YYYY-MM-DD' moved by whole days. */
export const shiftDate = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd');

/** 0 (Sunday) to 6 (Saturday), as availability windows name days. */
export const weekday = (date: string) => parseISO(date).getDay();
