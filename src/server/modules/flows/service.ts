import {
  type CreateFlow,
  FLOW_NOT_FOUND,
  type Flow,
  type FlowRun,
  type FlowRunStatus,
  type FlowStep,
  type FlowTrigger,
  flowRuleErrors,
  isMarketingFlow,
  type TriggerConfig,
  type UpdateFlow,
} from '../../../contract/flows';
import { toDecimal } from '../../../contract/money';
import { recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import {
  deleteFlowRow,
  type FlowRow,
  findFlowRow,
  insertFlow,
  listFlowRows,
  listRunRows,
  runCounts,
  serviceExists,
  updateFlowRow,
} from './repository';

const flowNotFound = () => notFound(FLOW_NOT_FOUND);

/** Stored steps keep an offer's value in cents (as parsed); the API answers it the same way it was sent. */
function toFlow(row: FlowRow, counts: Map<string, number>): Flow {
  const steps = row.flowSteps as FlowStep[];
  const trigger = row.trigger as FlowTrigger;
  const count = (status: FlowRunStatus) => counts.get(`${row.id}:${status}`) ?? 0;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    trigger,
    triggerConfig: row.triggerConfig as TriggerConfig,
    isActive: row.isActive,
    flowSteps: steps.map((step) =>
      step.type === 'issue_offer' ? { ...step, value: Number(toDecimal(step.value)) } : step,
    ),
    marketing: isMarketingFlow({ trigger, flowSteps: steps }),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    stats: {
      waiting: count('waiting'),
      completed: count('completed'),
      skipped: count('skipped'),
      failed: count('failed'),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

async function countsOf(db: DbOrTx, businessId: number) {
  const rows = await runCounts(db, businessId);
  return new Map(rows.map((r) => [`${r.flowId}:${r.status}`, Number(r.n)]));
}

export async function listFlows(db: DbOrTx, businessId: number): Promise<Flow[]> {
  const [rows, counts] = await Promise.all([listFlowRows(db, businessId), countsOf(db, businessId)]);
  return rows.map((row) => toFlow(row, counts));
}

async function readFlow(db: DbOrTx, businessId: number, id: number) {
  const row = await findFlowRow(db, businessId, id);
  if (!row) throw flowNotFound();
  return toFlow(row, await countsOf(db, businessId));
}

async function checkService(db: DbOrTx, businessId: number, config: TriggerConfig | undefined) {
  if (!config?.serviceId) return;
  if (!(await serviceExists(db, businessId, config.serviceId)))
    throw badRequest('Service not found', [
      { path: 'triggerConfig.serviceId', message: 'Service not found' },
    ]);
}

export async function createFlow(db: Database, businessId: number, input: CreateFlow, now = new Date()) {
  await checkService(db, businessId, input.triggerConfig);
  const id = await insertFlow(db, {
    businessId,
    name: input.name,
    description: input.description ?? null,
    trigger: input.trigger,
    triggerConfig: input.triggerConfig,
    flowSteps: input.flowSteps,
    isActive: input.isActive,
    activatedAt: input.isActive ? now : null,
  });
  return readFlow(db, businessId, id);
}

/**
 * Switching a flow on starts it from now: what happened while it was off starts no runs. Runs already under
 * way carry on with the flow's steps as they are when each step comes due.
 */
export async function updateFlow(
  db: Database,
  businessId: number,
  id: number,
  input: UpdateFlow,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await findFlowRow(tx, businessId, id, true);
    if (!row) throw flowNotFound();
    // The rules that span fields hold for the flow as it will be, not only for what was sent.
    const problems = flowRuleErrors({
      trigger: input.trigger ?? (row.trigger as FlowTrigger),
      triggerConfig: input.triggerConfig ?? (row.triggerConfig as TriggerConfig),
      flowSteps: input.flowSteps ?? (row.flowSteps as FlowStep[]),
    });
    if (problems.length > 0) throw badRequest(problems[0]?.message ?? 'Invalid flow', problems);
    await checkService(tx, businessId, input.triggerConfig);
    const switchedOn = input.isActive === true && !row.isActive;
    await updateFlowRow(tx, businessId, id, {
      ...input,
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(switchedOn ? { activatedAt: now } : {}),
    });
  });
  return readFlow(db, businessId, id);
}

export async function deleteFlow(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const deleted = await deleteFlowRow(tx, businessId, id);
    if (!deleted) throw flowNotFound();
    await recordAudit(tx, {
      businessId,
      action: 'flow.deleted',
      target: { type: 'flow', id: deleted.id, label: deleted.name },
      before: { name: deleted.name, trigger: deleted.trigger, isActive: deleted.isActive },
    });
  });
}

export async function listFlowRuns(db: DbOrTx, businessId: number, id: number): Promise<FlowRun[]> {
  if (!(await findFlowRow(db, businessId, id))) throw flowNotFound();
  const rows = await listRunRows(db, businessId, id);
  return rows.map(({ run, clientName }) => ({
    id: run.id,
    flowId: run.flowId,
    appointmentId: run.appointmentId,
    clientId: run.clientId,
    clientName,
    status: run.status as FlowRunStatus,
    step: run.step,
    dueAt: run.status === 'waiting' ? (run.dueAt?.toISOString() ?? null) : null,
    error: run.error,
    log: run.log,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
  }));
}
