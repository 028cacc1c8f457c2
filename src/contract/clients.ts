import { z } from 'zod';

/** Spec §5, client profile rules: the same messages on the staff form, the portal and CSV import. */
export const CLIENT_NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const CLIENT_EMAIL_INVALID = 'Please enter a valid email address';
export const CLIENT_PHONE_TOO_SHORT = 'Phone number must be at least 10 digits';
export const CLIENT_EMAIL_TAKEN = 'A client with this email already exists';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

export const clientName = z
  .string({ error: CLIENT_NAME_TOO_SHORT })
  .trim()
  .min(2, CLIENT_NAME_TOO_SHORT)
  .max(255);

export const clientEmail = z
  .string({ error: CLIENT_EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .pipe(z.email(CLIENT_EMAIL_INVALID).max(255, CLIENT_EMAIL_INVALID));

/** "At least 10 digits": separators such as spaces, dashes and brackets are allowed but not counted. */
export const clientPhone = z
  .string({ error: CLIENT_PHONE_TOO_SHORT })
  .trim()
  .max(50)
  .refine((value) => value.replace(/\D/g, '').length >= 10, CLIENT_PHONE_TOO_SHORT);

/** Staff may leave the phone empty (the widget and public booking collect only name and email). */
const optionalPhone = z
  .union([z.literal(''), z.null(), clientPhone])
  .optional()
  .transform((value) => (value === '' ? null : value));

export const clientFields = {
  name: clientName,
  email: clientEmail,
  phone: optionalPhone,
  address: optionalText(255),
  notes: optionalText(5000),
};

/** POST /api/clients (spec §7: name, email; portal form adds phone, address, notes). */
export const createClientSchema = z.object(clientFields).strict();
export type CreateClientInput = z.input<typeof createClientSchema>;
export type CreateClient = z.output<typeof createClientSchema>;

/** PUT /api/clients/{id}: the same fields, any subset. */
export const updateClientSchema = z.object(clientFields).partial().strict();
export type UpdateClientInput = z.input<typeof updateClientSchema>;
export type UpdateClient = z.output<typeof updateClientSchema>;

export const clientSortFields = ['name', 'email', 'createdAt'] as const;
export type ClientSortField = (typeof clientSortFields)[number];

/** GET /api/clients?search=&sort=name|email|createdAt&order=asc|desc&page=1&pageSize=25 */
export const listClientsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(clientSortFields, { error: 'Invalid sort field' }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'Invalid sort order' }).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type ListClientsQuery = z.input<typeof listClientsQuerySchema>;

/** A row of the clients list; totals come from the client's appointments (cancelled ones not counted). */
export type ClientListItem = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  createdAt: string;
  totalAppointments: number;
  /** Date (YYYY-MM-DD, business time) of the latest completed appointment, or null. */
  lastVisit: string | null;
};

export type ClientPage = { items: ClientListItem[]; total: number; page: number; pageSize: number };

/** One row of a client's appointment history (newest first). */
export type ClientHistoryAppointment = {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  notes: string | null;
  service: { id: number; name: string; duration: number; price: string };
  staff: { id: number; firstName: string; lastName: string } | null;
};

/** GET /api/clients/{id}: contact details, notes, history and totals. */
export type ClientDetail = ClientListItem & {
  /** Completed appointments' service prices plus completed sales net of refunds, e.g. "120.50". */
  totalSpent: string;
  appointments: ClientHistoryAppointment[];
};

/** POST /api/clients/import/preview and /api/clients/import: the CSV text (header row required). */
export const importClientsSchema = z
  .object({ csv: z.string({ error: 'CSV is required' }).min(1, 'CSV is required').max(10_000_000) })
  .strict();
export type ImportClientsInput = z.input<typeof importClientsSchema>;

/** Headers the importer reads (case-insensitive; "full name" and "phone number" also work). */
export const clientCsvColumns = ['name', 'email', 'phone', 'address', 'notes'] as const;

export type ImportRowError = { path: string; message: string };
export type ImportPreviewRow = {
  /** 1-based data row number (the header is row 0). */
  row: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
  errors: ImportRowError[];
};
export type ImportPreview = { rows: ImportPreviewRow[]; valid: number; invalid: number };
/** 201 from POST /api/clients/import; any bad row answers 400 with errors[].path "rows.{row}.{field}" instead. */
export type ImportResult = { imported: number };

export const DELETE_CLIENT_CONFIRM = 'Are you sure you want to delete this client?';
