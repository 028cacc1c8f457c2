import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * The table from `md` up, the cards below it. Only one is rendered, so a row's text and controls are
 * never on the page twice (a search by text or label finds one of each).
 */
export function TableOrCards({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  // Tailwind's `md` breakpoint: from here up a list shows as a table, below it as cards.
  return <>{useMediaQuery('(min-width: 768px)') ? table : cards}</>;
}

/** A table's rows as a list of cards at phone width. The label names the list, as a table's would. */
export function CardList({ className, ...props }: ComponentProps<'ul'> & { 'aria-label': string }) {
  return <ul className={cn('grid gap-3', className)} {...props} />;
}

export type CardLine = {
  label: string;
  value: ReactNode;
};

type CardListItemProps = {
  /** The primary name or link, as in the row's first cell. */
  title: ReactNode;
  /** A status badge beside the title. */
  badge?: ReactNode;
  /** The row's other cells, each with its column's name. */
  lines?: CardLine[];
  /** The row's buttons and links; nothing is shown when absent. */
  actions?: ReactNode;
};

/** One row of a table as a card: title and badge, label/value lines, then the row's actions. */
export function CardListItem({ title, badge, lines = [], actions }: CardListItemProps) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 font-medium text-slate-900 wrap-anywhere">{title}</div>
        {badge ? <div className="shrink-0">{badge}</div> : null}
      </div>
      {lines.length > 0 ? (
        <dl className="mt-3 grid gap-2">
          {lines.map((line) => (
            <div key={line.label} className="flex items-baseline justify-between gap-4">
              <dt className="shrink-0 text-slate-600">{line.label}</dt>
              <dd className="min-w-0 text-right wrap-anywhere">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions ? (
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3">
          {actions}
        </div>
      ) : null}
    </li>
  );
}
