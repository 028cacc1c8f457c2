import { Info } from 'lucide-react';
import { KPI_DEFINITIONS, type KpiKey, type ReportOverview } from '../../../../contract/reports';
import { Card } from '../../../components/ui/card';
import { Tooltip } from '../../../components/ui/tooltip';
import { formatMoney } from '../../../lib/money';
import { changeOf, rangeLabel } from '../lib/selection';

type KpiCard = { key: KpiKey; label: string; kind: 'money' | 'count' | 'rate' };

/** The six cards (spec §2): what an owner asks every week. */
const CARDS: KpiCard[] = [
  { key: 'totalRevenue', label: 'Total Revenue', kind: 'money' },
  { key: 'appointments', label: 'Appointments', kind: 'count' },
  { key: 'newClients', label: 'New Clients', kind: 'count' },
  { key: 'averageTicket', label: 'Average Ticket', kind: 'money' },
  { key: 'noShowRate', label: 'No-show Rate', kind: 'rate' },
  { key: 'utilization', label: 'Utilization', kind: 'rate' },
];

const shown = (value: string | number, kind: KpiCard['kind']) =>
  kind === 'money'
    ? formatMoney(value)
    : kind === 'rate'
      ? `${(Number(value) * 100).toFixed(1)}%`
      : Number(value).toLocaleString();

/** A rise is good news except for no-shows. */
const tone = (key: KpiKey, change: string) => {
  if (change === 'No change' || change === 'New') return 'text-slate-600';
  const up = change.startsWith('+');
  return up === (key !== 'noShowRate') ? 'text-emerald-700' : 'text-red-700';
};

export function KpiCards({ overview }: { overview: ReportOverview }) {
  const since = rangeLabel(overview.previousFrom, overview.previousTo);
  return (
    <ul aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {CARDS.map((card) => {
        const value = overview.kpis[card.key];
        const before = overview.previous[card.key];
        const change = changeOf(Number(value), Number(before), card.kind === 'rate' ? 'rate' : 'amount');
        const labelId = `kpi-${card.key}`;
        return (
          <li key={card.key}>
            <Card className="grid gap-1 p-5" aria-labelledby={labelId} role="group">
              <div className="flex items-center justify-between gap-2">
                <h2 id={labelId} className="text-sm font-medium text-slate-600">
                  {card.label}
                </h2>
                <Tooltip content={KPI_DEFINITIONS[card.key]}>
                  <button
                    type="button"
                    className="rounded-full p-1 text-slate-500 hover:text-slate-900"
                    aria-label={`How ${card.label} is counted`}
                  >
                    <Info aria-hidden="true" className="size-4" />
                  </button>
                </Tooltip>
              </div>
              <p className="text-2xl font-bold text-slate-900">{shown(value, card.kind)}</p>
              <p className="text-xs text-slate-600">
                <span className={`font-medium ${tone(card.key, change)}`}>{change}</span> vs {since} (
                {shown(before, card.kind)})
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
