import { MapPin, Pencil, Trash2, UserPlus } from 'lucide-react';
import type { QueueView } from '../../../../contract/waiting-rooms';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { estimatedWaitText } from '../../../lib/queue-display';
import { describeEstimate } from '../lib/queue-wording';
import { RoomLinks } from './room-links';

type QueueSummaryProps = {
  view: QueueView;
  /** Each absent when the member may not do it: its button is not shown. */
  onAddWalkIn?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** The room's head: how many are in line, the wait and what it rests on, and the room's screens. */
export function QueueSummary({ view, onAddWalkIn, onEdit, onDelete }: QueueSummaryProps) {
  const { room, entries, estimate } = view;
  const serving = entries.filter((entry) => entry.status === 'serving').length;
  const capacity = room.maxCapacity === null ? '' : ` of ${room.maxCapacity}`;
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="break-words text-lg font-semibold text-slate-900">{room.name}</h2>
            {room.isActive ? <Badge variant="success">Open</Badge> : <Badge variant="danger">Closed</Badge>}
          </div>
          {room.locationName ? (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="size-4" />
              {room.locationName}
            </p>
          ) : null}
        </div>
        {onAddWalkIn ? (
          <Button onClick={onAddWalkIn} className="w-full sm:w-auto">
            <UserPlus aria-hidden="true" />
            Add walk-in
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat term="In line" value={`${room.currentCount}${capacity}`} />
        <Stat term="Being served" value={String(serving)} />
        <div className="col-span-2 grid gap-0.5 rounded-lg bg-primary-50 p-3 sm:col-span-1">
          <dt className="sr-only">Wait</dt>
          <dd className="text-balance text-lg font-semibold text-primary-800">
            {estimatedWaitText(room.estimatedWaitTime)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{describeEstimate(estimate)}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
        <RoomLinks roomId={room.id} roomName={room.name} joinUrl={room.joinUrl} />
        {onEdit || onDelete ? (
          <div className="flex flex-wrap gap-2">
            {onEdit ? (
              <Button variant="outline" size="sm" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                Edit room
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${room.name}`}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={onDelete}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
