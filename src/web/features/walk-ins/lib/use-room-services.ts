import { useMemo } from 'react';
import type { WaitingRoom } from '../../../../contract/waiting-rooms';
import { useServices } from '../../../lib/api/services/get-services';

/** The room's walk-in services by name, in the room's order; empty while the list loads or when it offers none. */
export function useRoomServices(room: Pick<WaitingRoom, 'settings'>) {
  const services = useServices({ includeInactive: true }).data;
  const ids = room.settings.serviceIds;
  return useMemo(() => {
    const byId = new Map(services?.map((service) => [service.id, service]));
    return ids.flatMap((id) => {
      const service = byId.get(id);
      return service ? [{ id: service.id, name: service.name }] : [];
    });
  }, [services, ids]);
}
