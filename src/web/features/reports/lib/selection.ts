import {
  DEFAULT_PERIOD,
  type ReportPeriod,
  reportPeriodLabels,
  reportPeriods,
} from '../../../../contract/reports';

/** What the screen asks for: a period ending today, or a range picked on the calendar (local dates, inclusive). */
export type ReportSelection = { period: ReportPeriod } | { from: string; to: string };

export const DEFAULT_SELECTION: ReportSelection = { period: DEFAULT_PERIOD };

export function queryStringOf(selection: ReportSelection): string {
  return 'period' in selection
    ? `?period=${selection.period}`
    : `?from=${encodeURIComponent(selection.from)}&to=${encodeURIComponent(selection.to)}`;
}

/** The address holds the selection: `?period=3m` or `?from=…&to=…`; anything else is the default. */
export function selectionFrom(search: string): ReportSelection {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (from && to && date.test(from) && date.test(to) && from <= to) return { from, to };
  const period = params.get('period');
  return (reportPeriods as readonly string[]).includes(period ?? '')
    ? { period: period as ReportPeriod }
    : DEFAULT_SELECTION;
}

const readable = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "Last 30 days", or "Mar 1, 2027 – Mar 31, 2027". */
export function selectionLabel(selection: ReportSelection): string {
  if ('period' in selection) return reportPeriodLabels[selection.period];
  return selection.from === selection.to
    ? readable(selection.from)
    : `${readable(selection.from)} – ${readable(selection.to)}`;
}

export function rangeLabel(from: string, to: string): string {
  return from === to ? readable(from) : `${readable(from)} – ${readable(to)}`;
}

/**
 * The change against the previous period, as the cards say it: "+12.5%", "−3.0%", "No change", or "New"
 * when there was nothing before. For rates, the change is in percentage points.
 */
export function changeOf(current: number, previous: number, kind: 'amount' | 'rate'): string {
  if (kind === 'rate') {
    const points = Math.round((current - previous) * 1000) / 10;
    if (points === 0) return 'No change';
    return `${points > 0 ? '+' : '−'}${Math.abs(points).toFixed(1)} pts`;
  }
  if (previous === 0) return current === 0 ? 'No change' : 'New';
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  if (percent === 0) return 'No change';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)}%`;
}
