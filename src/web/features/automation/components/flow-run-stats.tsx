import type { Flow } from '../../../../contract/flows';
import { cn } from '../../../lib/cn';

const shown: { key: keyof Flow['stats']; term: string }[] = [
  { key: 'waiting', term: 'Waiting' },
  { key: 'completed', term: 'Completed' },
  { key: 'skipped', term: 'Skipped' },
  { key: 'failed', term: 'Failed' },
];

/** A flow's runs counted by where they stand; failures stand out so they get looked at. */
export function FlowRunStats({ stats }: { stats: Flow['stats'] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 xl:grid-cols-4">
      {shown.map(({ key, term }) => {
        const alarming = key === 'failed' && stats.failed > 0;
        return (
          <div
            key={key}
            className={cn(
              'grid content-start gap-0.5 rounded-md px-3 py-2',
              alarming ? 'bg-red-50 text-red-800' : 'bg-slate-50 text-slate-900',
            )}
          >
            <dt className={cn('text-xs', alarming ? 'font-semibold' : 'text-slate-600')}>{term}</dt>
            <dd className="text-lg font-semibold">{stats[key]}</dd>
          </div>
        );
      })}
    </dl>
  );
}
