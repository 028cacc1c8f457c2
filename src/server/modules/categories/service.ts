import type { z } from 'zod';
import {
  CATEGORY_NOT_FOUND,
  type CategoryItem,
  categoryTaken,
  type createCategorySchema,
  type updateCategorySchema,
} from '../../../contract/products';
import { recordAudit } from '../../core/audit';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { deleteCategoryRow, getCategory, insertCategory, updateCategoryRow } from './repository';

/** Reads that are one query: verbs of the area as they stand. */
export { listCategories } from './repository';

/** The unique (business, name) index decides; its violation is a 409 naming the category. */
async function guardName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name && postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(categoryTaken(name));
    throw error;
  }
}

export async function createCategory(
  db: Database,
  businessId: number,
  input: z.output<typeof createCategorySchema>,
): Promise<CategoryItem> {
  return guardName(input.name, () =>
    db.transaction(async (tx) => {
      const row = await insertCategory(tx, {
        businessId,
        name: input.name,
        description: input.description ?? null,
      });
      const item = row && (await getCategory(tx, businessId, row.id));
      if (!item) throw new Error('created category not found');
      return item;
    }),
  );
}

export async function updateCategory(
  db: Database,
  businessId: number,
  id: number,
  input: z.output<typeof updateCategorySchema>,
): Promise<CategoryItem> {
  return guardName(input.name, () =>
    db.transaction(async (tx) => {
      if (input.name === undefined && input.description === undefined) {
        const current = await getCategory(tx, businessId, id);
        if (!current) throw notFound(CATEGORY_NOT_FOUND);
        return current;
      }
      const row = await updateCategoryRow(tx, businessId, id, input);
      const item = row && (await getCategory(tx, businessId, row.id));
      if (!item) throw notFound(CATEGORY_NOT_FOUND);
      return item;
    }),
  );
}

/** Its products stay, uncategorized (the foreign key sets their category to null). */
export async function deleteCategory(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const row = await deleteCategoryRow(tx, businessId, id);
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    await recordAudit(tx, {
      businessId,
      action: 'category.deleted',
      target: { type: 'category', id: row.id, label: row.name },
      before: { name: row.name, description: row.description },
    });
  });
}
