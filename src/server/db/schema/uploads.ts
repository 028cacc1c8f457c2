import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { uploadKinds } from '../../../contract/uploads';
import { businessId } from './businesses';
import { createdAt } from './columns';
import { users } from './users';

/** Where an upload's bytes are: in its own row, or in S3-compatible object storage under its id. */
export const uploadStorages = ['database', 's3'] as const;

/** PostgreSQL's bytea, read as a Buffer from either driver (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded image, already checked, resized and stripped of metadata (decision 025). The id is random and
 * unguessable: it is the public address (`/media/{id}`), so nobody can walk from one business's images to
 * another's. `bytes` holds the image with the database backend; with S3 the object's key is the id.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    businessId: businessId(),
    kind: text('kind', { enum: uploadKinds }).notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    storage: text('storage', { enum: uploadStorages }).notNull(),
    bytes: bytea('bytes'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_business_created_idx').on(t.businessId, t.createdAt),
    check('uploads_kind_check', sql`${t.kind} in ('logo', 'business_photo', 'staff_photo', 'product_image')`),
    check('uploads_storage_check', sql`${t.storage} in ('database', 's3')`),
  ],
);

export type Upload = typeof uploads.$inferSelect;
