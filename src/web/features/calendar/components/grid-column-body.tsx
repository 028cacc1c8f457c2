import type { KeyboardEvent, PointerEvent } from 'react';
import { formatTimeOfDay } from '../../../lib/format-day';
import type { GridColumn } from '../lib/grid-columns';
import { laneLayout, placement, ROW_PX, type Span, toTime } from '../lib/time-grid';
import type { Placed } from '../lib/use-grid-changes';
import { GridAppointment } from './grid-appointment';

type GridColumnBodyProps = {
  column: GridColumn;
  rows: number[];
  range: Span;
  nowMinute: number | null;
  placed: Placed[];
  /** The row of this column that holds the grid's one tab stop, if it is in this column. */
  activeCell: number | null;
  hintId: string;
  canChange: boolean;
  keyboardId: number | null;
  bodyRef: (element: HTMLElement | null) => void;
  onCellKey: (row: number, key: string) => boolean;
  onCellFocus: (row: number) => void;
  onBook: (minute: number) => void;
  onOpen: (placed: Placed) => void;
  onDragStart: (event: PointerEvent, placed: Placed, mode: 'move' | 'resize') => void;
  onBlockKey: (placed: Placed, event: KeyboardEvent) => void;
};

/**
 * One column's 15-minute times: off-hours shaded, blocked time hatched, each empty time a button that books
 * it (one tab stop for the whole grid; arrow keys move between times), the appointments above them.
 */
export function GridColumnBody(props: GridColumnBodyProps) {
  const { column, range, rows } = props;
  const height = rows.length * ROW_PX;
  const lanes = laneLayout(
    props.placed
      .filter((p) => p.state !== 'dragging')
      .map((p) => ({ id: p.appointment.id, start: p.start, end: p.start + p.length })),
  );
  return (
    <section
      ref={props.bodyRef}
      aria-label={`${column.title}${column.subtitle ? `, ${column.subtitle}` : ''}`}
      className={`relative border-l border-slate-200 ${column.offHours ? 'bg-slate-100' : 'bg-white'}`}
      style={{ height }}
    >
      {column.offHours
        ? column.hours.map((span) => (
            <div
              key={`${span.start}-${span.end}`}
              aria-hidden="true"
              className="absolute inset-x-0 bg-white"
              style={placement(span, range)}
            />
          ))
        : null}
      {rows.map((minute) =>
        minute % 60 === 0 ? (
          <div
            key={`line-${minute}`}
            aria-hidden="true"
            className="absolute inset-x-0 border-t border-slate-200"
            style={{ top: ((minute - range.start) / 15) * ROW_PX }}
          />
        ) : null,
      )}
      {column.blocked.map((block) => (
        <div
          key={block.id}
          className="absolute inset-x-0 z-[1] overflow-hidden bg-[repeating-linear-gradient(135deg,#e2e8f0_0_6px,#f1f5f9_6px_12px)] px-2 text-xs text-slate-700"
          style={placement(block, range)}
        >
          {`Blocked${block.reason ? `: ${block.reason}` : ''}`}
        </div>
      ))}
      {rows.map((minute, row) => (
        <button
          key={minute}
          type="button"
          data-row={row}
          tabIndex={props.activeCell === row ? 0 : -1}
          aria-label={`Book ${formatTimeOfDay(toTime(minute))} ${column.bookSuffix}`}
          aria-describedby={props.hintId}
          className="group absolute inset-x-0 z-[2] text-left focus-visible:z-[3] focus-visible:outline-2 focus-visible:outline-primary-600 focus-visible:-outline-offset-2"
          style={{ top: row * ROW_PX, height: ROW_PX }}
          onFocus={() => props.onCellFocus(row)}
          onKeyDown={(event) => {
            if (props.onCellKey(row, event.key)) event.preventDefault();
          }}
          onClick={() => props.onBook(minute)}
        >
          <span className="hidden px-2 text-xs text-primary-700 group-hover:inline group-focus-visible:inline">
            {`+ ${formatTimeOfDay(toTime(minute))}`}
          </span>
        </button>
      ))}
      {props.nowMinute !== null && props.nowMinute >= range.start && props.nowMinute < range.end ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 z-[6] border-t-2 border-red-500"
          style={{ top: ((props.nowMinute - range.start) / 15) * ROW_PX }}
        />
      ) : null}
      {props.placed.map((placed) => (
        <GridAppointment
          key={placed.appointment.id}
          placed={placed}
          range={range}
          lane={lanes.get(placed.appointment.id) ?? { lane: 0, lanes: 1 }}
          showStaff={column.staffId === null}
          hintId={props.hintId}
          canChange={props.canChange}
          keyboardActive={props.keyboardId === placed.appointment.id}
          onOpen={() => props.onOpen(placed)}
          onDragStart={(event, mode) => props.onDragStart(event, placed, mode)}
          onKeyDown={(event) => props.onBlockKey(placed, event)}
        />
      ))}
    </section>
  );
}
