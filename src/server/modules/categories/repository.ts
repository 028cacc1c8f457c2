import { asc, sql } from 'drizzle-orm';
import type { CategoryItem } from '../../../contract/products';
import type { DbOrTx } from '../../db/client';
import { categories, type NewCategory } from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

// Spelled out: drizzle leaves column names unqualified inside a subquery, where `id` would mean the product's.
const productCount = sql<number>`(select count(*)::int from products p
  where p.category_id = "categories"."id" and p.is_active)`;

function select(db: DbOrTx) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      productCount,
      createdAt: categories.createdAt,
    })
    .from(categories);
}

type Row = Omit<CategoryItem, 'createdAt'> & { createdAt: Date };
const toItem = (r: Row): CategoryItem => ({
  ...r,
  productCount: Number(r.productCount),
  createdAt: r.createdAt.toISOString(),
});

export async function listCategories(db: DbOrTx, businessId: number): Promise<CategoryItem[]> {
  const rows = await select(db).where(inTenant(categories, businessId)).orderBy(asc(categories.name));
  return rows.map(toItem);
}

export async function getCategory(db: DbOrTx, businessId: number, id: number) {
  const [row] = await select(db).where(idInTenant(categories, id, businessId));
  return row ? toItem(row) : undefined;
}

/** The new category's id; a name the business already uses fails on the unique (business, name) index. */
export async function insertCategory(db: DbOrTx, values: NewCategory) {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row;
}

/** The category's id, or undefined when the business has no such category. */
export async function updateCategoryRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<Pick<NewCategory, 'name' | 'description'>>,
) {
  const [row] = await db
    .update(categories)
    .set(values)
    .where(idInTenant(categories, id, businessId))
    .returning({ id: categories.id });
  return row;
}

/** The deleted category as it was, or undefined when the business has no such category. */
export async function deleteCategoryRow(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .delete(categories)
    .where(idInTenant(categories, id, businessId))
    .returning({ id: categories.id, name: categories.name, description: categories.description });
  return row;
}
