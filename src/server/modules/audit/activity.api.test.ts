import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, TEST_PASSWORD, type TestBusiness } from '../../../../tests/support/factories';
import { type Team, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { AuditEvent, AuditEventPage } from '../../../contract/audit';
import { auditEvents } from '../../db/schema/index';
import { purgeExpiredAuditEvents } from './repository';

let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
});

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function activity(cookie: string, query = ''): Promise<AuditEvent[]> {
  const res = await get(cookie, `/api/activity${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as AuditEventPage).items;
}

describe('Settings → Activity', () => {
  it('records sign-ins and failed sign-ins of members, with who, from where and the request id', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: team.members.manager.email, password: 'not-the-password-at-all' },
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    expect(failed.statusCode).toBe(401);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: team.members.manager.email, password: TEST_PASSWORD },
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    expect(signedIn.statusCode).toBe(200);

    const [success] = await activity(team.owner.cookie, '?action=auth.login.succeeded');
    expect(success).toMatchObject({
      action: 'auth.login.succeeded',
      actionLabel: 'Signed in',
      actorUserId: team.members.manager.userId,
      actorRole: 'manager',
      actorVia: 'session',
      userAgent: 'AuditTest/1.0',
      ipAddress: '127.0.0.1',
      requestId: signedIn.headers['x-request-id'],
      after: { method: 'password' },
    });
    expect(success?.actorName).toMatch(/^Manager Member/);
    const [failure] = await activity(team.owner.cookie, '?action=auth.login.failed');
    expect(failure).toMatchObject({
      actionLabel: 'Sign-in failed',
      actorUserId: null,
      actorVia: 'anonymous',
      targetLabel: team.members.manager.email,
      requestId: failed.headers['x-request-id'],
    });
  });

  it('is the owner’s alone: every other role is refused', async () => {
    for (const role of ['admin', 'manager', 'staff', 'contractor'] as const) {
      expect((await get(team.members[role].cookie, '/api/activity')).statusCode).toBe(403);
      expect((await get(team.members[role].cookie, '/api/activity/export')).statusCode).toBe(403);
    }
  });

  it('shows one business only its own lines', async () => {
    const other: TestBusiness = await createTestBusiness(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: TEST_PASSWORD },
    });
    const mine = await activity(team.owner.cookie, '?action=auth.login.succeeded');
    expect(mine.some((e) => e.actorUserId === other.user.id)).toBe(false);
    const theirs = await activity(other.cookie);
    expect(theirs.every((e) => e.actorUserId === other.user.id)).toBe(true);
  });

  it('filters by member and by day, and refuses a backwards range', async () => {
    const byManager = await activity(team.owner.cookie, `?actorUserId=${team.members.manager.userId}`);
    expect(byManager.length).toBeGreaterThan(0);
    expect(byManager.every((e) => e.actorUserId === team.members.manager.userId)).toBe(true);
    expect(await activity(team.owner.cookie, '?startDate=2020-01-01&endDate=2020-01-31')).toEqual([]);
    const backwards = await get(team.owner.cookie, '/api/activity?startDate=2026-02-01&endDate=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { path: 'endDate', message: 'End date must be on or after start date' },
    ]);
    const unknown = await get(team.owner.cookie, '/api/activity?action=everything');
    expect(unknown.statusCode).toBe(400);
  });

  it('exports the filtered trail as CSV and records the export', async () => {
    const res = await get(team.owner.cookie, '/api/activity/export?action=auth.login.succeeded');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'When (UTC),Who,Role,Via,Action,What,Target ID,Before,After,IP address,Browser,Request ID',
    );
    expect(lines.slice(1).every((line) => line.includes(',Signed in,'))).toBe(true);
    const [exported] = await activity(team.owner.cookie, '?action=data.exported');
    expect(exported).toMatchObject({
      actorUserId: team.owner.user.id,
      targetLabel: 'Activity (CSV)',
      after: { action: 'auth.login.succeeded', rows: lines.length - 1 },
    });
  });

  it('keeps lines 400 days by default, longer if the owner says, and records the change', async () => {
    expect((await get(team.owner.cookie, '/api/activity/settings')).json()).toEqual({ retentionDays: 400 });
    const tooShort = await t.app.inject({
      method: 'PUT',
      url: '/api/activity/settings',
      headers: { cookie: team.owner.cookie },
      payload: { retentionDays: 30 },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toEqual([
      { path: 'retentionDays', message: 'Keep activity for 400 to 3650 days' },
    ]);
    const longer = await t.app.inject({
      method: 'PUT',
      url: '/api/activity/settings',
      headers: { cookie: team.owner.cookie },
      payload: { retentionDays: 730 },
    });
    expect(longer.json()).toEqual({ retentionDays: 730 });
    const [changed] = await activity(team.owner.cookie, '?action=settings.securityChanged');
    expect(changed).toMatchObject({ before: { retentionDays: 400 }, after: { retentionDays: 730 } });
  });
});

describe('team changes', () => {
  it('records a role change, a pay change and a removal, each with before and after', async () => {
    const { staff } = team.members;
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/${staff.staffId}`,
        headers: { cookie: team.members.admin.cookie },
        payload,
      });
    expect((await put({ role: 'manager' })).statusCode).toBe(200);
    expect((await put({ hourlyRate: 31.5, serviceCommissionPercent: 12.5 })).statusCode).toBe(200);
    expect((await put({ hourlyRate: 31.5 })).statusCode).toBe(200);
    const [role] = await activity(team.owner.cookie, '?action=member.roleChanged');
    expect(role).toMatchObject({
      actorUserId: team.members.admin.userId,
      actorRole: 'admin',
      targetType: 'staff',
      targetId: String(staff.staffId),
      before: { role: 'staff' },
      after: { role: 'manager' },
    });
    const pay = await activity(team.owner.cookie, '?action=member.payChanged');
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({
      before: { hourlyRate: null, serviceCommissionBp: 0 },
      after: { hourlyRate: 31.5, serviceCommissionBp: 1250 },
    });
  });
});

describe('the trail can not be changed', () => {
  it('refuses an UPDATE and a DELETE of a recent line in the database itself', async () => {
    const businessId = team.owner.user.businessId;
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error) => (error.cause as Error | undefined)?.message ?? error.message,
      );
    expect(
      await refusal(
        t.db.execute(sql`update audit_events set action = 'auth.logout' where business_id = ${businessId}`),
      ),
    ).toBe('audit_events is append-only');
    expect(await refusal(t.db.execute(sql`delete from audit_events where business_id = ${businessId}`))).toBe(
      'audit_events keeps every row for 400 days',
    );
  });

  it('lets the retention job delete only lines past their business’s retention', async () => {
    const other = await createTestBusiness(t.app);
    const businessId = other.user.businessId;
    await t.db.execute(sql`
      insert into audit_events (business_id, occurred_at, actor_via, action)
      values (${businessId}, now() - interval '401 days', 'system', 'data.exported'),
             (${businessId}, now() - interval '399 days', 'system', 'data.exported')`);
    expect(await purgeExpiredAuditEvents(t.db)).toBeGreaterThanOrEqual(1);
    const [left] = await t.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.businessId, businessId), eq(auditEvents.action, 'data.exported')));
    expect(left?.n).toBe(1);
  });

  it('offers no route that edits or deletes a line', () => {
    const writes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/activity') && r.method !== 'GET' && r.method !== 'HEAD',
    );
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/activity/settings']);
  });
});
