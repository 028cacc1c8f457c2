import { useMemo } from 'react';
import { useProducts } from '../../../lib/api/products/get-products';
import { useServices } from '../../../lib/api/services/get-services';

/**
 * The business's services and products, inactive ones too: an offer may still name one that was switched
 * off, and its card and dialog show it by name. Undefined while a list loads.
 */
export function useDiscountableItems() {
  const services = useServices({ includeInactive: true }).data;
  const products = useProducts({ includeInactive: true }).data;
  const serviceNames = useMemo(() => new Map(services?.map((s) => [s.id, s.name])), [services]);
  const productNames = useMemo(() => new Map(products?.map((p) => [p.id, p.name])), [products]);
  return { services, products, serviceNames, productNames };
}
