import type { AppointmentItem } from '../../../../contract/appointments';
import type { AvailabilityWindowItem, BlockedTimeItem } from '../../../../contract/availability';
import { formatShortDay, formatTimeOfDay } from '../../../lib/format-day';
import { type Span, toMinutes, toTime, weekday } from './time-grid';

type StaffLike = { id: number; firstName: string; lastName: string };

/** One column of the day or week grid: a staff member's day, or a day of one member or the whole team. */
export type GridColumn = {
  key: string;
  date: string;
  /** Whose column it is; null in the week view of the whole team (appointments then share lanes). */
  staffId: number | null;
  title: string;
  subtitle: string;
  /** How an empty time in it is named: "Book 10:15 with Noor Kim", "Book 10:15 on Wed, Nov 25". */
  bookSuffix: string;
  /** Working windows; with `offHours` true, everything outside them is shaded. */
  hours: Span[];
  offHours: boolean;
  blocked: (Span & { id: number; reason: string | null })[];
  appointments: AppointmentItem[];
};

export const staffName = (member: StaffLike) => `${member.firstName} ${member.lastName}`.trim();

/** An appointment's minutes in its day; one running past midnight ends at 24:00. */
export function appointmentSpan(appointment: Pick<AppointmentItem, 'startTime' | 'endTime'>): Span {
  const start = toMinutes(appointment.startTime);
  const end = toMinutes(appointment.endTime);
  return { start, end: end <= start ? 24 * 60 : end };
}

/**
 * A staff member's working windows on a day. Before the business sets any window, bookings default to
 * starts between 09:00 and 17:30 (the slots' rule), shown as 09:00 to 18:00.
 */
function workingHours(windows: AvailabilityWindowItem[], staffId: number, date: string): Span[] {
  if (windows.length === 0) return [{ start: 9 * 60, end: 18 * 60 }];
  const day = weekday(date);
  return windows
    .filter((w) => w.isActive && w.staffId === staffId && w.dayOfWeek === day)
    .map((w) => ({ start: toMinutes(w.startTime), end: toMinutes(w.endTime) }))
    .sort((a, b) => a.start - b.start);
}

const hoursText = (hours: Span[]) =>
  hours.length === 0
    ? 'Not working'
    : hours.map((h) => `${formatTimeOfDay(toTime(h.start))} – ${formatTimeOfDay(toTime(h.end))}`).join(', ');

function blockedOn(blocked: BlockedTimeItem[], date: string, staffId: number | null) {
  return blocked
    .filter((b) => b.date === date && (b.staffId === null || (staffId !== null && b.staffId === staffId)))
    .map((b) => ({ id: b.id, reason: b.reason, start: toMinutes(b.startTime), end: toMinutes(b.endTime) }));
}

const shown = (a: AppointmentItem) => a.status !== 'cancelled';

type Sources = {
  windows: AvailabilityWindowItem[];
  blocked: BlockedTimeItem[];
  appointments: AppointmentItem[];
};

/** The day view: one column per staff member on one day. */
export function dayColumns(date: string, staff: StaffLike[], sources: Sources): GridColumn[] {
  return staff.map((member) => {
    const hours = workingHours(sources.windows, member.id, date);
    const name = staffName(member);
    return {
      key: `${date}:${member.id}`,
      date,
      staffId: member.id,
      title: name,
      subtitle: hoursText(hours),
      bookSuffix: `with ${name}`,
      hours,
      offHours: true,
      blocked: blockedOn(sources.blocked, date, member.id),
      appointments: sources.appointments.filter(
        (a) => shown(a) && a.date === date && a.staffId === member.id,
      ),
    };
  });
}

/** The week view: one column per day, of one staff member (their hours shown) or of the whole team. */
export function weekColumns(days: string[], member: StaffLike | null, sources: Sources, today: string) {
  const now = new Date(`${today}T12:00:00`);
  return days.map((date): GridColumn => {
    const hours = member ? workingHours(sources.windows, member.id, date) : [];
    const day = formatShortDay(date, now);
    return {
      key: `${date}:${member?.id ?? 'team'}`,
      date,
      staffId: member?.id ?? null,
      title: day,
      subtitle: member ? hoursText(hours) : '',
      bookSuffix: member ? `on ${day} with ${staffName(member)}` : `on ${day}`,
      hours,
      offHours: member !== null,
      blocked: blockedOn(sources.blocked, date, member?.id ?? null),
      appointments: sources.appointments.filter(
        (a) => shown(a) && a.date === date && (member === null || a.staffId === member.id),
      ),
    };
  });
}

/** Every span the columns hold, to fit the grid's hours around them. */
export function columnSpans(columns: GridColumn[]): Span[] {
  return columns.flatMap((column) => [
    ...column.hours,
    ...column.blocked.filter((b) => b.end - b.start < 24 * 60),
    ...column.appointments.map(appointmentSpan),
  ]);
}
