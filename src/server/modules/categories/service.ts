import { and, eq } from 'drizzle-orm';
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
import { categories } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { getCategory } from './repository';

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
      const [row] = await tx
        .insert(categories)
        .values({ businessId, name: input.name, description: input.description ?? null })
        .returning({ id: categories.id });
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
      const [row] = await tx
        .update(categories)
        .set(input)
        .where(and(inTenant(categories, businessId), eq(categories.id, id)))
        .returning({ id: categories.id });
      const item = row && (await getCategory(tx, businessId, row.id));
      if (!item) throw notFound(CATEGORY_NOT_FOUND);
      return item;
    }),
  );
}

/** Its products stay, uncategorized (the foreign key sets their category to null). */
export async function deleteCategory(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(categories)
      .where(and(inTenant(categories, businessId), eq(categories.id, id)))
      .returning({ id: categories.id, name: categories.name, description: categories.description });
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    await recordAudit(tx, {
      businessId,
      action: 'category.deleted',
      target: { type: 'category', id: row.id, label: row.name },
      before: { name: row.name, description: row.description },
    });
  });
}
