import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { setPlan } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { can } from '../../../contract/abilities';
import { memberRoles } from '../../../contract/auth';
import { memberships } from '../../db/schema/index';

let t: TestApp;
let owner: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestBusiness(t.app);
  // Enterprise has every plan feature, so a 403 here can only come from the role.
  await setPlan(t.db, owner.user.businessId, 'enterprise');
});

describe('the route table', () => {
  it('gives every API route a declared access and an operationId', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(90);
    for (const route of t.app.routeTable) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      expect(route.operationId, `${route.method} ${route.url}`).toBeTruthy();
    }
  });

  it('refuses to register an API route without access', async () => {
    const { buildApp } = await import('../../app');
    const app = await buildApp({ db: t.db });
    expect(() =>
      app.get(
        '/api/undeclared',
        { schema: { operationId: 'x', summary: 'x', response: { 200: {} } } },
        async () => ({}),
      ),
    ).toThrow('GET /api/undeclared declares no access');
    await app.close();
  });
});

describe('the ability table, enforced', () => {
  afterAll(async () => {
    await t.db
      .update(memberships)
      .set({ role: 'owner' })
      .where(eq(memberships.businessId, owner.user.businessId));
  });

  // One test per role, so each is far from its timeout.
  it.each(memberRoles)('answers %s 403 exactly where the role lacks the route’s ability', async (role) => {
    const routes = t.app.routeTable.filter(
      (r) => r.access && 'ability' in r.access && !r.method.includes('HEAD'),
    );
    const mismatches: string[] = [];
    await t.db.update(memberships).set({ role }).where(eq(memberships.businessId, owner.user.businessId));
    for (const route of routes) {
      const ability = (route.access as { ability: Parameters<typeof can>[1] }).ability;
      const url = route.url.replace(/:(\w+)/g, '987654');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: owner.cookie },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const refused = response.statusCode === 403;
      if (refused === can(role, ability)) {
        mismatches.push(`${role} ${route.method} ${route.url} (${ability}) → ${response.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps contractors from exporting appointments, reading the calendar feed and deleting appointments', async () => {
    expect(can('contractor', 'appointments.export')).toBe(false);
    expect(can('contractor', 'calendarFeed.view')).toBe(false);
    expect(can('contractor', 'appointments.delete')).toBe(false);
    expect(can('staff', 'products.manage')).toBe(false);
    expect(can('staff', 'schedule.manage')).toBe(false);
  });
});
