import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, memberships, staff, staffInvitations, users } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

export async function findInvitableStaff(db: DbOrTx, businessId: number, staffId: number) {
  const [row] = await db
    .select({ member: staff, membershipId: memberships.id })
    .from(staff)
    .leftJoin(
      memberships,
      and(eq(memberships.businessId, staff.businessId), eq(memberships.userId, staff.userId)),
    )
    .where(and(idInTenant(staff, staffId, businessId), isNull(staff.removedAt)))
    .limit(1);
  return row;
}

/** Earlier invitations of this staff member stop working when a new one is sent. */
export async function revokePending(db: DbOrTx, businessId: number, staffId: number, now: Date) {
  await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        inTenant(staffInvitations, businessId),
        eq(staffInvitations.staffId, staffId),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
}

export async function insertInvitation(db: DbOrTx, row: typeof staffInvitations.$inferInsert) {
  await db.insert(staffInvitations).values(row);
}

/** The invitation with its business and staff member; `lock` for the accepting transaction. */
export async function findInvitation(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({ invitation: staffInvitations, member: staff, businessName: businesses.name })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .innerJoin(businesses, eq(businesses.id, staffInvitations.businessId))
    .where(eq(staffInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: staffInvitations }) : query);
  return row;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no user');
  return row;
}

export async function joinBusiness(
  db: DbOrTx,
  input: {
    businessId: number;
    userId: number;
    staffId: number;
    role: 'admin' | 'manager' | 'staff' | 'contractor';
    invitationId: number;
    now: Date;
  },
) {
  await db
    .insert(memberships)
    .values({ businessId: input.businessId, userId: input.userId, role: input.role })
    .onConflictDoNothing();
  await db
    .update(staff)
    .set({ userId: input.userId, updatedAt: input.now })
    .where(idInTenant(staff, input.staffId, input.businessId));
  await db
    .update(staffInvitations)
    .set({ usedAt: input.now })
    .where(eq(staffInvitations.id, input.invitationId));
}
