import { useState } from 'react';
import { useSearch } from 'wouter';
import { hasFeature, plansWith } from '../../../../contract/plans';
import { PageTitle } from '../../../components/layout/page-title';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { useChatRooms } from '../../../lib/api/chat/get-chat-rooms';
import { cn } from '../../../lib/cn';
import { useSubscription } from '../../../lib/subscription';
import { useChatUpdates } from '../api/use-chat-updates';
import { ConversationList } from './conversation-list';
import { MessagePane } from './message-pane';

/** `/chat`: conversations with clients, live over /ws; gated by the plan's chat feature (spec §6). */
export function ChatPage() {
  const plan = useSubscription();
  const allowed = hasFeature(plan, 'chat');
  return (
    <>
      <PageTitle title="Chat" subtitle="Communicate with your clients" />
      {allowed ? (
        <Conversations />
      ) : (
        <FeatureGate
          plan={plan}
          description={`Chat with your clients in real time on ${plansWith('chat')}.`}
        />
      )}
    </>
  );
}

/** `?room=` from a client's profile (Message) opens that conversation. */
function roomFrom(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('room'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function Conversations() {
  const rooms = useChatRooms(true);
  useChatUpdates(true);
  const search = useSearch();
  const [selectedId, setSelectedId] = useState<number | null>(() => roomFrom(search));
  const selected = rooms.data?.find((room) => room.id === selectedId) ?? null;

  // On a phone one column shows at a time: the list, or the open conversation with a way back.
  return (
    <div className="grid gap-4 lg:grid-cols-[340px_minmax(0,1fr)]">
      <ConversationList
        rooms={rooms}
        selectedId={selectedId}
        onSelect={setSelectedId}
        className={cn(selected && 'hidden lg:flex')}
      />
      <MessagePane
        room={selected}
        onBack={() => setSelectedId(null)}
        className={cn(!selected && 'hidden lg:flex')}
      />
    </div>
  );
}
