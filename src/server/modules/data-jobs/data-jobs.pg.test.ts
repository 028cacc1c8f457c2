import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { DataJob } from '../../../contract/data-jobs';
import { clients } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { dataJobHandlers } from '../../jobs/data-job-handlers';
import { runNextDataJob } from './runner';

// PGlite runs one session at a time, so only PostgreSQL can show several instances' runners racing for jobs.
describe('data jobs on several instances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('six runners at once: each job runs once, each row is imported once', async () => {
    const businesses: TestBusiness[] = [];
    for (let i = 0; i < 3; i++) businesses.push(await paidBusiness(t, 'basic'));
    const ids: number[] = [];
    for (const [b, biz] of businesses.entries()) {
      for (let j = 0; j < 3; j++) {
        const csv = [
          'name,email',
          ...Array.from({ length: 50 }, (_, k) => `P ${j} ${k},p${b}-${j}-${k}@example.com`),
        ];
        const queued = await t.app.inject({
          method: 'POST',
          url: '/api/clients/import',
          headers: { cookie: biz.cookie },
          payload: { csv: csv.join('\n') },
        });
        ids.push(queued.json<DataJob>().id);
      }
    }
    const runner = async () => {
      const outcomes = [];
      for (;;) {
        const ran = await runNextDataJob(t.db, dataJobHandlers);
        if (!ran) return outcomes;
        outcomes.push(ran);
      }
    };
    const outcomes = (await Promise.all(Array.from({ length: 6 }, runner))).flat();
    const done = outcomes.filter((o) => o.outcome === 'done').map((o) => o.id);
    expect(done.sort((a, b) => a - b)).toEqual(ids);
    for (const biz of businesses) {
      const rows = await t.db.select().from(clients).where(inTenant(clients, biz.user.businessId));
      expect(rows).toHaveLength(150);
    }
    for (const id of ids) {
      const biz = businesses[Math.floor(ids.indexOf(id) / 3)] as TestBusiness;
      const job = await t.app.inject({
        method: 'GET',
        url: `/api/clients/import/${id}`,
        headers: { cookie: biz.cookie },
      });
      expect(job.json()).toMatchObject({ status: 'done', result: { rows: 50 } });
    }
  });
});
