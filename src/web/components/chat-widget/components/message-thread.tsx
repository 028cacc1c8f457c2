import { format, isToday } from 'date-fns';
import { useEffect, useRef } from 'react';
import type { ChatMessage, ChatSenderType } from '../../../../contract/chat';
import { cn } from '../../../lib/cn';

type MessageThreadProps = {
  messages: ChatMessage[];
  /** Whose messages sit on the right: 'user' on the business's screen, 'client' in the widget. */
  ownSide: ChatSenderType;
  label: string;
  className?: string;
};

export function messageTime(iso: string): string {
  const date = new Date(iso);
  return isToday(date) ? format(date, 'h:mm a') : format(date, 'MMM d, h:mm a');
}

/** The messages of one room, oldest at the top, kept scrolled to the newest; read out as they arrive. */
export function MessageThread({ messages, ownSide, label, className }: MessageThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (newestId !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  return (
    <div role="log" aria-label={label} aria-live="polite" className={cn('overflow-y-auto p-4', className)}>
      {messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">No messages yet. Start the conversation!</p>
      ) : (
        <ol className="grid gap-3">
          {messages.map((message) => {
            const own = message.senderType === ownSide;
            return (
              <li key={message.id} className={cn('flex', own ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[80%] rounded-2xl px-3 py-2 text-sm',
                    own
                      ? 'rounded-br-sm bg-primary-600 text-white'
                      : 'rounded-bl-sm bg-slate-100 text-slate-900',
                  )}
                >
                  <p className="whitespace-pre-wrap break-words">{message.message}</p>
                  <p className={cn('mt-1 text-xs', own ? 'text-primary-50' : 'text-slate-600')}>
                    <span className="sr-only">{own ? 'Sent' : 'Received'} </span>
                    {messageTime(message.createdAt)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div ref={end} />
    </div>
  );
}
