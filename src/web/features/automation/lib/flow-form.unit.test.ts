import { describe, expect, it } from 'vitest';
import { createFlowSchema, type Flow, flowTemplates } from '../../../../contract/flows';
import {
  emptyFlowForm,
  flowFormFields,
  flowToForm,
  formToFlowInput,
  newFlowStep,
  templateToInput,
} from './flow-form';

const flow: Flow = {
  id: 4,
  name: 'Rebook',
  description: null,
  trigger: 'rebook_due',
  triggerConfig: { days: 30, serviceId: 3 },
  isActive: true,
  flowSteps: [
    { type: 'wait', amount: 2, unit: 'days' },
    { type: 'issue_offer', offerType: 'percentage', value: 10, validDays: 14 },
    { type: 'send_email', subject: 'Time to rebook', body: 'Code {{offerCode}}' },
  ],
  marketing: true,
  activatedAt: null,
  stats: { waiting: 0, completed: 0, skipped: 0, failed: 0 },
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('flowToForm and formToFlowInput', () => {
  it("round-trip a flow's answer into the body the contract takes", () => {
    const values = flowToForm(flow);
    expect(values.triggerConfig).toEqual({ days: '30', serviceId: '3' });
    expect(values.flowSteps[1]).toMatchObject({ type: 'issue_offer', value: '10', validDays: '14' });
    const input = formToFlowInput(values);
    expect(input).toEqual({
      name: 'Rebook',
      description: '',
      trigger: 'rebook_due',
      triggerConfig: { days: 30, serviceId: 3 },
      isActive: true,
      flowSteps: [
        { type: 'wait', amount: 2, unit: 'days' },
        { type: 'issue_offer', offerType: 'percentage', value: '10', validDays: 14 },
        { type: 'send_email', subject: 'Time to rebook', body: 'Code {{offerCode}}' },
      ],
    });
    expect(createFlowSchema.safeParse(input).success).toBe(true);
  });

  it('sends the days and service only for the triggers that need them', () => {
    const values = { ...flowToForm(flow), trigger: 'no_show' as const };
    expect(formToFlowInput(values).triggerConfig).toEqual({});
    const lapsed = { ...values, trigger: 'client_lapsed' as const };
    expect(formToFlowInput(lapsed).triggerConfig).toEqual({ days: 30 });
  });

  it('leaves blanks for the contract to name in its own words', () => {
    const values = {
      ...emptyFlowForm,
      name: 'Lapsed',
      trigger: 'client_lapsed' as const,
      flowSteps: [{ ...newFlowStep('wait'), amount: '' }, newFlowStep('send_email')],
    };
    const parsed = createFlowSchema.safeParse(formToFlowInput(values));
    const messages = parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'flowSteps.0.amount: Wait must be a whole number',
        'flowSteps.1.subject: Subject is required',
        'flowSteps.1.body: Message is required',
      ]),
    );
  });
});

describe('flowFormFields', () => {
  it("names each step's inputs by the contract's paths, the list itself last", () => {
    const fields = flowFormFields(2);
    expect(fields).toContain('flowSteps.1.subject');
    expect(fields).toContain('triggerConfig.days');
    expect(fields.at(-1)).toBe('flowSteps');
  });
});

describe('templateToInput', () => {
  it('creates a ready-made flow switched on, as the contract takes it', () => {
    for (const template of flowTemplates()) {
      const input = templateToInput(template);
      expect(input.isActive).toBe(true);
      expect(input).not.toHaveProperty('key');
      expect(createFlowSchema.safeParse(input).success).toBe(true);
    }
  });
});
