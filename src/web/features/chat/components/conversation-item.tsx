import type { ChatRoomListItem } from '../../../../contract/chat';
import { messageTime } from '../../../components/chat-widget/components/message-thread';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { initials } from './initials';
import { roomTitle, UnverifiedBadge } from './room-identity';

type ConversationItemProps = { room: ChatRoomListItem; selected: boolean; onSelect: () => void };

/**
 * One conversation: initials, client name, unread badge, last message, Appointment badge, time; and
 * Unverified for one a signed-out visitor started from the chat widget.
 */
export function ConversationItem({ room, selected, onSelect }: ConversationItemProps) {
  const last = room.lastMessage;
  const title = roomTitle(room);
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      className={cn(
        'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50',
        selected && 'bg-primary-50 hover:bg-primary-50',
      )}
    >
      <Avatar alt="" fallback={initials(title)} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate font-medium text-slate-900">{title}</span>
          <span className="shrink-0 text-xs text-slate-600">
            {messageTime(last?.createdAt ?? room.createdAt)}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <span className="min-w-0 truncate text-sm text-slate-600">
            {last ? `${last.senderType === 'user' ? 'You: ' : ''}${last.message}` : 'No messages yet'}
          </span>
          {room.unreadCount > 0 ? (
            <Badge variant="danger" className="ml-auto shrink-0">
              {room.unreadCount}
              <span className="sr-only"> unread</span>
            </Badge>
          ) : null}
        </span>
        {room.appointment || !room.verified ? (
          <span className="flex flex-wrap gap-1">
            {room.verified ? null : <UnverifiedBadge />}
            {room.appointment ? <Badge variant="neutral">Appointment</Badge> : null}
          </span>
        ) : null}
      </span>
    </button>
  );
}
