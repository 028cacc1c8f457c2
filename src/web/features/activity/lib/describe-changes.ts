/** One changed field of an activity line, in words: `price: 45 → 50`. A side is absent when it held nothing. */
export type Change = { field: string; before?: string; after?: string };

type Values = Record<string, unknown> | null;

const MAX_VALUE = 80;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `retentionDays` → 'retention days'; a `…Bp` (basis points) field drops its unit, shown on the value. */
export function fieldLabel(field: string): string {
  return field
    .replace(/Bp$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\./g, ' ')
    .toLowerCase();
}

/** A stored value in a few words: yes/no, none, a list, 15% for basis points, long text cut short. */
export function valueText(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && field.endsWith('Bp')) return `${value / 100}%`;
  // A code such as `invalid_credentials` reads as words.
  if (typeof value === 'string' && /^[a-z]+(_[a-z]+)+$/.test(value)) return value.replaceAll('_', ' ');
  const text =
    typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : Array.isArray(value)
        ? value.map((item) => valueText(item)).join(', ')
        : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * What changed between `before` and `after` (each holds only the fields that changed), field by field; an
 * object on both sides (a member's permissions) is opened one level, so only its changed keys show.
 */
export function describeChanges(before: Values, after: Values): Change[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field): Change[] => {
    const was = before && Object.hasOwn(before, field) ? before[field] : undefined;
    const now = after && Object.hasOwn(after, field) ? after[field] : undefined;
    if (isPlainObject(was) && isPlainObject(now)) {
      return describeChanges(was, now)
        .filter((change) => change.before !== change.after)
        .map((change) => ({ ...change, field: `${fieldLabel(field)}: ${change.field}` }));
    }
    return [
      {
        field: fieldLabel(field),
        ...(before && Object.hasOwn(before, field) ? { before: valueText(was, field) } : {}),
        ...(after && Object.hasOwn(after, field) ? { after: valueText(now, field) } : {}),
      },
    ];
  });
}

/** A change as one line of text: `price: 45 → 50`, `rows: 12`. */
export function changeText(change: Change): string {
  const sides =
    change.before !== undefined && change.after !== undefined
      ? `${change.before} → ${change.after}`
      : (change.before ?? change.after ?? '');
  return `${change.field}: ${sides}`;
}
