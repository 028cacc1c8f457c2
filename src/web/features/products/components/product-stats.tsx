import { Boxes, DollarSign, Package, Tags } from 'lucide-react';
import { StatCard } from '../../../components/sales/stat-card';
import { formatMoney } from '../../../lib/money';

type ProductStatsProps = {
  loading: boolean;
  totalProducts: number;
  lowStockItems: number;
  totalValue: string;
  categories: number;
};

export function ProductStats({
  loading,
  totalProducts,
  lowStockItems,
  totalValue,
  categories,
}: ProductStatsProps) {
  return (
    <section aria-label="Inventory summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Products" value={String(totalProducts)} icon={Package} loading={loading} />
      <StatCard label="Low Stock Items" value={String(lowStockItems)} icon={Boxes} loading={loading} />
      <StatCard label="Total Value" value={formatMoney(totalValue)} icon={DollarSign} loading={loading} />
      <StatCard label="Categories" value={String(categories)} icon={Tags} loading={loading} />
    </section>
  );
}
