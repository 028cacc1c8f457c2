import type { DataJob } from '../../contract/data-jobs';
import { ApiError, apiJson } from './api-client';

const FIRST_POLL_MS = 300;
const LONGEST_POLL_MS = 2_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a data job (an import or export the server runs outside the request) at `${jobsUrl}/${id}` until it
 * ends. A failed job throws like a refused request (ApiError 400 with its message and per-row errors), so
 * screens show it the way they show any refusal. `onProgress` hears each status seen on the way.
 */
export async function waitForDataJob(
  jobsUrl: string,
  job: DataJob,
  onProgress?: (job: DataJob) => void,
): Promise<DataJob> {
  let current = job;
  let wait = FIRST_POLL_MS;
  while (current.status === 'queued' || current.status === 'running') {
    onProgress?.(current);
    await pause(wait);
    wait = Math.min(wait * 2, LONGEST_POLL_MS);
    current = await apiJson<DataJob>('GET', `${jobsUrl}/${current.id}`);
  }
  if (current.status === 'failed') {
    throw new ApiError(400, JSON.stringify(current.error ?? { message: 'The job failed', errors: [] }));
  }
  return current;
}
