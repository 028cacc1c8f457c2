import { useDocumentTitle } from '../../../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { useWaitingRoom } from '../api/get-waiting-room';
import { useLiveRooms } from '../lib/use-live-rooms';
import { FullScreenState } from './full-screen-state';
import { KioskJoin } from './kiosk-join';

/**
 * `/walk-ins/:id/kiosk`: the reception tablet, without the app's frame. Visitors type their name and join
 * the line; it keeps up with the room (closed, full) as staff change it.
 */
export function KioskPage({ roomId }: { roomId: number }) {
  const room = useWaitingRoom(roomId);
  useLiveRooms();
  useDocumentTitle(room.data ? `${room.data.name} kiosk` : 'Kiosk');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh bg-slate-50 outline-none">
      {room.data ? (
        <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-8 sm:py-12">
          <header className="grid gap-3 text-center">
            <h1 className="break-words text-3xl font-bold text-slate-900 sm:text-5xl">{room.data.name}</h1>
            {room.data.welcomeMessage ? (
              <p className="whitespace-pre-line break-words text-lg text-slate-700 sm:text-xl">
                {room.data.welcomeMessage}
              </p>
            ) : null}
          </header>
          <KioskJoin room={room.data} />
        </div>
      ) : (
        <FullScreenState isPending={room.isPending} error={room.error} onRetry={() => room.refetch()} />
      )}
    </main>
  );
}
