import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { statusBarClass, statusLabels, statusTextClass } from '../../../components/appointments/status';
import { cn } from '../../../lib/cn';
import { formatTimeOfDay } from '../../../lib/format-day';
import { placement, type Span, toTime } from '../lib/time-grid';
import type { Placed } from '../lib/use-grid-changes';

type GridAppointmentProps = {
  placed: Placed;
  range: Span;
  lane: { lane: number; lanes: number };
  /** The week view of the whole team names whose appointment it is. */
  showStaff: boolean;
  hintId: string;
  canChange: boolean;
  /** The keyboard is moving or resizing it: it takes focus, also after changing column. */
  keyboardActive: boolean;
  onOpen: () => void;
  onDragStart: (event: PointerEvent, mode: 'move' | 'resize') => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/** An appointment on the grid, coloured by status: opens its details, drags to move, its bottom edge resizes. */
export function GridAppointment({ placed, range, lane, ...props }: GridAppointmentProps) {
  const a = placed.appointment;
  const ref = useRef<HTMLButtonElement>(null);
  // Also once its change is answered: the "Notify the client?" question took focus meanwhile.
  useEffect(() => {
    if (props.keyboardActive && placed.state !== 'saving') ref.current?.focus();
  }, [props.keyboardActive, placed.state]);
  const span = { start: placed.start, end: placed.start + placed.length };
  const { top, height } = placement(span, range);
  const time = `${formatTimeOfDay(toTime(span.start))} – ${formatTimeOfDay(toTime(span.end))}`;
  const staff = `${a.staff.firstName} ${a.staff.lastName}`.trim();
  const width = 100 / lane.lanes;
  const label = [
    a.client.name,
    a.service.name,
    time,
    props.showStaff ? `with ${staff}` : null,
    statusLabels[a.status],
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-describedby={props.hintId}
      data-state={placed.state}
      className={cn(
        'absolute z-[5] flex flex-col justify-start overflow-hidden rounded-md border border-l-4 px-1.5 py-0.5 text-left text-xs shadow-sm',
        'focus-visible:z-[7] focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
        statusBarClass[a.status],
        props.canChange ? 'cursor-grab' : 'cursor-pointer',
        placed.state === 'dragging' && 'z-[8] cursor-grabbing opacity-80 shadow-lg ring-2 ring-primary-500',
        placed.state === 'saving' && 'opacity-70',
      )}
      style={{
        top,
        height,
        left: placed.state === 'dragging' ? '2px' : `calc(${lane.lane * width}% + 2px)`,
        width: placed.state === 'dragging' ? 'calc(100% - 4px)' : `calc(${width}% - 4px)`,
      }}
      onClick={props.onOpen}
      onKeyDown={props.onKeyDown}
      onPointerDown={(event) => props.onDragStart(event, 'move')}
    >
      <span className={cn('block truncate font-semibold', statusTextClass[a.status])}>{a.client.name}</span>
      <span className="block truncate text-slate-700">{`${time} · ${a.service.name}`}</span>
      {props.showStaff ? <span className="block truncate text-slate-600">{staff}</span> : null}
      {props.canChange ? (
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize"
          onPointerDown={(event) => {
            event.stopPropagation();
            props.onDragStart(event, 'resize');
          }}
        />
      ) : null}
    </button>
  );
}
