import { z } from 'zod';
import { addRuleIssues, dayCount, type FieldError, optionalDescription, requiredText } from './common';
import { FLOW_OFFER_MISSING, variableErrors } from './message-variables';
import { offerRuleErrors, offerTypes } from './offers';
import { moneyInput, rowId } from './products';

/** Spec §3 automated_flows.trigger: what starts a run of a flow, for one appointment or one client. */
export const flowTriggers = [
  'appointment_booked',
  'appointment_completed',
  'appointment_cancelled',
  'no_show',
  'client_lapsed',
  'rebook_due',
] as const;
export type FlowTrigger = (typeof flowTriggers)[number];

export const flowTriggerLabels: Record<FlowTrigger, string> = {
  appointment_booked: 'An appointment is booked',
  appointment_completed: 'An appointment is completed',
  appointment_cancelled: 'An appointment is cancelled',
  no_show: 'A client misses an appointment (no-show)',
  client_lapsed: "A client hasn't been back for N days",
  rebook_due: 'N days after a completed service (time to rebook)',
};

/**
 * Flows that reach out unasked (lapsed clients, rebooking) are marketing: they email only clients who agreed
 * and carry the unsubscribe link. So is any flow that issues an offer code. The rest answer what the client
 * did (a visit, a booking, a missed appointment) and are service messages.
 */
export const MARKETING_TRIGGERS: readonly FlowTrigger[] = ['client_lapsed', 'rebook_due'];

export const waitUnits = ['minutes', 'hours', 'days'] as const;
export type WaitUnit = (typeof waitUnits)[number];
export const WAIT_UNIT_MINUTES: Record<WaitUnit, number> = { minutes: 1, hours: 60, days: 1440 };

export const flowStepTypes = ['wait', 'send_email', 'send_sms', 'issue_offer', 'request_review'] as const;
export type FlowStepType = (typeof flowStepTypes)[number];

export const flowStepLabels: Record<FlowStepType, string> = {
  wait: 'Wait',
  send_email: 'Send an email',
  send_sms: 'Send a text message',
  issue_offer: 'Give a single-use offer code',
  request_review: 'Ask for a review',
};

/** One step of a flow. An email or text may use {{firstName}}, {{businessName}}, {{bookingLink}} and {{offerCode}}. */
export const flowStepSchema = z
  .discriminatedUnion(
    'type',
    [
      z
        .object({
          type: z.literal('wait'),
          amount: z
            .number({ error: 'Wait must be a whole number' })
            .int('Wait must be a whole number')
            .min(1, 'Wait must be at least 1')
            .max(10_000, 'Wait is too long'),
          unit: z.enum(waitUnits, { error: 'Unit must be minutes, hours or days' }),
        })
        .strict(),
      z
        .object({
          type: z.literal('send_email'),
          subject: requiredText('Subject', 150),
          body: requiredText('Message', 5000),
        })
        .strict(),
      z.object({ type: z.literal('send_sms'), body: requiredText('Text', 320) }).strict(),
      z
        .object({
          type: z.literal('issue_offer'),
          offerType: z.enum(offerTypes, { error: 'Type must be percentage or fixed_amount' }),
          value: moneyInput('Value'),
          validDays: z
            .number({ error: 'Valid days must be a whole number' })
            .int('Valid days must be a whole number')
            .min(1, 'Valid days must be at least 1')
            .max(365, 'Valid days must be at most 365'),
        })
        .strict(),
      z.object({ type: z.literal('request_review') }).strict(),
    ],
    { error: 'Choose a step type' },
  )
  .meta({ id: 'FlowStep' });
export type FlowStepInput = z.input<typeof flowStepSchema>;
/** A step as stored: an offer's value in cents (or hundredths of a percent). */
export type FlowStep = z.output<typeof flowStepSchema>;

/** A step as the API answers it: an offer's value as it was written (10 = 10% or $10.00). */
export const flowStepAnswerSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('wait'), amount: z.number().int(), unit: z.enum(waitUnits) }),
    z.object({ type: z.literal('send_email'), subject: z.string(), body: z.string() }),
    z.object({ type: z.literal('send_sms'), body: z.string() }),
    z.object({
      type: z.literal('issue_offer'),
      offerType: z.enum(offerTypes),
      value: z.number().describe('Percent off, or dollars off'),
      validDays: z.number().int(),
    }),
    z.object({ type: z.literal('request_review') }),
  ])
  .meta({ id: 'FlowStepAnswer' });
export type FlowStepAnswer = z.infer<typeof flowStepAnswerSchema>;

/** What a trigger needs: days for a lapsed client; a service and days for rebooking. */
export const triggerConfigSchema = z
  .object({
    days: dayCount.optional(),
    serviceId: rowId('Service not found').optional(),
  })
  .strict()
  .meta({ id: 'FlowTriggerConfig' });
export type TriggerConfig = z.infer<typeof triggerConfigSchema>;

const flowFields = {
  name: requiredText('Flow name', 100),
  description: optionalDescription,
  trigger: z.enum(flowTriggers, { error: 'Choose a trigger' }),
  triggerConfig: triggerConfigSchema,
  isActive: z.boolean({ error: 'Active must be true or false' }),
  flowSteps: z
    .array(flowStepSchema, { error: 'Add at least one step' })
    .min(1, 'Add at least one step')
    .max(10, 'A flow has at most 10 steps'),
};

type FlowShape = { trigger?: FlowTrigger; triggerConfig?: TriggerConfig; flowSteps?: FlowStep[] };

/**
 * The rules that span fields: checked by the create schema, and by the server on a flow as an update will
 * leave it (an update may change the trigger and keep the stored days, or the reverse).
 */
export function flowRuleErrors(flow: FlowShape): FieldError[] {
  const errors: FieldError[] = [];
  const needsDays = flow.trigger === 'client_lapsed' || flow.trigger === 'rebook_due';
  if (needsDays && !flow.triggerConfig?.days)
    errors.push({ path: 'triggerConfig.days', message: 'Days are required for this trigger' });
  if (flow.trigger === 'rebook_due' && !flow.triggerConfig?.serviceId)
    errors.push({ path: 'triggerConfig.serviceId', message: 'Choose a service' });
  let offerIssued = false;
  flow.flowSteps?.forEach((step, i) => {
    if (step.type === 'send_email' || step.type === 'send_sms') {
      const fields = [
        ...(step.type === 'send_email' ? [{ path: `flowSteps.${i}.subject`, text: step.subject }] : []),
        { path: `flowSteps.${i}.body`, text: step.body },
      ];
      errors.push(...variableErrors(fields, { given: offerIssued, noOffer: FLOW_OFFER_MISSING }));
    }
    if (step.type !== 'issue_offer') return;
    offerIssued = true;
    for (const { message } of offerRuleErrors({ type: step.offerType, value: step.value }))
      errors.push({ path: `flowSteps.${i}.value`, message });
  });
  if (flow.flowSteps?.every((step) => step.type === 'wait'))
    errors.push({ path: 'flowSteps', message: 'A flow needs at least one step that does something' });
  return errors;
}

/** POST /api/automated-flows */
export const createFlowSchema = z
  .object({
    ...flowFields,
    description: flowFields.description.optional(),
    triggerConfig: triggerConfigSchema.default({}),
    isActive: flowFields.isActive.default(false),
  })
  .strict()
  .superRefine((flow, ctx) => addRuleIssues(ctx, flowRuleErrors(flow)))
  .meta({ id: 'CreateAutomatedFlow' });
export type CreateFlowInput = z.input<typeof createFlowSchema>;
export type CreateFlow = z.output<typeof createFlowSchema>;

/**
 * PUT /api/automated-flows/{id}: any subset (the rules are checked on the result); switching it on starts it
 * from now (no backlog).
 */
export const updateFlowSchema = z.object(flowFields).partial().strict().meta({ id: 'UpdateAutomatedFlow' });
export type UpdateFlowInput = z.input<typeof updateFlowSchema>;
export type UpdateFlow = z.output<typeof updateFlowSchema>;

export const flowRunStatuses = ['waiting', 'completed', 'skipped', 'failed', 'cancelled'] as const;
export type FlowRunStatus = (typeof flowRunStatuses)[number];

export const flowRunStatusLabels: Record<FlowRunStatus, string> = {
  waiting: 'Waiting',
  completed: 'Completed',
  skipped: 'Skipped',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const flowStatsSchema = z.object({
  waiting: z.number().int(),
  completed: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});

export const flowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    trigger: z.enum(flowTriggers),
    triggerConfig: triggerConfigSchema,
    isActive: z.boolean(),
    flowSteps: z.array(flowStepAnswerSchema),
    marketing: z.boolean().describe('Emails only clients who agreed, with the unsubscribe link'),
    activatedAt: z.string().nullable().describe('Runs start for what happens from this instant on'),
    stats: flowStatsSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'AutomatedFlow' });
export type Flow = z.infer<typeof flowSchema>;

/** One entry of a run's history: a step done, skipped or failed. */
export const flowRunLogSchema = z.object({
  step: z.number().int().describe('Index in flowSteps'),
  type: z.enum(flowStepTypes),
  at: z.string(),
  outcome: z.enum(['done', 'not_sent', 'skipped', 'failed']),
  detail: z.string(),
});
export type FlowRunLog = z.infer<typeof flowRunLogSchema>;

export const flowRunSchema = z
  .object({
    id: z.number().int(),
    flowId: z.number().int(),
    appointmentId: z.number().int().nullable(),
    clientId: z.number().int().nullable(),
    clientName: z.string().nullable(),
    status: z.enum(flowRunStatuses),
    step: z.number().int().describe('The next step to run'),
    dueAt: z.string().nullable().describe('When the next step runs'),
    error: z.string().nullable(),
    log: z.array(flowRunLogSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FlowRun' });
export type FlowRun = z.infer<typeof flowRunSchema>;

export const FLOW_ADDED = 'Flow created successfully';
export const FLOW_UPDATED = 'Flow updated successfully';
export const FLOW_DELETED = 'Flow deleted successfully';
export const FLOW_NOT_FOUND = 'Flow not found';

export const flowTemplateKeys = ['thank_you_review', 'we_miss_you', 'no_show_follow_up'] as const;
export type FlowTemplateKey = (typeof flowTemplateKeys)[number];

/** The three ready-made flows a business can switch on (and then change like any other). */
export const FLOW_TEMPLATES: Record<FlowTemplateKey, CreateFlowInput> = {
  thank_you_review: {
    name: 'Thank you and review request',
    description: 'Two hours after a completed visit: a thank-you and a link to review the visit.',
    trigger: 'appointment_completed',
    flowSteps: [
      { type: 'wait', amount: 2, unit: 'hours' },
      {
        type: 'send_email',
        subject: 'Thank you for visiting {{businessName}}',
        body: 'Hi {{firstName}},\n\nThank you for coming in today. We hope to see you again soon!\n\nBook your next visit: {{bookingLink}}',
      },
      { type: 'request_review' },
    ],
  },
  we_miss_you: {
    name: 'We miss you',
    description: "60 days after a client's last visit: a 10% code to come back, valid for 30 days.",
    trigger: 'client_lapsed',
    triggerConfig: { days: 60 },
    flowSteps: [
      { type: 'issue_offer', offerType: 'percentage', value: 10, validDays: 30 },
      {
        type: 'send_email',
        subject: 'We miss you, {{firstName}}',
        body: "Hi {{firstName}},\n\nIt's been a while! Here's 10% off your next visit to {{businessName}} with the code {{offerCode}} (valid 30 days, once).\n\nBook: {{bookingLink}}",
      },
    ],
  },
  no_show_follow_up: {
    name: 'No-show follow-up',
    description: 'An hour after a missed appointment: a friendly note with the booking link.',
    trigger: 'no_show',
    flowSteps: [
      { type: 'wait', amount: 1, unit: 'hours' },
      {
        type: 'send_email',
        subject: 'We missed you today',
        body: "Hi {{firstName}},\n\nWe missed you at your appointment today. Things come up! When you're ready, pick a new time here: {{bookingLink}}",
      },
    ],
  },
};

/** GET /api/automated-flows/templates item: a ready-made flow, to create (and switch on) as it is. */
export const flowTemplateSchema = z
  .object({
    key: z.enum(flowTemplateKeys),
    name: z.string(),
    description: z.string().nullable(),
    trigger: z.enum(flowTriggers),
    triggerConfig: triggerConfigSchema,
    flowSteps: z.array(flowStepAnswerSchema),
  })
  .meta({ id: 'AutomatedFlowTemplate' });
export type FlowTemplate = z.infer<typeof flowTemplateSchema>;

/** The templates as the API lists them. */
export const flowTemplates = (): FlowTemplate[] =>
  flowTemplateKeys.map((key) => {
    const t = FLOW_TEMPLATES[key];
    return {
      key,
      name: t.name,
      description: t.description ?? null,
      trigger: t.trigger,
      triggerConfig: t.triggerConfig ?? {},
      flowSteps: t.flowSteps.map((step) =>
        step.type === 'issue_offer' ? { ...step, value: Number(step.value) } : step,
      ) as FlowStepAnswer[],
    };
  });

/** Whether a flow is marketing (see MARKETING_TRIGGERS). */
export function isMarketingFlow(flow: {
  trigger: FlowTrigger;
  flowSteps: readonly { type: FlowStepType }[];
}) {
  return (
    MARKETING_TRIGGERS.includes(flow.trigger) || flow.flowSteps.some((step) => step.type === 'issue_offer')
  );
}
