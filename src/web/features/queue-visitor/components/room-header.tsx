import type { PublicWaitingRoom } from '../../../../contract/waiting-rooms';
import { estimatedWaitText } from '../../../lib/queue-display';

/** The business and room, the welcome message, and how long the line is now. */
export function RoomHeader({ room }: { room: PublicWaitingRoom }) {
  return (
    <header className="grid gap-2">
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{room.businessName}</p>
      <h1 className="break-words text-3xl font-bold text-slate-900">{room.name}</h1>
      {room.welcomeMessage ? (
        <p className="whitespace-pre-line break-words text-slate-700">{room.welcomeMessage}</p>
      ) : null}
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{estimatedWaitText(room.estimatedWaitTime)}</span>
        {' · '}
        {room.currentCount === 1 ? '1 person in line' : `${room.currentCount} people in line`}
      </p>
    </header>
  );
}
