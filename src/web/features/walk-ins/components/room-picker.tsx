import type { ReactNode } from 'react';
import { useId } from 'react';
import type { WaitingRoom } from '../../../../contract/waiting-rooms';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

/** Up to this many rooms are tabs; more read better as a list to pick from. */
const MAX_TABS = 3;

type RoomPickerProps = {
  rooms: WaitingRoom[];
  selected: WaitingRoom;
  onSelect: (roomId: number) => void;
  /** Beside the picker, e.g. New waiting room. */
  actions?: ReactNode;
  children: (room: WaitingRoom) => ReactNode;
};

/** Which room's queue is on screen: nothing to pick with one room, tabs with a few, a select with many. */
export function RoomPicker({ rooms, selected, onSelect, actions, children }: RoomPickerProps) {
  const id = useId();
  const bar = (picker: ReactNode) => (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {picker}
      {actions}
    </div>
  );
  const label = (room: WaitingRoom) => `${room.name} (${room.currentCount})`;
  if (rooms.length === 1) {
    return (
      <div className="grid gap-4">
        {actions ? bar(<span />) : null}
        {children(selected)}
      </div>
    );
  }
  if (rooms.length > MAX_TABS) {
    return (
      <div className="grid gap-4">
        {bar(
          <div className="grid w-full gap-1.5 sm:w-72">
            <Label htmlFor={`${id}-room`}>Waiting room</Label>
            <NativeSelect
              id={`${id}-room`}
              value={selected.id}
              onChange={(event) => onSelect(Number(event.target.value))}
            >
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {label(room)}
                </option>
              ))}
            </NativeSelect>
          </div>,
        )}
        {children(selected)}
      </div>
    );
  }
  return (
    <Tabs
      value={String(selected.id)}
      onValueChange={(value) => onSelect(Number(value))}
      className="grid gap-4"
    >
      {bar(
        <TabsList aria-label="Waiting rooms" className="flex max-w-full overflow-x-auto">
          {rooms.map((room) => (
            <TabsTrigger key={room.id} value={String(room.id)} className="shrink-0">
              {label(room)}
            </TabsTrigger>
          ))}
        </TabsList>,
      )}
      {rooms.map((room) => (
        <TabsContent key={room.id} value={String(room.id)} className="min-w-0">
          {children(room)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
