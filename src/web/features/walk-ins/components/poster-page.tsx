import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useWaitingRoom } from '../api/get-waiting-room';
import { FullScreenState } from './full-screen-state';

/** `/walk-ins/:id/poster`: a page to print and put up, with the QR code of the room's join page. */
export function PosterPage({ roomId }: { roomId: number }) {
  const room = useWaitingRoom(roomId);
  useDocumentTitle(room.data ? `${room.data.name} poster` : 'Poster');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh bg-white outline-none">
      {room.data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 print:hidden">
            <Link href={`/walk-ins?room=${roomId}`} className={buttonVariants({ variant: 'ghost' })}>
              <ArrowLeft aria-hidden="true" />
              Back to Walk-ins
            </Link>
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
          <article className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-10 text-center print:max-w-none print:py-0">
            <h1 className="break-words text-4xl font-bold text-slate-900 sm:text-6xl">{room.data.name}</h1>
            <p className="text-2xl font-semibold text-slate-800 sm:text-4xl">Scan to join the waiting list</p>
            <img
              src={`/api/waiting-rooms/${roomId}/join-qr.svg`}
              alt={`QR code to join the ${room.data.name} waiting list`}
              width={320}
              height={320}
              className="size-64 sm:size-80 print:size-[12cm]"
            />
            <div className="grid gap-1">
              <p className="text-lg text-slate-700">Or open this link on your phone:</p>
              <p className="break-all font-mono text-lg font-semibold text-slate-900 sm:text-xl">
                {room.data.joinUrl}
              </p>
            </div>
            {room.data.welcomeMessage ? (
              <p className="whitespace-pre-line break-words text-lg text-slate-700">
                {room.data.welcomeMessage}
              </p>
            ) : null}
          </article>
        </>
      ) : (
        <FullScreenState isPending={room.isPending} error={room.error} onRetry={() => room.refetch()} />
      )}
    </main>
  );
}
