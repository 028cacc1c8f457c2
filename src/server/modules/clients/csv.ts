import {
  CLIENT_EMAIL_TAKEN,
  type ClientListItem,
  clientCsvColumns,
  createClientSchema,
  type ImportPreviewRow,
} from '../../../contract/clients';
import { type CsvParseError, readCsv, unescapeFormula, writeCsv } from '../../lib/csv';
import { zodIssuesToErrors } from '../../lib/validate';

/** Header spellings people's spreadsheets use for our columns. */
const headerAliases: Record<string, (typeof clientCsvColumns)[number]> = {
  name: 'name',
  'full name': 'name',
  'client name': 'name',
  email: 'email',
  'email address': 'email',
  phone: 'phone',
  'phone number': 'phone',
  mobile: 'phone',
  address: 'address',
  notes: 'notes',
};

/**
 * Parses and validates every row; `existingEmails` (lowercase) are this business's clients. A file the parser
 * can't read whole (an unclosed quote, a row with too many fields) comes back as fileErrors with line numbers.
 */
export function previewClientCsv(
  csv: string,
  existingEmails: ReadonlySet<string>,
): { rows: ImportPreviewRow[]; fileErrors: CsvParseError[] } {
  const parsed = readCsv(
    csv,
    (header) => headerAliases[header.trim().toLowerCase()] ?? header.trim().toLowerCase(),
  );
  const seen = new Set<string>();
  // Our own export puts an apostrophe before a cell that looks like a formula: take it off again.
  const cell = (value: string | undefined) => (value === undefined ? undefined : unescapeFormula(value));
  const rows = parsed.rows.map((raw, index) => {
    const input = {
      name: cell(raw.name) ?? '',
      email: cell(raw.email) ?? '',
      phone: cell(raw.phone) ?? null,
      address: cell(raw.address) ?? null,
      notes: cell(raw.notes) ?? null,
    };
    const result = createClientSchema.safeParse(input);
    const errors = result.success ? [] : zodIssuesToErrors(result.error);
    const email = result.success ? result.data.email : input.email.trim().toLowerCase();
    if (result.success && (existingEmails.has(email) || seen.has(email))) {
      errors.push({ path: 'email', message: CLIENT_EMAIL_TAKEN });
    }
    seen.add(email);
    const clean = result.success ? result.data : input;
    return {
      row: index + 1,
      name: clean.name.trim(),
      email,
      phone: clean.phone ?? null,
      address: clean.address ?? null,
      notes: clean.notes ?? null,
      errors,
    };
  });
  return { rows, fileErrors: parsed.errors };
}

const EXPORT_HEADER = [...clientCsvColumns, 'createdAt', 'totalAppointments', 'lastVisit'];

/** Every client as CSV, through the one CSV writer; the importer reads it back as it is. */
export function clientsToCsv(rows: ClientListItem[]): string {
  return writeCsv(
    EXPORT_HEADER,
    rows.map((c) => [
      c.name,
      c.email ?? '',
      c.phone ?? '',
      c.address ?? '',
      c.notes ?? '',
      c.createdAt,
      c.totalAppointments,
      c.lastVisit ?? '',
    ]),
  );
}
