import { z } from 'zod';

/**
 * A form's "Confirm password" field, checked in the browser only (it never leaves it): required, and the same
 * as `newPassword`. Settings' change-password form and the reset page both add it to their schema.
 */
type Typed = { newPassword: string; confirmPassword: string };
const samePassword = (values: Typed) => values.newPassword === values.confirmPassword;

export function withPasswordConfirmation<Shape extends { newPassword: z.ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) {
  return schema
    .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
    .refine((values) => samePassword(values as unknown as Typed), {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
}
