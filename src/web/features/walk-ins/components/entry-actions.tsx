import type { LucideIcon } from 'lucide-react';
import { ArrowDown, ArrowUp, Bell, Check, Play, UserMinus, UserX } from 'lucide-react';
import type { QueueAction, QueueEntry } from '../../../../contract/waiting-rooms';
import { Button } from '../../../components/ui/button';

type EntryActionsProps = {
  entry: QueueEntry;
  /** Places to move a waiting visitor to (the neighbour's position); null at the top or bottom. */
  moveUpTo: number | null;
  moveDownTo: number | null;
  pending: boolean;
  onAction: (action: QueueAction) => void;
  onMove: (position: number) => void;
};

const buttons: Record<QueueAction, { label: string; icon: LucideIcon; variant: 'primary' | 'outline' }> = {
  call: { label: 'Call', icon: Bell, variant: 'primary' },
  start: { label: 'Start', icon: Play, variant: 'outline' },
  complete: { label: 'Complete', icon: Check, variant: 'primary' },
  'no-show': { label: 'No-show', icon: UserX, variant: 'outline' },
  remove: { label: 'Remove', icon: UserMinus, variant: 'outline' },
};

/** What each status allows, most likely first (the contract's ACTION_TRANSITIONS, in screen order). */
const actionsFor: Record<'waiting' | 'called' | 'serving', QueueAction[]> = {
  waiting: ['call', 'start', 'no-show', 'remove'],
  called: ['start', 'no-show', 'remove'],
  serving: ['complete', 'remove'],
};

/** One tap each: the actions the entry's status allows, named for the visitor they act on. */
export function EntryActions({ entry, moveUpTo, moveDownTo, pending, onAction, onMove }: EntryActionsProps) {
  if (entry.status !== 'waiting' && entry.status !== 'called' && entry.status !== 'serving') return null;
  const name = entry.clientName;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actionsFor[entry.status].map((action) => {
        const { label, icon: Icon, variant } = buttons[action];
        return (
          <Button
            key={action}
            variant={variant}
            aria-label={`${label} ${name}`}
            disabled={pending}
            onClick={() => onAction(action)}
            className={action === 'remove' ? 'text-red-700 hover:text-red-800' : undefined}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
      {entry.status === 'waiting' ? (
        <span className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${name} up`}
            disabled={pending || moveUpTo === null}
            onClick={() => moveUpTo !== null && onMove(moveUpTo)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${name} down`}
            disabled={pending || moveDownTo === null}
            onClick={() => moveDownTo !== null && onMove(moveDownTo)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </span>
      ) : null}
    </div>
  );
}
