/** "4242 4242 4242 4242" while typing: digits only, in groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "12/30" while typing: the slash goes in after the month; at most MM/YY. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** At most 4 digits. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
