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

/** An extension at the end of a number: "x12", "ext. 12", "#12". */
const EXTENSION = /\s*(?:x|ext\.?|#)\s*(\d{1,6})$/i;

/**
 * A number as people read it (decision 010): a North American one as "(555) 010-4422", with "+1 " in front
 * when it was typed with +1; any other number typed with + as typed, its separators single spaces
 * ("+44 20 7946 0958"); an extension as " ext. 12". Anything else, or no valid number, stays as typed.
 */
export function formatPhone(phone: string): string {
  const typed = phone.trim();
  if (phoneProblem(typed)) return typed;
  const extension = EXTENSION.exec(typed);
  const number = extension ? typed.slice(0, extension.index) : typed;
  const ext = extension ? ` ext. ${extension[1]}` : '';
  const digits = phoneDigits(number);
  const plus = number.startsWith('+');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length === 10 && (!plus || national !== digits)) {
    const local = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
    return `${plus ? '+1 ' : ''}${local}${ext}`;
  }
  if (!plus) return typed;
  // Parentheses stay: "+44 (0)20 …" marks a digit not dialled from abroad.
  return `+${number
    .slice(1)
    .replace(/[\s.\-/]+/g, ' ')
    .trim()}${ext}`;
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
