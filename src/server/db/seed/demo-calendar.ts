import { TZDate } from '@date-fns/tz';
import type { appointmentStatuses } from '../schema/index';
import type { Random } from './random';

export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** A calendar day in the business's timezone; `offset` counts days from the business's today. */
export type LocalDay = {
  year: number;
  month: number;
  day: number;
  weekday: number;
  date: string;
  offset: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The business's today and the minute of that day `now` falls on. */
export function localToday(now: Date, timezone: string): { today: LocalDay; minuteOfDay: number } {
  const local = new TZDate(now.getTime(), timezone);
  const base = { year: local.getFullYear(), month: local.getMonth(), day: local.getDate() };
  return { today: shiftDay(base, 0), minuteOfDay: local.getHours() * 60 + local.getMinutes() };
}

/** Calendar arithmetic on the date alone (UTC), so DST changes never skip or repeat a day. */
export function shiftDay(from: { year: number; month: number; day: number }, offset: number): LocalDay {
  const d = new Date(Date.UTC(from.year, from.month, from.day + offset));
  const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  return { year, month, day, weekday: d.getUTCDay(), date: `${year}-${pad(month + 1)}-${pad(day)}`, offset };
}

/** The instant of a business-local wall-clock time on `day`. */
export function instantAt(day: LocalDay, minuteOfDay: number, timezone: string): Date {
  const local = new TZDate(
    day.year,
    day.month,
    day.day,
    Math.floor(minuteOfDay / 60),
    minuteOfDay % 60,
    timezone,
  );
  return new Date(local.getTime());
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const OPENS_AT = 9 * 60;
/** Appointments end by 17:00 on weekdays (the availability windows) and 15:00 on Saturdays (the posted hours). */
export const closesAt = (day: LocalDay) => (day.weekday === 6 ? 15 * 60 : 17 * 60);

export type PlannedAppointment<S extends string> = {
  day: LocalDay;
  staffIndex: number;
  service: S;
  clientIndex: number;
  startMinute: number;
  endMinute: number;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
};

type PlanInput<S extends string> = {
  random: Random;
  now: Date;
  timezone: string;
  /** Who can be booked, for which services (repeat a service to make it more frequent), and how busy. */
  staff: readonly { services: readonly S[]; weight: number }[];
  durations: Readonly<Record<S, number>>;
  clientCount: number;
  notes: { booked: readonly string[]; cancelled: readonly string[]; noShow: readonly string[] };
  fromOffset: number;
  toOffset: number;
};

/**
 * Books 4-7 appointments a working day (Mon-Sat, and always today) on the 30-minute grid,
 * never overlapping for one staff member or one client, then gives each a status that fits its time.
 */
export function planAppointments<S extends string>(input: PlanInput<S>): PlannedAppointment<S>[] {
  const { random, now, timezone } = input;
  const { today } = localToday(now, timezone);
  const staffWeights = Object.fromEntries(input.staff.map((s, i) => [String(i), s.weight])) as Record<
    string,
    number
  >;
  const planned: PlannedAppointment<S>[] = [];

  for (let offset = input.fromOffset; offset <= input.toOffset; offset++) {
    const day = shiftDay(today, offset);
    if (day.weekday === 0 && offset !== 0) continue;
    const target = offset === 0 ? random.int(5, 7) : random.int(4, 7);
    const busy: [number, number][][] = input.staff.map(() => []);
    const clientsToday = new Set<number>();
    let booked = 0;
    for (let attempt = 0; booked < target && attempt < target * 10; attempt++) {
      const staffIndex = Number(random.weighted(staffWeights));
      const staffMember = input.staff[staffIndex];
      if (!staffMember) continue;
      const service = random.pick(staffMember.services);
      const duration = input.durations[service];
      const free: number[] = [];
      for (let start = OPENS_AT; start + duration <= closesAt(day); start += 30) {
        const end = start + duration;
        if (busy[staffIndex]?.every(([s, e]) => end <= s || start >= e)) free.push(start);
      }
      if (free.length === 0) continue;
      let clientIndex = random.int(0, input.clientCount - 1);
      while (clientsToday.has(clientIndex)) clientIndex = (clientIndex + 1) % input.clientCount;
      clientsToday.add(clientIndex);
      const startMinute = random.pick(free);
      const endMinute = startMinute + duration;
      busy[staffIndex]?.push([startMinute, endMinute]);
      const startsAt = instantAt(day, startMinute, timezone);
      const endsAt = instantAt(day, endMinute, timezone);
      const bookedAhead = random.int(1, 21) * DAY + random.int(0, 600) * MINUTE;
      // Booked `bookedAhead` before it starts; one starting too soon for that was booked in the last ten days,
      // not all at the moment of seeding (the bell would open on a pile of bookings made "just now").
      const bookedAt = startsAt.getTime() - bookedAhead;
      const createdAt = new Date(
        bookedAt < now.getTime() - MINUTE ? bookedAt : now.getTime() - MINUTE - (bookedAhead % (10 * DAY)),
      );
      planned.push({
        day,
        staffIndex,
        service,
        clientIndex,
        startMinute,
        endMinute,
        startsAt,
        endsAt,
        status: 'pending',
        notes: null,
        createdAt,
        updatedAt: createdAt,
      });
      booked++;
    }
  }
  planned.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.staffIndex - b.staffIndex);

  for (const appointment of planned) appointment.status = statusFor(appointment, now, random);
  ensureEveryStatus(planned, now, random);
  for (const appointment of planned) {
    appointment.notes = noteFor(appointment.status, input.notes, random);
    if (appointment.endsAt <= now && appointment.status !== 'pending') {
      appointment.updatedAt = appointment.endsAt;
    }
  }
  return planned;
}

function statusFor(appointment: PlannedAppointment<string>, now: Date, random: Random): AppointmentStatus {
  if (appointment.startsAt <= now && appointment.endsAt > now) return 'confirmed';
  if (appointment.startsAt > now) return random.weighted({ confirmed: 50, pending: 40, cancelled: 10 });
  // The last few days still hold some the front desk has not closed out yet.
  if (appointment.day.offset >= -3) {
    return random.weighted({ completed: 72, confirmed: 8, pending: 5, no_show: 7, cancelled: 8 });
  }
  return random.weighted({ completed: 84, no_show: 8, cancelled: 8 });
}

/** Every status shows up in the past four weeks, and the upcoming two weeks have each open status. */
function ensureEveryStatus(planned: PlannedAppointment<string>[], now: Date, random: Random) {
  const fourWeeksAgo = now.getTime() - 27 * DAY;
  const past = planned.filter((a) => a.endsAt <= now && a.startsAt.getTime() >= fourWeeksAgo);
  const upcoming = planned.filter((a) => a.startsAt > now);
  const require = (
    group: PlannedAppointment<string>[],
    wanted: AppointmentStatus[],
    donor: AppointmentStatus,
  ) => {
    for (const status of wanted) {
      if (group.some((a) => a.status === status)) continue;
      const candidates = random.shuffle(group.filter((a) => a.status === donor));
      const chosen = candidates[0];
      if (chosen) chosen.status = status;
    }
  };
  require(past, ['completed', 'no_show', 'cancelled', 'confirmed', 'pending'], 'completed');
  require(upcoming, ['confirmed', 'pending', 'cancelled'], 'confirmed');
}

function noteFor(
  status: AppointmentStatus,
  notes: PlanInput<string>['notes'],
  random: Random,
): string | null {
  if (status === 'cancelled') return random.chance(0.7) ? random.pick(notes.cancelled) : null;
  if (status === 'no_show') return random.chance(0.6) ? random.pick(notes.noShow) : null;
  return random.chance(0.2) ? random.pick(notes.booked) : null;
}
