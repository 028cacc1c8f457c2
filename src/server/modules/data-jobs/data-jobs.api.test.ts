import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDataJobs } from '../../../../tests/support/data-jobs';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness, paidTestApp } from '../../../../tests/support/plans';
import { DATA_JOB_MAX_ATTEMPTS, type DataJob } from '../../../contract/data-jobs';
import { clients, dataJobs } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { drain } from '../../drain';
import { dataJobHandlers } from '../../jobs/data-job-handlers';
import { startDataJobRunner } from '../../jobs/data-jobs';
import { type DataJobHandlers, purgeFinishedDataJobs, runNextDataJob } from './runner';

const { t, owner, other } = paidTestApp('basic');

const call = (who: TestBusiness, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

const csvOf = (prefix: string, count: number) =>
  [
    'name,email',
    ...Array.from({ length: count }, (_, i) => `${prefix} ${i},${prefix}-${i}@example.com`),
  ].join('\n');

/** Seconds pass: the stopped runner's claim on the job runs out, as it would before another runner took it. */
const claimsRunOut = () =>
  t.db
    .update(dataJobs)
    .set({ claimedAt: new Date(Date.now() - 11_000) })
    .where(eq(dataJobs.status, 'running'));

const clientCount = async (who: TestBusiness) =>
  (await t.db.select().from(clients).where(inTenant(clients, who.user.businessId))).length;

/** The real handlers, except that the import's work dies before its commit `times` times (a crash, a kill). */
function dyingImport(times: number): DataJobHandlers {
  let deaths = 0;
  return {
    ...dataJobHandlers,
    'clients.import': async (tx, job) => {
      const done = await dataJobHandlers['clients.import'](tx, job);
      if (deaths < times) {
        deaths += 1;
        throw new Error('the process stopped here');
      }
      return done;
    },
  };
}

describe('a client import as a job', () => {
  it('answers 202 at once, then runs to done with every row, and forgets the file it read', async () => {
    const queued = await call(owner, 'POST', '/api/clients/import', { csv: csvOf('Queued', 3) });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({
      kind: 'clients.import',
      status: 'queued',
      attempts: 0,
      startedAt: null,
      result: null,
      error: null,
      fileUrl: null,
    });
    const id = queued.json<DataJob>().id;
    expect(await clientCount(owner)).toBe(0);

    await runDataJobs(t);
    const job = (await call(owner, 'GET', `/api/clients/import/${id}`)).json<DataJob>();
    expect(job).toMatchObject({ status: 'done', attempts: 1, result: { rows: 3 }, error: null });
    expect(Date.parse(job.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(job.startedAt ?? ''));
    expect(await clientCount(owner)).toBe(3);
    const [row] = await t.db.select().from(dataJobs).where(eq(dataJobs.id, id));
    expect(row?.input).toBeNull();
  });

  it("shows a business only its own jobs, and each job only under its own kind's route", async () => {
    const id = (await call(owner, 'POST', '/api/clients/import', { csv: csvOf('Mine', 1) })).json<DataJob>()
      .id;
    expect((await call(other, 'GET', `/api/clients/import/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/clients/export/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/clients/export/${id}/file`)).statusCode).toBe(404);
    await runDataJobs(t);
    expect(await clientCount(other)).toBe(0);
  });

  it('runs again from the start after a stop in the middle, and imports each row once', async () => {
    const biz = await paidBusiness(t, 'basic');
    const id = (await call(biz, 'POST', '/api/clients/import', { csv: csvOf('Again', 40) })).json<DataJob>()
      .id;
    const handlers = dyingImport(1);

    await expect(runNextDataJob(t.db, handlers)).rejects.toThrow('the process stopped here');
    // Nothing of the first attempt stayed: its transaction rolled back, and the job waits to be taken again.
    expect((await call(biz, 'GET', `/api/clients/import/${id}`)).json()).toMatchObject({
      status: 'running',
      attempts: 1,
      result: null,
    });
    expect(await clientCount(biz)).toBe(0);
    // While the claim holds, no other runner takes it (its own runner is about to lock it for the work).
    expect(await runNextDataJob(t.db, handlers)).toBeNull();

    await claimsRunOut();
    expect(await runNextDataJob(t.db, handlers)).toMatchObject({ id, outcome: 'done', attempt: 2, rows: 40 });
    expect((await call(biz, 'GET', `/api/clients/import/${id}`)).json()).toMatchObject({
      status: 'done',
      attempts: 2,
      result: { rows: 40 },
    });
    expect(await clientCount(biz)).toBe(40);
  });

  it(`fails, importing nothing, once it has been stopped ${DATA_JOB_MAX_ATTEMPTS} times`, async () => {
    const biz = await paidBusiness(t, 'basic');
    const id = (await call(biz, 'POST', '/api/clients/import', { csv: csvOf('Doomed', 2) })).json<DataJob>()
      .id;
    const handlers = dyingImport(Number.POSITIVE_INFINITY);
    for (let i = 0; i < DATA_JOB_MAX_ATTEMPTS; i++) {
      await expect(runNextDataJob(t.db, handlers)).rejects.toThrow('the process stopped here');
      await claimsRunOut();
    }
    expect(await runNextDataJob(t.db, handlers)).toMatchObject({ id, outcome: 'failed' });
    expect((await call(biz, 'GET', `/api/clients/import/${id}`)).json()).toMatchObject({
      status: 'failed',
      attempts: DATA_JOB_MAX_ATTEMPTS,
      error: {
        message: 'This import stopped 3 times before it could finish; nothing was imported. Try again.',
        errors: [],
      },
    });
    expect(await clientCount(biz)).toBe(0);
  });
});

describe('a client export as a job', () => {
  it('answers 409 until its file is written, then serves the file for its own business only', async () => {
    const biz = await paidBusiness(t, 'basic');
    await call(biz, 'POST', '/api/clients', { name: 'Only Client', email: 'only@example.com' });
    const queued = await call(biz, 'POST', '/api/clients/export');
    expect(queued.statusCode).toBe(202);
    const id = queued.json<DataJob>().id;
    const early = await call(biz, 'GET', `/api/clients/export/${id}/file`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'This export is not ready yet' });

    await runDataJobs(t);
    const job = (await call(biz, 'GET', `/api/clients/export/${id}`)).json<DataJob>();
    expect(job).toMatchObject({
      status: 'done',
      result: { rows: 1 },
      fileUrl: `/api/clients/export/${id}/file`,
      fileName: 'clients.csv',
    });
    const file = await call(biz, 'GET', job.fileUrl as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="clients.csv"');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.body).toContain('Only Client,only@example.com');
    expect((await call(other, 'GET', job.fileUrl as string)).statusCode).toBe(404);
  });

  it('is forgotten, file and all, a day after it finished', async () => {
    const biz = await paidBusiness(t, 'basic');
    const id = (await call(biz, 'POST', '/api/clients/export')).json<DataJob>().id;
    await runDataJobs(t);
    await purgeFinishedDataJobs(t.db, new Date(Date.now() + 23 * 3_600_000));
    expect((await call(biz, 'GET', `/api/clients/export/${id}/file`)).statusCode).toBe(200);
    await purgeFinishedDataJobs(t.db, new Date(Date.now() + 25 * 3_600_000));
    expect((await call(biz, 'GET', `/api/clients/export/${id}`)).statusCode).toBe(404);
    expect((await call(biz, 'GET', `/api/clients/export/${id}/file`)).statusCode).toBe(404);
  });
});

describe('the data job runner', () => {
  it('starts a queued job at once, and a stop names the job it waited for', async () => {
    const biz = await paidBusiness(t, 'basic');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const started = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const lines: { msg: string; obj: object }[] = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ msg, obj }),
      warn: (obj: object, msg: string) => lines.push({ msg, obj }),
      error: (obj: object, msg: string) => lines.push({ msg, obj }),
    };
    // An hour between ticks: only the wake from POST can start this round.
    const runner = startDataJobRunner({
      db: t.db,
      log,
      intervalMs: 3_600_000,
      handlers: {
        ...dataJobHandlers,
        'clients.import': async (tx, job) => {
          entered();
          await released;
          return dataJobHandlers['clients.import'](tx, job);
        },
      },
    });
    try {
      await runDataJobs(t);
      const id = (await call(biz, 'POST', '/api/clients/import', { csv: csvOf('Woken', 2) })).json<DataJob>()
        .id;
      await started;
      expect(runner.busy()).toBe(true);
      expect(runner.name).toBe(`clients.import job ${id} (attempt 1)`);
      const app = { requestsInFlight: () => [], close: async () => {} } as unknown as Parameters<
        typeof drain
      >[0]['app'];
      const stopping = drain({ app, jobs: [runner], finishMs: 60_000, log });
      expect(lines).toContainEqual({
        msg: 'stopping: finishing the requests and job rounds in flight',
        obj: { requests: [], jobRounds: [`clients.import job ${id} (attempt 1)`], finishMs: 60_000 },
      });
      release();
      expect(await stopping).toBe('finished');
      expect(lines.map((line) => line.msg)).toContain(`clients.import job ${id} done`);
      expect(await clientCount(biz)).toBe(2);
    } finally {
      release();
      await runner.stop();
    }
  });
});
