import { CARD_DECLINED } from '../../../contract/billing';

/**
 * The demo provider's cards, after Stripe's test cards: 4242 4242 4242 4242 (and any other card number that
 * passes the Luhn check) succeeds; these fail the way Stripe's do.
 */
const declinedWhenAdded: Record<string, string> = {
  '4000000000000002': CARD_DECLINED,
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};
/** Added without trouble, then every charge fails (Stripe's 4000 0000 0000 0341). */
export const FAILS_WHEN_CHARGED = '0341';

export type CardCheck =
  | { ok: true; brand: string; last4: string }
  | { ok: false; status: 400 | 402; field?: string; message: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

export function checkDemoCard(card: { cardNumber: string; expiry: string }, now: Date): CardCheck {
  const digits = card.cardNumber;
  if (!luhnValid(digits))
    return { ok: false, status: 400, field: 'cardNumber', message: 'Your card number is invalid.' };
  const [, mm, yy] = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry) ?? [];
  const month = Number(mm);
  const year = 2000 + Number(yy);
  // A card is good through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, status: 402, field: 'expiry', message: 'Your card has expired.' };
  }
  const declined = declinedWhenAdded[digits];
  if (declined) return { ok: false, status: 402, message: declined };
  return { ok: true, brand: cardBrand(digits), last4: digits.slice(-4) };
}
