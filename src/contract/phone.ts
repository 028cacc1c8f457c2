import { z } from 'zod';

// The one phone rule of booking, clients, the portal and the CSV import: people's numbers are stored as they
// typed them ("(555) 010-4422", "+44 20 7946 0958 ext. 12"); matching compares digits (phoneDigits).

export const PHONE_TOO_SHORT = 'Phone number must be at least 10 digits';
export const PHONE_TOO_LONG = 'Phone number can have at most 15 digits';
export const PHONE_INVALID = 'Please enter a valid phone number';

/** Digits, spaces and + ( ) . - / separators, then an optional extension ("x12", "ext. 12", "#12"). */
const PHONE_SHAPE = /^\+?[0-9\s().\-/]+?(?:\s*(?:x|ext\.?|#)\s*\d{1,6})?$/i;

/** The number's digits without separators or extension: what two spellings of one number share. */
export function phoneDigits(phone: string): string {
  return phone
    .trim()
    .replace(/\s*(?:x|ext\.?|#)\s*\d{1,6}$/i, '')
    .replace(/\D/g, '');
}

/**
 * The number in E.164 for a text message: as typed with its + and country code; ten digits without one are
 * a North American number (+1), as the booking forms default to.
 */
export function phoneE164(phone: string): string {
  const digits = phoneDigits(phone);
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

/** What is wrong with a trimmed phone number people typed, or null: 10 to 15 digits, phone characters only. */
export function phoneProblem(value: string): string | null {
  if (!PHONE_SHAPE.test(value)) return PHONE_INVALID;
  const digits = phoneDigits(value).length;
  if (digits < 10) return PHONE_TOO_SHORT;
  return digits > 15 ? PHONE_TOO_LONG : null;
}

/** A phone number people typed: 10 to 15 digits (E.164's limit), phone characters only. */
export const phoneNumber = z
  .string({ error: PHONE_TOO_SHORT })
  .trim()
  .max(50, PHONE_INVALID)
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Optional: empty or null is no phone (null); absent stays absent (an update leaves it as it was). */
export const optionalPhoneNumber = z
  .union([z.literal(''), z.null(), phoneNumber])
  .optional()
  .transform((value) => (value === '' ? null : value));
