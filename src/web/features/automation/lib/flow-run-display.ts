import { type FlowRunLog, type FlowStepType, flowStepLabels } from '../../../../contract/flows';

export const flowRunOutcomeLabels: Record<FlowRunLog['outcome'], string> = {
  done: 'Done',
  not_sent: 'Not sent',
  skipped: 'Skipped',
  failed: 'Failed',
};

/** "Step 2: Send an email" (steps count from 1 for people, from 0 in the log). */
export const runStepLabel = (step: number, type: FlowStepType) => `Step ${step + 1}: ${flowStepLabels[type]}`;

/**
 * What a waiting run does next and when: "Next: Step 2: Send an email, due May 01, 2026 10:00". The flow
 * may have lost that step since (edited to fewer), so the step's kind is named only when it still exists.
 */
export function describeNextStep(
  step: number,
  steps: readonly { type: FlowStepType }[],
  due: string,
): string {
  const next = steps[step];
  return next ? `Next: ${runStepLabel(step, next.type)}, due ${due}` : `Next step due ${due}`;
}
