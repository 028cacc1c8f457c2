import { z } from 'zod';
import { optionalText } from './common';
import { marketingConsentSchema } from './consent';
import { optionalPhoneNumber } from './phone';

/** Spec §5, client profile rules: the same messages on the staff form, the portal and CSV import. */
export const CLIENT_NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const CLIENT_EMAIL_INVALID = 'Please enter a valid email address';
export const CLIENT_EMAIL_TAKEN = 'A client with this email already exists';

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

export const clientFields = {
  name: clientName,
  email: clientEmail,
  /** Staff may leave the phone empty (the widget and public booking collect only name and email). */
  phone: optionalPhoneNumber,
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
export const clientListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
    totalAppointments: z.number().int(),
    lastVisit: z
      .string()
      .nullable()
      .describe('Date (YYYY-MM-DD, business time) of the latest completed appointment, or null'),
  })
  .meta({ id: 'Client' });
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientPageSchema = z.object({
  items: z.array(clientListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClientPage = z.infer<typeof clientPageSchema>;

/** One row of a client's appointment history (newest first). */
export const clientHistoryAppointmentSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
  service: z.object({
    id: z.number().int(),
    name: z.string(),
    duration: z.number().int(),
    price: z.string(),
  }),
  staff: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type ClientHistoryAppointment = z.infer<typeof clientHistoryAppointmentSchema>;

/** GET /api/clients/{id}: contact details, notes, history and totals. */
export const clientDetailSchema = clientListItemSchema
  .extend({
    ...marketingConsentSchema.shape,
    totalSpent: z
      .string()
      .describe('Completed appointments\' service prices plus completed sales net of refunds, e.g. "120.50"'),
    appointments: z.array(clientHistoryAppointmentSchema),
  })
  .meta({ id: 'ClientDetail' });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** POST /api/clients/import/preview and /api/clients/import (a data job): the CSV text, header row required. */
export const importClientsSchema = z
  .object({ csv: z.string({ error: 'CSV is required' }).min(1, 'CSV is required').max(10_000_000) })
  .strict();
export type ImportClientsInput = z.input<typeof importClientsSchema>;

/** Headers the importer reads (case-insensitive; "full name" and "phone number" also work). */
export const clientCsvColumns = ['name', 'email', 'phone', 'address', 'notes'] as const;

const importRowErrorSchema = z.object({ path: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
export const importPreviewRowSchema = z.object({
  row: z.number().int().describe('1-based data row number (the header is row 0)'),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  errors: z.array(importRowErrorSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;
export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** What the CSV parser couldn't read (an unclosed quote, a row with too many fields), by line of the file. */
  fileErrors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const DELETE_CLIENT_CONFIRM = 'Are you sure you want to delete this client?';
