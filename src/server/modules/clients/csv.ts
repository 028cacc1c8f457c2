import Papa from 'papaparse';
import {
  CLIENT_EMAIL_TAKEN,
  type ClientListItem,
  clientCsvColumns,
  createClientSchema,
  type ImportPreviewRow,
} from '../../../contract/clients';
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

/** Parses and validates every row; `existingEmails` (lowercase) are this business's clients. */
export function previewClientCsv(csv: string, existingEmails: ReadonlySet<string>): ImportPreviewRow[] {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => headerAliases[header.trim().toLowerCase()] ?? header.trim().toLowerCase(),
  });
  const seen = new Set<string>();
  return parsed.data.map((raw, index) => {
    const input = {
      name: raw.name ?? '',
      email: raw.email ?? '',
      phone: raw.phone ?? null,
      address: raw.address ?? null,
      notes: raw.notes ?? null,
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
}

export function clientsToCsv(rows: ClientListItem[]): string {
  return Papa.unparse(
    rows.map((c) => ({
      name: c.name,
      email: c.email ?? '',
      phone: c.phone ?? '',
      address: c.address ?? '',
      notes: c.notes ?? '',
      createdAt: c.createdAt,
      totalAppointments: c.totalAppointments,
      lastVisit: c.lastVisit ?? '',
    })),
    {
      columns: [...clientCsvColumns, 'createdAt', 'totalAppointments', 'lastVisit'],
      // A cell starting with = + - @ would run as a formula in a spreadsheet.
      escapeFormulae: true,
    },
  );
}
