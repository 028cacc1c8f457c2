import type { FastifyInstance } from 'fastify';
import type { MemberRole } from '../../src/contract/auth';
import type { Database } from '../../src/server/db/client';
import { sessionCookieFrom, TEST_PASSWORD, type TestBusiness } from './factories';
import { paidBusiness } from './plans';

export type TeamMember = { role: MemberRole; cookie: string; staffId: number; userId: number; email: string };
export type Team = { owner: TestBusiness; ownerStaffId: number; members: Record<MemberRole, TeamMember> };

let counter = 0;

/**
 * An enterprise business with one signed-in member of every role, each made the way an owner makes them:
 * added on the Staff screen, invited, and signed in through the link.
 */
export async function teamOfEveryRole(t: { app: FastifyInstance; db: Database }): Promise<Team> {
  const owner = await paidBusiness(t, 'enterprise');
  const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const staffList = (await call(owner.cookie, 'GET', '/api/staff')).json() as {
    id: number;
    isOwner: boolean;
  }[];
  const ownerStaffId = staffList.find((s) => s.isOwner)?.id as number;
  const members = {
    owner: {
      role: 'owner',
      cookie: owner.cookie,
      staffId: ownerStaffId,
      userId: owner.user.id,
      email: owner.email,
    },
  } as Record<MemberRole, TeamMember>;
  for (const role of ['admin', 'manager', 'staff', 'contractor'] as const) {
    counter += 1;
    const email = `${role}-${counter}-${owner.user.businessId}@example.com`;
    const added = await call(owner.cookie, 'POST', '/api/staff', {
      firstName: role[0]?.toUpperCase() + role.slice(1),
      lastName: `Member${counter}`,
      email,
      role,
    });
    if (added.statusCode !== 201) throw new Error(`adding a ${role}: ${added.statusCode} ${added.body}`);
    const staffId = (added.json() as { id: number }).id;
    const invited = await call(owner.cookie, 'POST', `/api/staff/${staffId}/invite`);
    if (invited.statusCode !== 201)
      throw new Error(`inviting a ${role}: ${invited.statusCode} ${invited.body}`);
    const token = (invited.json() as { inviteUrl: string }).inviteUrl.split('/invite/')[1];
    const accepted = await call(null, 'POST', `/api/invitations/${token}/accept`, {
      password: TEST_PASSWORD,
    });
    if (accepted.statusCode !== 200) throw new Error(`accepting as ${role}: ${accepted.statusCode}`);
    members[role] = {
      role,
      cookie: sessionCookieFrom(accepted.headers['set-cookie']),
      staffId,
      userId: (accepted.json() as { id: number }).id,
      email,
    };
  }
  return { owner, ownerStaffId, members };
}
