import type { DataJob } from '../../src/contract/data-jobs';
import { dataJobHandlers } from '../../src/server/jobs/data-job-handlers';
import { runNextDataJob } from '../../src/server/modules/data-jobs/runner';
import type { TestBusiness } from './factories';
import type { TestApp } from './test-app';

/** Runs every queued data job to its end, as the server's runner would (jobs/data-jobs.ts). */
export async function runDataJobs(t: TestApp): Promise<void> {
  while (await runNextDataJob(t.db, dataJobHandlers));
}

/**
 * POSTs to a data job's route (202), runs the jobs, and answers the job as GET `${url}/{id}` then shows it.
 */
export async function finishedJob(t: TestApp, who: TestBusiness, url: string, payload?: object) {
  const queued = await t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
  if (queued.statusCode !== 202) throw new Error(`POST ${url}: ${queued.statusCode} ${queued.body}`);
  await runDataJobs(t);
  const job = await t.app.inject({
    method: 'GET',
    url: `${url}/${queued.json<DataJob>().id}`,
    headers: { cookie: who.cookie },
  });
  return job.json<DataJob>();
}

/** Exports this business's clients through the job and reads the file. */
export async function exportedClientsCsv(t: TestApp, who: TestBusiness) {
  const job = await finishedJob(t, who, '/api/clients/export');
  if (!job.fileUrl) throw new Error(`export ended ${job.status}: ${JSON.stringify(job.error)}`);
  return t.app.inject({ method: 'GET', url: job.fileUrl, headers: { cookie: who.cookie } });
}
