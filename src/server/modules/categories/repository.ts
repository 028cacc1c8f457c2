import { and, asc, eq, sql } from 'drizzle-orm';
import type { CategoryItem } from '../../../contract/products';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

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
  const [row] = await select(db).where(and(inTenant(categories, businessId), eq(categories.id, id)));
  return row ? toItem(row) : undefined;
}
