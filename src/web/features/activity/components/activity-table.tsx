import type { AuditEvent } from '../../../../contract/audit';
import { CardList, CardListItem, TableOrCards } from '../../../components/ui/card-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { actorDetail, actorLabel, targetLabel } from '../lib/describe-line';
import { ChangesList } from './changes-list';
import { OriginAddress, OriginDetails } from './line-origin';

function Actor({ event }: { event: AuditEvent }) {
  const detail = actorDetail(event);
  return (
    <>
      <span className="font-medium text-slate-900">{actorLabel(event)}</span>
      {detail ? <span className="block text-xs text-slate-600">{detail}</span> : null}
    </>
  );
}

type Props = { events: AuditEvent[]; formatWhen: (iso: string) => string };

/** The trail: a table from `md` up, a card per line on a phone. */
export function ActivityTable({ events, formatWhen }: Props) {
  const table = (
    <Table aria-label="Activity">
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>Who</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>What</TableHead>
          <TableHead>Changes</TableHead>
          <TableHead>From</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => {
          const when = formatWhen(event.occurredAt);
          return (
            <TableRow key={event.id}>
              <TableCell className="whitespace-nowrap align-top">
                <time dateTime={event.occurredAt}>{when}</time>
              </TableCell>
              <TableCell className="min-w-32 align-top">
                <Actor event={event} />
              </TableCell>
              <TableCell className="min-w-32 align-top font-medium">{event.actionLabel}</TableCell>
              <TableCell className="min-w-40 max-w-56 align-top wrap-anywhere">
                {targetLabel(event)}
              </TableCell>
              <TableCell className="min-w-40 max-w-72 align-top">
                <ChangesList event={event} />
              </TableCell>
              <TableCell className="min-w-36 max-w-56 align-top">
                <div className="grid gap-1">
                  <OriginAddress event={event} />
                  <OriginDetails event={event} when={when} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
  const cards = (
    <CardList aria-label="Activity" className="p-3">
      {events.map((event) => {
        const when = formatWhen(event.occurredAt);
        return (
          <CardListItem
            key={event.id}
            title={event.actionLabel}
            lines={[
              { label: 'When', value: <time dateTime={event.occurredAt}>{when}</time> },
              { label: 'Who', value: <Actor event={event} /> },
              { label: 'What', value: targetLabel(event) },
              { label: 'Changes', value: <ChangesList event={event} /> },
              { label: 'From', value: <OriginAddress event={event} /> },
            ]}
            actions={
              event.userAgent || event.requestId ? (
                <div className="w-full">
                  <OriginDetails event={event} when={when} />
                </div>
              ) : undefined
            }
          />
        );
      })}
    </CardList>
  );
  return <TableOrCards table={table} cards={cards} />;
}
