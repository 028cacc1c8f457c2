import { DoorOpen, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hasFeature, plansWith } from '../../../../contract/plans';
import type { WaitingRoom } from '../../../../contract/waiting-rooms';
import { PageTitle } from '../../../components/layout/page-title';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCan } from '../../../lib/current-user';
import { useSubscription } from '../../../lib/subscription';
import { useWaitingRooms } from '../api/list-waiting-rooms';
import { useLiveRooms } from '../lib/use-live-rooms';
import { DeleteRoomDialog } from './delete-room-dialog';
import { RoomDialog } from './room-dialog';
import { RoomPicker } from './room-picker';
import { RoomQueue } from './room-queue';

/** `/walk-ins`: the waiting rooms' live queues, while the plan has front_desk. */
export function WalkInsPage() {
  const plan = useSubscription();
  if (hasFeature(plan, 'front_desk')) return <WaitingRooms />;
  return (
    <>
      <PageTitle title="Walk-ins" subtitle="Waiting lists for visitors without an appointment" />
      <FeatureGate plan={plan} description={WALK_INS_GATE} />
    </>
  );
}

/** What the walk-in screens say without the plan (the kiosk, board and poster too). */
export const WALK_INS_GATE = `Walk-in waiting lists, with a kiosk, a TV board and a QR poster, come with ${plansWith('front_desk')}.`;

/** The rooms and their live queues; `?room={id}` keeps the room on screen across visits. */
function WaitingRooms() {
  const rooms = useWaitingRooms();
  useLiveRooms();
  const manages = useCan()('walkIns.manage');
  const [, navigate] = useLocation();
  const roomParam = Number(new URLSearchParams(useSearch()).get('room'));
  const selectRoom = (roomId: number) => navigate(`/walk-ins?room=${roomId}`, { replace: true });
  const [editing, setEditing] = useState<{ room?: WaitingRoom } | null>(null);
  const [deleting, setDeleting] = useState<WaitingRoom | null>(null);

  const newRoomButton = manages ? (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden="true" />
      New waiting room
    </Button>
  ) : null;

  let body: ReactNode;
  if (rooms.isPending) body = <RoomsLoading />;
  else if (rooms.isError) body = <ErrorState error={rooms.error} onRetry={() => rooms.refetch()} />;
  else if (rooms.data.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={DoorOpen}
          title="No waiting rooms yet"
          description={
            manages
              ? 'Create a waiting list: visitors join it from a link, a QR poster or a kiosk, and you call them in turn.'
              : 'A manager can create one. Walk-in visitors will appear here once it exists.'
          }
          action={newRoomButton}
        />
      </Card>
    );
  } else {
    const selected = rooms.data.find((room) => room.id === roomParam) ?? rooms.data[0];
    body = selected ? (
      <RoomPicker rooms={rooms.data} selected={selected} onSelect={selectRoom} actions={newRoomButton}>
        {(room) => (
          <RoomQueue
            roomId={room.id}
            onEdit={manages ? (current) => setEditing({ room: current }) : undefined}
            onDelete={manages ? setDeleting : undefined}
          />
        )}
      </RoomPicker>
    ) : null;
  }

  return (
    <>
      <PageTitle title="Walk-ins" subtitle="Waiting lists for visitors without an appointment" />
      <div className="mx-auto grid max-w-4xl gap-4">{body}</div>
      {editing ? (
        <RoomDialog
          room={editing.room}
          onClose={() => setEditing(null)}
          onSaved={(room) => selectRoom(room.id)}
        />
      ) : null}
      <DeleteRoomDialog room={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function RoomsLoading() {
  return (
    <div role="status" aria-label="Loading waiting rooms" className="grid gap-4">
      <Skeleton className="h-10 w-64 max-w-full" />
      <Card className="grid gap-3 p-5">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-full" />
      </Card>
    </div>
  );
}
