import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { timeEntries } from '../../db/schema/index';
import { schedulingBusiness } from '../slots/scheduling-fixtures';

// PGlite runs one session at a time, so only PostgreSQL can show two clock-ins racing.
describe('concurrent clock-ins of one person', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('ten at once: one shift opens, the rest answer 409, and manual entries never overlap', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'enterprise' });
    const clockIns = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/time-entries/clock-in',
          headers: { cookie: biz.cookie },
          payload: {},
        }),
      ),
    );
    const codes = clockIns.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(clockIns.find((r) => r.statusCode === 409)?.json().message).toBe('You are already clocked in');
    expect(
      await t.db.select().from(timeEntries).where(eq(timeEntries.staffId, biz.ownerStaffId)),
    ).toHaveLength(1);

    // Ten overlapping manual shifts for another day: one is kept.
    const shifts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/time-entries',
          headers: { cookie: biz.cookie },
          payload: {
            staffId: biz.ownerStaffId,
            clockIn: `2026-01-05T${String(9 + (i % 3)).padStart(2, '0')}:00:00Z`,
            clockOut: '2026-01-05T17:00:00Z',
          },
        }),
      ),
    );
    expect(shifts.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(shifts.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });
});
