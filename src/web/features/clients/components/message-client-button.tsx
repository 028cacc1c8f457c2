import { MessageSquare } from 'lucide-react';
import { useLocation } from 'wouter';
import { hasFeature } from '../../../../contract/plans';
import { Button } from '../../../components/ui/button';
import { useStartConversation } from '../../../lib/api/chat/start-conversation';
import { errorMessage } from '../../../lib/error-message';
import { useSubscription } from '../../../lib/subscription';
import { toast } from '../../../lib/toast';

/** Opens (or starts) the conversation with this client in /chat; only on plans with chat. */
export function MessageClientButton({ clientId }: { clientId: number }) {
  const plan = useSubscription();
  const start = useStartConversation();
  const [, navigate] = useLocation();
  if (!hasFeature(plan, 'chat')) return null;
  return (
    <Button
      variant="outline"
      disabled={start.isPending}
      onClick={() =>
        start.mutate(clientId, {
          onSuccess: (room) => navigate(`/chat?room=${room.id}`),
          onError: (error) =>
            toast({
              type: 'error',
              title: 'Error',
              message: errorMessage(error, 'Failed to create chat room'),
            }),
        })
      }
    >
      <MessageSquare aria-hidden="true" />
      Message
    </Button>
  );
}
