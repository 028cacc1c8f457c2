import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import type { ProductItem } from '../../../contract/products';
import type { Database } from '../../db/client';
import { clients, memberships } from '../../db/schema/index';

/** Test-only helpers for the commerce API tests. */
export type CommerceBusiness = TestBusiness & { businessId: number };

export async function commerceBusiness(app: FastifyInstance): Promise<CommerceBusiness> {
  const owner = await createTestBusiness(app);
  return { ...owner, businessId: owner.user.businessId };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(app: FastifyInstance) {
  return (method: Method, url: string, cookie: string | undefined, payload?: object) =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload: payload as InjectOptions['payload'] } : {}),
    });
}

let skuCounter = 0;
export async function addProduct(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<ProductItem> {
  skuCounter += 1;
  const response = await caller(app)('POST', '/api/products', cookie, {
    name: `Product ${skuCounter}`,
    sku: `SKU-${skuCounter}`,
    price: 10,
    stockQuantity: 10,
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`product: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function addClient(db: Database, businessId: number, email: string | null = null) {
  const [row] = await db
    .insert(clients)
    .values({ businessId, name: 'Casey Customer', email })
    .returning({ id: clients.id });
  if (!row) throw new Error('no client row');
  return row.id;
}

/** Signs-up has one member, the owner; tests switch its role to see what other roles may do. */
export async function setRole(db: Database, businessId: number, role: 'owner' | 'staff' | 'manager') {
  await db.update(memberships).set({ role }).where(eq(memberships.businessId, businessId));
}
