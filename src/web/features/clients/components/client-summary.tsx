import type { ClientDetail } from '../../../../contract/clients';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/money';
import { formatDay } from './format';

/** Total appointments, last visit and total spent: all computed by the server from real records. */
export function ClientSummary({ client }: { client: ClientDetail }) {
  const figures = [
    { label: 'Total appointments', value: String(client.totalAppointments) },
    { label: 'Last visit', value: formatDay(client.lastVisit) },
    { label: 'Total spent', value: formatMoney(client.totalSpent) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map((figure) => (
        <Card key={figure.label} className="p-5">
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{figure.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
