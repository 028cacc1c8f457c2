import { describe, expect, it } from 'vitest';
import { describeNextStep, runStepLabel } from './flow-run-display';

describe('runStepLabel', () => {
  it('counts steps from 1', () => {
    expect(runStepLabel(0, 'wait')).toBe('Step 1: Wait');
    expect(runStepLabel(1, 'send_email')).toBe('Step 2: Send an email');
  });
});

describe('describeNextStep', () => {
  const steps = [{ type: 'wait' as const }, { type: 'send_sms' as const }];
  it('names the step a waiting run does next', () => {
    expect(describeNextStep(1, steps, 'May 01, 2026 10:00')).toBe(
      'Next: Step 2: Send a text message, due May 01, 2026 10:00',
    );
  });
  it('gives only the time when the flow no longer has that step', () => {
    expect(describeNextStep(4, steps, 'May 01, 2026 10:00')).toBe('Next step due May 01, 2026 10:00');
  });
});
