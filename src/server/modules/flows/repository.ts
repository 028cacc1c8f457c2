import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  automatedFlows,
  businesses,
  clients,
  flowRuns,
  type NewAutomatedFlow,
  services,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

export type FlowRow = typeof automatedFlows.$inferSelect;

export function listFlowRows(db: DbOrTx, businessId: number) {
  return db
    .select()
    .from(automatedFlows)
    .where(inTenant(automatedFlows, businessId))
    .orderBy(desc(automatedFlows.createdAt), desc(automatedFlows.id));
}

export async function findFlowRow(db: DbOrTx, businessId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(automatedFlows)
    .where(idInTenant(automatedFlows, id, businessId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertFlow(db: DbOrTx, values: NewAutomatedFlow) {
  const [row] = await db.insert(automatedFlows).values(values).returning({ id: automatedFlows.id });
  if (!row) throw new Error('insert returned no flow');
  return row.id;
}

export async function updateFlowRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<NewAutomatedFlow>,
) {
  await db
    .update(automatedFlows)
    .set({ ...values, updatedAt: new Date() })
    .where(idInTenant(automatedFlows, id, businessId));
}

/** The deleted flow's name, trigger and state; undefined when there was none here. */
export async function deleteFlowRow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .delete(automatedFlows)
    .where(idInTenant(automatedFlows, id, businessId))
    .returning({
      id: automatedFlows.id,
      name: automatedFlows.name,
      trigger: automatedFlows.trigger,
      isActive: automatedFlows.isActive,
    });
  return row;
}

/** Runs per status for each flow of the business. */
export async function runCounts(db: DbOrTx, businessId: number) {
  const rows = await db
    .select({ flowId: flowRuns.flowId, status: flowRuns.status, n: sql<number>`count(*)::int` })
    .from(flowRuns)
    .where(inTenant(flowRuns, businessId))
    .groupBy(flowRuns.flowId, flowRuns.status);
  return rows;
}

export function listRunRows(db: DbOrTx, businessId: number, flowId: number) {
  return db
    .select({ run: flowRuns, clientName: clients.name })
    .from(flowRuns)
    .leftJoin(clients, eq(clients.id, flowRuns.clientId))
    .where(and(inTenant(flowRuns, businessId), eq(flowRuns.flowId, flowId)))
    .orderBy(desc(flowRuns.updatedAt), desc(flowRuns.id))
    .limit(100);
}

/** Whether the business has a service with this id (a trigger may only name the business's own). */
export async function serviceExists(db: DbOrTx, businessId: number, serviceId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: services.id })
    .from(services)
    .where(idInTenant(services, serviceId, businessId));
  return Boolean(found);
}

/**
 * The run due soonest, with its flow, business and client, locked; a run another worker holds is skipped, so
 * workers never take the same run.
 */
export async function claimDueRun(tx: Tx, now: Date) {
  const [claimed] = await tx
    .select({ run: flowRuns, flow: automatedFlows, business: businesses, client: clients })
    .from(flowRuns)
    .innerJoin(automatedFlows, eq(automatedFlows.id, flowRuns.flowId))
    .innerJoin(businesses, eq(businesses.id, flowRuns.businessId))
    .innerJoin(clients, eq(clients.id, flowRuns.clientId))
    .where(and(eq(flowRuns.status, 'waiting'), lte(flowRuns.dueAt, now)))
    .orderBy(asc(flowRuns.dueAt), asc(flowRuns.id))
    .limit(1)
    .for('update', { of: flowRuns, skipLocked: true });
  return claimed;
}

export async function saveRun(
  tx: Tx,
  runId: number,
  values: Partial<typeof flowRuns.$inferInsert>,
  now: Date,
) {
  await tx
    .update(flowRuns)
    .set({ ...values, updatedAt: now })
    .where(eq(flowRuns.id, runId));
}
