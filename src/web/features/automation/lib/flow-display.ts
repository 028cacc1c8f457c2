import {
  type FlowStepAnswer,
  type FlowTrigger,
  flowStepLabels,
  flowTriggerLabels,
  type TriggerConfig,
  type WaitUnit,
} from '../../../../contract/flows';
import { describeOffer } from '../../../../contract/offers';

const singular: Record<WaitUnit, string> = { minutes: 'minute', hours: 'hour', days: 'day' };

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** "2 hours", "1 minute". */
export const describeWait = (amount: number, unit: WaitUnit) =>
  `${amount} ${amount === 1 ? singular[unit] : unit}`;

/**
 * What starts a flow, in words, with its days and service filled in: "A client hasn't been back for 60 days",
 * "30 days after a completed Haircut (time to rebook)" (a service no longer listed reads by its number).
 */
export function describeTrigger(
  trigger: FlowTrigger,
  config: TriggerConfig,
  serviceNames: ReadonlyMap<number, string>,
): string {
  if (trigger === 'client_lapsed' && config.days) return `A client hasn't been back for ${days(config.days)}`;
  if (trigger === 'rebook_due' && config.days) {
    const service =
      config.serviceId === undefined
        ? 'service'
        : (serviceNames.get(config.serviceId) ?? `Service #${config.serviceId}`);
    return `${days(config.days)} after a completed ${service} (time to rebook)`;
  }
  return flowTriggerLabels[trigger];
}

/** One step in words: "Wait 2 hours", "Send an email: {subject}", "Give a single-use offer code: 10% off, valid 30 days". */
export function describeStep(step: FlowStepAnswer): string {
  switch (step.type) {
    case 'wait':
      return `Wait ${describeWait(step.amount, step.unit)}`;
    case 'send_email':
      return `${flowStepLabels.send_email}: ${step.subject}`;
    case 'issue_offer': {
      const discount = describeOffer({ type: step.offerType, value: String(step.value) });
      return `${flowStepLabels.issue_offer}: ${discount}, valid ${days(step.validDays)}`;
    }
    case 'send_sms':
    case 'request_review':
      return flowStepLabels[step.type];
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A ready-made flow's steps on one line: "Wait 1 hour, then send an email". */
export function summarizeSteps(steps: readonly FlowStepAnswer[]): string {
  return steps
    .map((step, i) => {
      const words = step.type === 'wait' ? describeStep(step) : flowStepLabels[step.type];
      return i === 0 ? words : lowerFirst(words);
    })
    .join(', then ');
}
