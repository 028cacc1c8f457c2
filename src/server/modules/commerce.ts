import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerCategoryRoutes } from './categories/routes';
import { registerInventoryRoutes } from './inventory/routes';
import { registerPaymentRoutes } from './payments/routes';
import { registerProductRoutes } from './products/routes';
import { registerRefundRoutes } from './refunds/routes';
import { registerSaleRoutes } from './sales/routes';

/** Every commerce route (issue 5): products, categories, inventory, sales, refunds, payments. */
export function registerCommerce(app: FastifyInstance, deps: { db: Database }) {
  registerProductRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerInventoryRoutes(app, deps);
  registerSaleRoutes(app, deps);
  registerRefundRoutes(app, deps);
  registerPaymentRoutes(app, deps);
}
