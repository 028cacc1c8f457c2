import { Bell } from 'lucide-react';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { estimatedWaitText } from '../../../lib/queue-display';
import { useBoard } from '../api/get-board';
import { useLiveRooms } from '../lib/use-live-rooms';
import { FullScreenState } from './full-screen-state';

/**
 * `/walk-ins/:id/board`: the TV in the waiting area, without the app's frame. It reads only the board
 * endpoint, so no email, phone or full name ever reaches the screen: first names and initials.
 */
export function BoardPage({ roomId }: { roomId: number }) {
  const board = useBoard(roomId);
  useLiveRooms();
  useDocumentTitle(board.data ? `${board.data.roomName} board` : 'Board');
  if (!board.data) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh bg-white outline-none">
        <FullScreenState isPending={board.isPending} error={board.error} onRetry={() => board.refetch()} />
      </main>
    );
  }
  const called = board.data.entries.filter((entry) => entry.status === 'called');
  const waiting = board.data.entries.filter((entry) => entry.status === 'waiting');
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh flex-col gap-8 bg-slate-950 p-5 text-white outline-none sm:p-10"
    >
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-700 pb-5">
        <h1 className="break-words text-3xl font-bold sm:text-5xl">{board.data.roomName}</h1>
        <p className="text-balance text-2xl font-semibold text-amber-300 sm:text-4xl">
          {estimatedWaitText(board.data.estimatedWaitTime)}
        </p>
      </header>
      <div className="grid flex-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="board-called" className="grid content-start gap-4">
          <h2
            id="board-called"
            className="flex items-center gap-3 text-2xl font-semibold text-amber-300 sm:text-4xl"
          >
            <Bell aria-hidden="true" className="size-8" />
            Now called
          </h2>
          {called.length === 0 ? (
            <p className="text-xl text-slate-300 sm:text-3xl">Nobody right now</p>
          ) : (
            <ul aria-label="Now called" className="grid gap-3">
              {called.map((entry) => (
                <li
                  key={entry.id}
                  className="break-words rounded-2xl bg-amber-300 px-6 py-4 text-4xl font-bold text-slate-950 sm:text-7xl"
                >
                  {entry.displayName}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="board-waiting" className="grid content-start gap-4">
          <h2 id="board-waiting" className="text-2xl font-semibold sm:text-4xl">
            Waiting
          </h2>
          {waiting.length === 0 ? (
            <p className="text-xl text-slate-300 sm:text-3xl">Nobody is waiting</p>
          ) : (
            <ol aria-label="Waiting" className="grid gap-2">
              {waiting.map((entry) => (
                <li
                  key={entry.id}
                  className="flex items-center gap-4 rounded-xl bg-slate-800 px-5 py-3 text-2xl sm:text-4xl"
                >
                  <span className="w-12 shrink-0 text-right font-bold text-slate-300 tabular-nums sm:w-16">
                    <span className="sr-only">Number </span>
                    {entry.position}
                  </span>
                  <span className="min-w-0 break-words font-semibold">{entry.displayName}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </main>
  );
}
