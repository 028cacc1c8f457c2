import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId } from './businesses';
import { instant, timestamps } from './columns';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    accessCodeHash: text('access_code_hash'),
    accessCodeCreatedAt: instant('access_code_created_at'),
    /** The client asked for no more review requests (the link in one). */
    emailOptOut: boolean('email_opt_out').default(false).notNull(),
    /** Agreed to marketing email (campaigns, marketing flows); never assumed, never set by default. */
    marketingOptIn: boolean('marketing_opt_in').default(false).notNull(),
    /** When and how consent was last given or withdrawn ('booking_page', 'portal', 'staff_in_person', 'unsubscribe_link'...). */
    marketingConsentAt: instant('marketing_consent_at'),
    marketingConsentSource: text('marketing_consent_source'),
    /**
     * The unsubscribe link's secret, made when the client first agrees and kept after, so an old email's link
     * still works. It can only withdraw consent, so it is stored as it is sent.
     */
    marketingToken: text('marketing_token'),
    ...timestamps(),
  },
  (t) => [
    index('clients_business_name_idx').on(t.businessId, t.name),
    // The list's email sort (missing emails first) reads this instead of sorting every client of the business.
    index('clients_business_email_sort_idx').on(t.businessId, sql`coalesce(${t.email}, '')`, t.id),
    uniqueIndex('clients_business_email_idx').on(t.businessId, t.email),
    uniqueIndex('clients_access_code_hash_idx').on(t.accessCodeHash),
    uniqueIndex('clients_marketing_token_idx').on(t.marketingToken),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
