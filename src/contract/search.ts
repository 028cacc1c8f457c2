import { z } from 'zod';

export const SEARCH_TOO_SHORT = 'Search must be at least 2 characters';
export const SEARCH_TOO_LONG = 'Search must be at most 100 characters';
/** Each group answers at most this many. */
export const SEARCH_GROUP_LIMIT = 5;

/** GET /api/search?q= */
export const searchQuerySchema = z.object({
  q: z.string({ error: SEARCH_TOO_SHORT }).trim().min(2, SEARCH_TOO_SHORT).max(100, SEARCH_TOO_LONG),
});

const link = z.string().describe("The app path that opens it, e.g. '/clients/12'");

export const searchResultsSchema = z
  .object({
    clients: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          email: z.string().nullable(),
          phone: z.string().nullable(),
          link,
        }),
      )
      .describe('By name, email or phone (plan feature client_management, `clients.view`)'),
    appointments: z
      .array(
        z.object({
          id: z.number().int(),
          clientName: z.string(),
          serviceName: z.string(),
          date: z.string().describe('YYYY-MM-DD, business time'),
          startTime: z.string().describe('HH:mm, business time'),
          link,
        }),
      )
      .describe(
        "By client or service name, nearest to now first; a member's own without `appointments.viewAll`",
      ),
    sales: z
      .array(
        z.object({
          id: z.number().int(),
          customerName: z.string().describe("'Walk-in Customer' for a sale without one"),
          total: z.string().describe('Decimal, e.g. "45.00"'),
          createdAt: z.string().describe('When the sale was made (ISO 8601)'),
          link,
        }),
      )
      .describe('By sale id ("12" or "#12") or customer name, newest first (`sales.view`)'),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResultsSchema>;
