import { z } from 'zod';
import type { Database } from '../../db/client';
import type { InstanceState } from '../../instance-state';
import { withinTime } from '../../lib/within-time';
import { expectedMigrations } from './migrations-at-head';
import { appliedMigrations } from './repository';

/** How long readiness waits for the database: a load balancer's check should not hang on a stuck one. */
const DATABASE_CHECK_MS = 1_000;

export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not_ready', 'stopping']),
    checks: z.object({
      database: z.enum(['ok', 'unreachable']).describe('Answered a query within a second'),
      migrations: z
        .enum(['ok', 'behind', 'unknown'])
        .describe('Every migration this build knows is applied (unknown: the database did not answer)'),
      listener: z
        .enum(['ok', 'reconnecting', 'none'])
        .describe(
          "The NOTIFY listener that feeds this instance's sockets (none: a worker, which has no sockets)",
        ),
    }),
  })
  .meta({ id: 'Readiness' });
type Readiness = z.infer<typeof readinessSchema>;

/** What a load balancer asks before sending this instance traffic (issue 34). */
export async function readiness(db: Database, instance: InstanceState): Promise<Readiness> {
  const state = instance.listener?.();
  const listener = state === undefined ? 'none' : state === 'connected' ? 'ok' : 'reconnecting';
  let checks: Readiness['checks'];
  try {
    const applied = await withinTime(appliedMigrations(db), DATABASE_CHECK_MS);
    checks = {
      database: 'ok',
      migrations: Number(applied) >= expectedMigrations() ? 'ok' : 'behind',
      listener,
    };
  } catch {
    checks = { database: 'unreachable', migrations: 'unknown', listener };
  }
  // A stop's first step (drain.ts): still serving, but a load balancer should send new traffic elsewhere.
  if (instance.stopping) return { status: 'stopping', checks };
  const ready = checks.database === 'ok' && checks.migrations === 'ok' && listener !== 'reconnecting';
  return { status: ready ? 'ready' : 'not_ready', checks };
}
