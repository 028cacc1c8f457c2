import type {
  CreateFlowInput,
  Flow,
  FlowStepAnswer,
  FlowStepInput,
  FlowStepType,
  FlowTemplate,
  FlowTrigger,
  WaitUnit,
} from '../../../../contract/flows';
import type { OfferType } from '../../../../contract/offers';

/** One step's inputs: every type's, so the field paths are the same for any step; the type picks which count. */
export type FlowStepFormValues = {
  type: FlowStepType;
  amount: string;
  unit: WaitUnit;
  subject: string;
  body: string;
  offerType: OfferType;
  value: string;
  validDays: string;
};

/** What the inputs hold: text as typed, the trigger's inputs, the Active switch and the steps in order. */
export type FlowFormValues = {
  name: string;
  description: string;
  trigger: FlowTrigger;
  triggerConfig: { days: string; serviceId: string };
  isActive: boolean;
  flowSteps: FlowStepFormValues[];
};

const blankStep: Omit<FlowStepFormValues, 'type'> = {
  amount: '1',
  unit: 'hours',
  subject: '',
  body: '',
  offerType: 'percentage',
  value: '',
  validDays: '30',
};

export const newFlowStep = (type: FlowStepType): FlowStepFormValues => ({ ...blankStep, type });

export const emptyFlowForm: FlowFormValues = {
  name: '',
  description: '',
  trigger: 'appointment_completed',
  triggerConfig: { days: '', serviceId: '' },
  isActive: false,
  flowSteps: [],
};

/** A step as the API answers it (an offer's value as written, 10 = 10%) into its inputs. */
export function stepToForm(step: FlowStepAnswer): FlowStepFormValues {
  const form = newFlowStep(step.type);
  switch (step.type) {
    case 'wait':
      return { ...form, amount: String(step.amount), unit: step.unit };
    case 'send_email':
      return { ...form, subject: step.subject, body: step.body };
    case 'send_sms':
      return { ...form, body: step.body };
    case 'issue_offer':
      return {
        ...form,
        offerType: step.offerType,
        value: String(step.value),
        validDays: String(step.validDays),
      };
    case 'request_review':
      return form;
  }
}

export function flowToForm(flow: Flow): FlowFormValues {
  return {
    name: flow.name,
    description: flow.description ?? '',
    trigger: flow.trigger,
    triggerConfig: {
      days: flow.triggerConfig.days === undefined ? '' : String(flow.triggerConfig.days),
      serviceId: flow.triggerConfig.serviceId === undefined ? '' : String(flow.triggerConfig.serviceId),
    },
    isActive: flow.isActive,
    flowSteps: flow.flowSteps.map(stepToForm),
  };
}

/** Blank is NaN, which the contract refuses with its own message ("Wait must be a whole number"). */
const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** Blank is left out, so the contract says what the trigger needs ("Days are required for this trigger"). */
const numberOrAbsent = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A step's body for the contract: its type and only the fields that type takes (the schema is strict). */
export function formToStep(step: FlowStepFormValues): FlowStepInput {
  switch (step.type) {
    case 'wait':
      return { type: 'wait', amount: numberOrNaN(step.amount), unit: step.unit };
    case 'send_email':
      return { type: 'send_email', subject: step.subject, body: step.body };
    case 'send_sms':
      return { type: 'send_sms', body: step.body };
    case 'issue_offer':
      return {
        type: 'issue_offer',
        offerType: step.offerType,
        value: step.value,
        validDays: numberOrNaN(step.validDays),
      };
    case 'request_review':
      return { type: 'request_review' };
  }
}

/** The body the contract parses: the days only for a trigger that counts them, the service only for rebooking. */
export function formToFlowInput(values: FlowFormValues): CreateFlowInput {
  const { trigger, triggerConfig } = values;
  const countsDays = trigger === 'client_lapsed' || trigger === 'rebook_due';
  return {
    name: values.name,
    description: values.description,
    trigger,
    triggerConfig: {
      ...(countsDays ? { days: numberOrAbsent(triggerConfig.days) } : {}),
      ...(trigger === 'rebook_due' ? { serviceId: numberOrAbsent(triggerConfig.serviceId) } : {}),
    },
    isActive: values.isActive,
    flowSteps: values.flowSteps.map(formToStep),
  };
}

const stepFields = ['type', 'amount', 'unit', 'subject', 'body', 'offerType', 'value', 'validDays'] as const;

/**
 * The form's fields for `stepCount` steps, named as the contract's paths, so a 400's `errors[].path`
 * (`flowSteps.1.subject`) lands on its input; `flowSteps` last, for what is said of the steps as a whole.
 */
export function flowFormFields(stepCount: number) {
  const steps = Array.from({ length: stepCount }, (_, i) =>
    stepFields.map((field) => `flowSteps.${i}.${field}` as const),
  ).flat();
  return [
    'name',
    'description',
    'trigger',
    'triggerConfig.days',
    'triggerConfig.serviceId',
    'isActive',
    ...steps,
    'flowSteps',
  ] as const;
}

/** A ready-made flow as a new flow, switched on. */
export function templateToInput(template: FlowTemplate): CreateFlowInput {
  const { name, description, trigger, triggerConfig, flowSteps } = template;
  return { name, description, trigger, triggerConfig, flowSteps, isActive: true };
}
