import { and, asc, eq, exists, gt, inArray, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../contract/staff';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  availabilityWindows,
  memberships,
  type Staff,
  serviceStaff,
  services,
  sessions,
  staff,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';
import { announceSessionsEnded } from '../../realtime/bus';

/** The owner's own staff row: linked to the user whose membership in this business is owner. */
// Spelled out: inside the subquery an unqualified "user_id" would be the membership's own column.
const isOwnerColumn = sql<boolean>`exists (
  select 1 from memberships m
  where m.business_id = "staff"."business_id" and m.user_id = "staff"."user_id" and m.role = 'owner'
)`;

const hasSignInColumn = sql<boolean>`exists (
  select 1 from memberships m where m.business_id = "staff"."business_id" and m.user_id = "staff"."user_id"
)`;

/** Whether the member signs in with a second factor (an authenticator app). */
const twoFactorColumn = sql<boolean>`exists (
  select 1 from user_two_factor t where t.user_id = "staff"."user_id" and t.confirmed_at is not null
)`;

export type StaffRow = Staff & { isOwner: boolean; hasSignIn: boolean; twoFactorEnabled: boolean };

const current = (businessId: number) => and(inTenant(staff, businessId), isNull(staff.removedAt));

/** The team, by last then first name; removed members never appear. */
export async function listStaffRows(db: DbOrTx, businessId: number): Promise<StaffRow[]> {
  const rows = await db
    .select({
      row: staff,
      isOwner: isOwnerColumn,
      hasSignIn: hasSignInColumn,
      twoFactorEnabled: twoFactorColumn,
    })
    .from(staff)
    .where(current(businessId))
    .orderBy(asc(staff.lastName), asc(staff.firstName), asc(staff.id));
  return rows.map(({ row, isOwner, hasSignIn, twoFactorEnabled }) => ({
    ...row,
    isOwner: Boolean(isOwner),
    hasSignIn: Boolean(hasSignIn),
    twoFactorEnabled: Boolean(twoFactorEnabled),
  }));
}

export async function findStaffRow(
  db: DbOrTx,
  businessId: number,
  id: number,
): Promise<StaffRow | undefined> {
  const [found] = await db
    .select({
      row: staff,
      isOwner: isOwnerColumn,
      hasSignIn: hasSignInColumn,
      twoFactorEnabled: twoFactorColumn,
    })
    .from(staff)
    .where(and(current(businessId), eq(staff.id, id)))
    .for('update');
  return found
    ? {
        ...found.row,
        isOwner: Boolean(found.isOwner),
        hasSignIn: Boolean(found.hasSignIn),
        twoFactorEnabled: Boolean(found.twoFactorEnabled),
      }
    : undefined;
}

/** Another current member of the team with this email or employee id, if any. */
export async function findClash(
  db: DbOrTx,
  businessId: number,
  field: 'email' | 'employeeId',
  value: string,
  exceptId?: number,
) {
  const column = field === 'email' ? staff.email : staff.employeeId;
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        current(businessId),
        eq(column, value),
        exceptId === undefined ? undefined : ne(staff.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertStaff(db: DbOrTx, values: typeof staff.$inferInsert): Promise<Staff> {
  const [row] = await db.insert(staff).values(values).returning();
  if (!row) throw new Error('insert returned no staff member');
  return row;
}

export async function updateStaffRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<typeof staff.$inferInsert>,
): Promise<Staff> {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: new Date() })
    .where(and(current(businessId), eq(staff.id, id)))
    .returning();
  if (!row) throw new Error('staff member vanished');
  return row;
}

/** Appointments still to come for this member (not cancelled, completed or missed). */
export async function countUpcoming(
  db: DbOrTx,
  businessId: number,
  staffId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        inTenant(appointments, businessId),
        eq(appointments.staffId, staffId),
        gt(appointments.startsAt, now),
        inArray(appointments.status, ['pending', 'confirmed']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes a member off the team: their row stays (past appointments, sales and time entries keep the name)
 * but leaves every list and booking; their weekly hours and service links go, and a sign-in they had ends
 * with their membership.
 */
export async function removeStaffRow(db: DbOrTx, businessId: number, member: Staff): Promise<void> {
  await db
    .update(staff)
    .set({ removedAt: new Date(), isActive: false, updatedAt: new Date() })
    .where(idInTenant(staff, member.id, businessId));
  await db
    .delete(serviceStaff)
    .where(and(inTenant(serviceStaff, businessId), eq(serviceStaff.staffId, member.id)));
  await db
    .delete(availabilityWindows)
    .where(and(inTenant(availabilityWindows, businessId), eq(availabilityWindows.staffId, member.id)));
  if (member.userId !== null) await endSignIn(db, businessId, member.userId);
}

/**
 * A staff member's new role becomes their sign-in's role from their next request (the owner's membership
 * stays owner); their open sockets here close, so they reconnect with what the new role allows.
 */
export async function setMemberRole(db: DbOrTx, businessId: number, userId: number, role: StaffRole) {
  const changed = await db
    .update(memberships)
    .set({ role })
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.userId, userId),
        ne(memberships.role, 'owner'),
      ),
    )
    .returning({ id: memberships.id });
  if (changed.length === 0) return;
  const open = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`(${sessions.sess}->>'businessId')::int = ${businessId}`));
  await announceSessionsEnded(db, { staff: open.map((row) => row.sid) });
}

/**
 * Ends a member's sign-in to this business: the membership goes, and so do their sessions here, announced
 * so every instance closes their sockets. The owner's membership is never touched.
 */
export async function endSignIn(db: DbOrTx, businessId: number, userId: number): Promise<void> {
  const removed = await db
    .delete(memberships)
    .where(
      and(
        eq(memberships.businessId, businessId),
        eq(memberships.userId, userId),
        ne(memberships.role, 'owner'),
      ),
    )
    .returning({ id: memberships.id });
  if (removed.length === 0) return;
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`(${sessions.sess}->>'businessId')::int = ${businessId}`))
    .returning({ sid: sessions.sid });
  await announceSessionsEnded(db, { staff: ended.map((row) => row.sid) });
}

/**
 * The two rules that make a staff member bookable online, as conditions on the `staff` row (and, for
 * `performs`, the `services` row beside it), for the Staff screen's list of who can't be booked
 * (online-booking.ts) and for the booking page's staff choice:
 * - `hasHours`: active weekly hours of their own, or none set by the business yet (before it sets any window,
 *   everyone is offered 09:00 to 17:30, slots/repository.ts);
 * - `performs`: the service names them, or names no one (then it is everyone's).
 */
export function bookability(db: DbOrTx, businessId: number) {
  const anyWindow = exists(
    db.select({ one: sql`1` }).from(availabilityWindows).where(inTenant(availabilityWindows, businessId)),
  );
  const ownWindow = exists(
    db
      .select({ one: sql`1` })
      .from(availabilityWindows)
      .where(and(eq(availabilityWindows.staffId, staff.id), eq(availabilityWindows.isActive, true))),
  );
  const named = db
    .select({ one: sql`1` })
    .from(serviceStaff)
    .where(and(eq(serviceStaff.serviceId, services.id), eq(serviceStaff.staffId, staff.id)));
  const anyoneNamed = db
    .select({ one: sql`1` })
    .from(serviceStaff)
    .where(eq(serviceStaff.serviceId, services.id));
  return {
    hasHours: or(not(anyWindow), ownWindow) as SQL,
    performs: or(not(exists(anyoneNamed)), exists(named)) as SQL,
  };
}

/**
 * The business's active staff members, by first name, each with the two rules of `bookability`: whether they
 * have hours, and whether there is an active service they perform.
 */
export async function listActiveStaffBookability(db: DbOrTx, businessId: number) {
  const { hasHours, performs } = bookability(db, businessId);
  const hasService = exists(
    db
      .select({ one: sql`1` })
      .from(services)
      .where(and(inTenant(services, businessId), eq(services.isActive, true), performs)),
  );
  return db
    .select({
      staffId: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      hasHours: sql<boolean>`${hasHours}`,
      hasService: sql<boolean>`${hasService}`,
    })
    .from(staff)
    .where(and(inTenant(staff, businessId), eq(staff.isActive, true)))
    .orderBy(asc(staff.firstName), asc(staff.id));
}

export async function insertAvailabilityWindows(
  db: DbOrTx,
  rows: (typeof availabilityWindows.$inferInsert)[],
) {
  await db.insert(availabilityWindows).values(rows);
}

/** The business's staff member with this id, as stored (names for messages, the bookable flag), any state. */
export async function findStaffMember(db: DbOrTx, businessId: number, staffId: number) {
  const [row] = await db
    .select()
    .from(staff)
    .where(idInTenant(staff, staffId, businessId));
  return row;
}
