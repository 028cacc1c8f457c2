import { type FlowStep, type FlowTrigger, isMarketingFlow, WAIT_UNIT_MINUTES } from '../../../contract/flows';
import { hasFeature } from '../../../contract/plans';
import type { Database } from '../../db/client';
import type { FlowRunLogEntry, flowRuns } from '../../db/schema/index';
import { discoverRuns } from './discover-repository';
import { claimDueRun, saveRun } from './repository';
import { performStep, type RunSubject } from './steps';

/** Why a run stopped when the business's plan lost marketing (decision 021): it won't resume by itself. */
export const FLOWS_NEED_MARKETING = "Stopped: the plan doesn't include automated flows";

/**
 * Takes the next due run (SKIP LOCKED: every instance may run this) and moves it through its steps until
 * a wait or the end, all in one transaction: each step's effect (an email in the outbox, an offer code, a
 * review request) commits together with the run moving past it, so a crash repeats nothing and loses nothing.
 * Returns false when no run is due.
 */
export async function advanceNextRun(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await claimDueRun(tx, now);
    if (!claimed) return false;
    const { run, flow, business, client } = claimed;
    const save = (values: Partial<typeof flowRuns.$inferInsert>) => saveRun(tx, run.id, values, now);
    if (!flow.isActive) {
      await save({ status: 'cancelled', error: 'The flow was switched off' });
      return true;
    }
    if (!hasFeature(business, 'marketing')) {
      await save({ status: 'cancelled', error: FLOWS_NEED_MARKETING });
      return true;
    }
    const steps = flow.flowSteps as FlowStep[];
    const log: FlowRunLogEntry[] = [...run.log];
    const subject: RunSubject = {
      business,
      client: {
        id: client.id,
        name: client.name,
        email: client.email,
        phone: client.phone,
        optIn: client.marketingOptIn,
        token: client.marketingToken,
      },
      appointmentId: run.appointmentId,
      flowName: flow.name,
      marketing: isMarketingFlow({ trigger: flow.trigger as FlowTrigger, flowSteps: steps }),
      offerCode: run.context.offerCode ?? null,
      now,
    };
    for (let index = run.step; index < steps.length; index++) {
      const step = steps[index] as FlowStep;
      if (step.type === 'wait') {
        const minutes = step.amount * WAIT_UNIT_MINUTES[step.unit];
        log.push({
          step: index,
          type: 'wait',
          at: now.toISOString(),
          outcome: 'done',
          detail: `Waiting ${step.amount} ${step.amount === 1 ? step.unit.slice(0, -1) : step.unit}`,
        });
        await save({ step: index + 1, dueAt: new Date(now.getTime() + minutes * 60_000), log });
        return true;
      }
      const result = await performStep(tx, step, subject);
      log.push({
        step: index,
        type: step.type,
        at: now.toISOString(),
        outcome: result.outcome,
        detail: result.detail,
      });
      if (result.offerCode) subject.offerCode = result.offerCode;
      if (result.stop) {
        await save({
          status: result.stop,
          step: index + 1,
          error: result.detail,
          log,
          context: { offerCode: subject.offerCode ?? undefined },
        });
        return true;
      }
    }
    await save({
      status: 'completed',
      step: steps.length,
      log,
      context: { offerCode: subject.offerCode ?? undefined },
    });
    return true;
  });
}

/** One round of the flow job: start runs for new triggers, then advance due runs until none is left. */
export async function runFlowRound(db: Database, now = new Date(), maxRuns = 200) {
  await discoverRuns(db, now);
  let advanced = 0;
  while (advanced < maxRuns && (await advanceNextRun(db, now))) advanced += 1;
  return advanced;
}
