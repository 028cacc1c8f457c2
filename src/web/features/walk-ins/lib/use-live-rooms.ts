import { useQueryClient } from '@tanstack/react-query';
import { useQueueRealtime } from '../../../lib/queue-realtime';
import { waitingRoomsQueryOptions } from '../api/list-waiting-rooms';
import { refreshRoom } from '../api/refresh-room';

/**
 * Keeps every waiting-room query on screen current: a changed room is read again, and so is everything
 * after each (re)connection, since what changed while the socket was down is unknown.
 */
export function useLiveRooms(enabled = true) {
  const queryClient = useQueryClient();
  useQueueRealtime(enabled, {
    onConnected: () => {
      void queryClient.invalidateQueries({ queryKey: waitingRoomsQueryOptions().queryKey });
    },
    onChange: (roomId) => {
      void refreshRoom(queryClient, roomId);
    },
  });
}
