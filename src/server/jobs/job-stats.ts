/** What each periodic job has done on this instance, for /metrics: rounds, failures, the last good round. */
export type JobStats = {
  rounds: number;
  failures: number;
  lastSuccessAt: number | null;
  lastSeconds: number;
};

const stats = new Map<string, JobStats>();

export function recordJobRound(name: string, outcome: 'ok' | 'failed', seconds: number, at = Date.now()) {
  const entry = stats.get(name) ?? { rounds: 0, failures: 0, lastSuccessAt: null, lastSeconds: 0 };
  entry.rounds += 1;
  entry.lastSeconds = seconds;
  if (outcome === 'failed') entry.failures += 1;
  else entry.lastSuccessAt = at;
  stats.set(name, entry);
}

export function jobStats(): ReadonlyMap<string, JobStats> {
  return stats;
}
