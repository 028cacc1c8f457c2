import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withPasswordConfirmation } from './password-confirmation';

describe('withPasswordConfirmation', () => {
  const schema = withPasswordConfirmation(z.object({ newPassword: z.string().min(12) }));
  const messages = (values: object) =>
    schema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('asks for the confirmation and says when it differs', () => {
    expect(messages({ newPassword: 'lantern-orchard', confirmPassword: 'lantern-orchard' })).toEqual([]);
    // A form shows a field's first message.
    expect(messages({ newPassword: 'lantern-orchard', confirmPassword: '' })[0]).toEqual([
      'confirmPassword',
      'Please confirm your new password',
    ]);
    expect(messages({ newPassword: 'lantern-orchard', confirmPassword: 'lantern-orchid' })).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
  });
});
