import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { ApiError } from '../../../lib/api-client';
import { usePublicRoom } from '../api/get-public-room';
import { rememberedPlace } from '../lib/saved-place';
import { JoinForm } from './join-form';
import { PlaceNotFound } from './place-not-found';
import { QueueLayout } from './queue-layout';
import { RoomClosedNotice } from './room-closed-notice';
import { RoomHeader } from './room-header';

/** A room id in the address: digits only, else it can't be a room. */
const roomIdFrom = (raw: string) => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** `/queue/join/:roomId` (the poster's QR code): open to anyone; a visitor joins the line from their phone. */
export function JoinQueuePage({ roomId: raw }: { roomId: string }) {
  useDocumentTitle('Join the waiting list');
  const roomId = roomIdFrom(raw);
  return <QueueLayout>{roomId === null ? <RoomNotFound /> : <JoinRoom roomId={roomId} />}</QueueLayout>;
}

function JoinRoom({ roomId }: { roomId: number }) {
  const room = usePublicRoom(roomId);
  if (room.isPending) {
    return (
      <LoadingSkeleton
        label="Loading…"
        className="grid gap-4"
        bars={['h-5 w-32', 'h-9 w-2/3', 'h-64 w-full']}
      />
    );
  }
  if (room.isError) {
    if (room.error instanceof ApiError && room.error.status === 404) return <RoomNotFound />;
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Join the waiting list</h1>
        <ErrorState error={room.error} onRetry={() => room.refetch()} />
      </>
    );
  }
  const saved = rememberedPlace(roomId);
  return (
    <>
      <RoomHeader room={room.data} />
      {saved ? (
        <p className="text-sm text-slate-700">
          Already in line?{' '}
          <Link
            href={`/queue/${saved}`}
            className="font-medium text-primary-700 underline underline-offset-4"
          >
            See your place
          </Link>
        </p>
      ) : null}
      {!room.data.isActive || room.data.isFull ? (
        <RoomClosedNotice closed={!room.data.isActive} />
      ) : (
        <Card className="p-5">
          <JoinForm room={room.data} />
        </Card>
      )}
    </>
  );
}

function RoomNotFound() {
  return (
    <PlaceNotFound
      title="Waiting list not found"
      description="This link doesn't point to a waiting list. Please check the link or scan the code again, or ask at the front desk."
    />
  );
}
