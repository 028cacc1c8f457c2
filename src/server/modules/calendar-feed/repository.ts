import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { decimalText } from '../../../contract/money';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  businesses,
  calendarFeeds,
  clients,
  locations,
  memberships,
  services,
  staff,
} from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { writeCsv } from '../../lib/csv';
import type { IcsEvent } from './ics';

export const newToken = () => randomBytes(24).toString('base64url');

/** The member's own feed token, made on first call; `rotate` replaces it. */
export async function feedToken(
  db: DbOrTx,
  member: { businessId: number; userId: number },
  rotate: boolean,
): Promise<string> {
  const token = newToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ businessId: member.businessId, userId: member.userId, token })
    .onConflictDoUpdate({
      target: [calendarFeeds.businessId, calendarFeeds.userId],
      // Without rotate the existing token is kept (set to itself) so the row comes back either way.
      set: rotate ? { token, updatedAt: new Date() } : { token: calendarFeeds.token },
    })
    .returning({ token: calendarFeeds.token });
  if (!row) throw new Error('calendar feed upsert returned nothing');
  return row.token;
}

/**
 * The business and member a token belongs to, with the member's role now: the row exists only while the
 * membership does (it cascades), and the caller checks the role still may have a feed.
 */
export async function feedByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      businessId: businesses.id,
      name: businesses.name,
      userId: calendarFeeds.userId,
      role: memberships.role,
      staffId: staff.id,
    })
    .from(calendarFeeds)
    .innerJoin(businesses, eq(businesses.id, calendarFeeds.businessId))
    .innerJoin(
      memberships,
      and(eq(memberships.businessId, calendarFeeds.businessId), eq(memberships.userId, calendarFeeds.userId)),
    )
    .leftJoin(
      staff,
      and(eq(staff.businessId, calendarFeeds.businessId), eq(staff.userId, calendarFeeds.userId)),
    )
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return row;
}

export async function businessName(db: DbOrTx, businessId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.name;
}

export type ExportRow = {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  updatedAt: Date;
  notes: string | null;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  serviceName: string;
  price: string;
  staffFirstName: string;
  staffLastName: string;
  locationName: string | null;
  locationAddress: string | null;
};

/** Non-cancelled appointments by instant (feed) or local date range (export). */
export async function exportRows(
  db: DbOrTx,
  businessId: number,
  range: { from?: Date; startDate?: string; endDate?: string; staffId?: number },
): Promise<ExportRow[]> {
  return db
    .select({
      id: appointments.id,
      date: appointments.date,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      updatedAt: appointments.updatedAt,
      notes: appointments.notes,
      clientName: clients.name,
      clientEmail: clients.email,
      clientPhone: clients.phone,
      serviceName: services.name,
      // What it was booked at; rows from before prices were kept fall back to the service's.
      price: sql<string>`coalesce(${appointments.price}, ${services.price})`,
      staffFirstName: staff.firstName,
      staffLastName: staff.lastName,
      locationName: locations.name,
      locationAddress: locations.address,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(staff, eq(staff.id, appointments.staffId))
    .leftJoin(locations, eq(locations.id, appointments.locationId))
    .where(
      and(
        inTenant(appointments, businessId),
        ne(appointments.status, 'cancelled'),
        range.staffId === undefined ? undefined : eq(appointments.staffId, range.staffId),
        range.from ? gte(appointments.endsAt, range.from) : undefined,
        range.startDate ? gte(appointments.date, range.startDate) : undefined,
        range.endDate ? lte(appointments.date, range.endDate) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

export function toEvent(r: ExportRow, host: string): IcsEvent {
  return {
    uid: `appointment-${r.id}@${host}`,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    summary: `${r.serviceName} – ${r.clientName}`,
    description: [
      `Client: ${r.clientName}`,
      r.clientEmail ? `Email: ${r.clientEmail}` : '',
      r.clientPhone ? `Phone: ${r.clientPhone}` : '',
      `Staff: ${r.staffFirstName} ${r.staffLastName}`,
      `Status: ${r.status}`,
      r.notes ? `Notes: ${r.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    ...(r.locationName ? { location: [r.locationName, r.locationAddress].filter(Boolean).join(', ') } : {}),
    status: r.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    updatedAt: r.updatedAt,
  };
}

const CSV_HEADER = [
  'Date',
  'Start',
  'End',
  'Client',
  'Email',
  'Phone',
  'Service',
  'Price',
  'Staff',
  'Status',
  'Notes',
  'Location',
];

/** The schedule as CSV, through the one CSV writer (formulas neutralised, BOM, CRLF). */
export function toCsv(rows: ExportRow[]): string {
  return writeCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.date,
      r.startTime,
      r.endTime,
      r.clientName,
      r.clientEmail ?? '',
      r.clientPhone ?? '',
      r.serviceName,
      decimalText(r.price),
      `${r.staffFirstName} ${r.staffLastName}`,
      r.status,
      r.notes ?? '',
      r.locationName ?? '',
    ]),
  );
}
