import { type PointerEvent as ReactPointerEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { formatTimeOfDay } from '../../../lib/format-day';
import { appointmentSpan, type GridColumn } from '../lib/grid-columns';
import { ROW_PX, rowStarts, type Span, STEP_MINUTES, snap, toTime } from '../lib/time-grid';
import { type Placed, useGridChanges } from '../lib/use-grid-changes';
import { GridColumnBody } from './grid-column-body';

export type GridChange = { date?: string; startTime?: string; staffId?: number; durationMinutes?: number };

type TimeGridProps = {
  label: string;
  columns: GridColumn[];
  range: Span;
  today: string;
  /** Minutes after midnight in the business's timezone, for the now-line. */
  nowMinute: number | null;
  /** Whether the member may move and resize (the ability table's appointments.update). */
  canChange: boolean;
  onBook: (column: GridColumn, minute: number) => void;
  onOpen: (appointment: AppointmentItem) => void;
  /** Saves a drag or keyboard move or resize; rejects when the server refused it (it then snaps back). */
  onChange: (appointment: AppointmentItem, change: GridChange) => Promise<void>;
};

/**
 * The day and week views' 15-minute grid: one column per staff member or day. An empty time books; an
 * appointment opens, moves by dragging (or M and the arrow keys) and changes length by dragging its
 * bottom edge (or L and the arrow keys). A change shows where it lands until the server answers.
 */
export function TimeGrid(props: TimeGridProps) {
  const { columns, range } = props;
  const rows = useMemo(() => rowStarts(range), [range]);
  const hintId = useId();
  const bodies = useRef(new Map<string, HTMLElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const changes = useGridChanges({ columns, range, onChange: props.onChange });
  const [cell, setCell] = useState({ column: 0, row: 0 });

  // Open on the working day (or now): an hour before the earliest working window, else before 09:00.
  const firstHour = Math.min(...columns.flatMap((c) => c.hours.map((h) => h.start)), 9 * 60);
  useEffect(() => {
    const target =
      props.nowMinute !== null && columns.some((c) => c.date === props.today) ? props.nowMinute : firstHour;
    const top = ((Math.max(target - 60, range.start) - range.start) / STEP_MINUTES) * ROW_PX;
    scroller.current?.scrollTo({ top });
  }, [firstHour, range.start, props.today, columns, props.nowMinute]);

  const columnAt = (x: number) => {
    for (const [key, element] of bodies.current) {
      const rect = element.getBoundingClientRect();
      if (x >= rect.left && x < rect.right) return key;
    }
    return null;
  };

  const startDrag = (event: ReactPointerEvent, placed: Placed, mode: 'move' | 'resize') => {
    if (!props.canChange || event.button !== 0) return;
    const origin = { x: event.clientX, y: event.clientY };
    changes.beginPointer(
      placed,
      mode,
      (move) => {
        const minutes = snap(((move.clientY - origin.y) / ROW_PX) * STEP_MINUTES);
        return { minutes, columnKey: mode === 'move' ? columnAt(move.clientX) : null };
      },
      origin,
    );
  };

  const focusCell = (column: number, row: number) => {
    const next = {
      column: Math.max(0, Math.min(columns.length - 1, column)),
      row: Math.max(0, Math.min(rows.length - 1, row)),
    };
    setCell(next);
    const key = columns[next.column]?.key;
    const target = key
      ? bodies.current.get(key)?.querySelector<HTMLElement>(`[data-row="${next.row}"]`)
      : null;
    target?.focus();
  };

  return (
    <div className="grid gap-2">
      <section
        ref={scroller}
        aria-label={props.label}
        className="max-h-[70vh] select-none overflow-auto rounded-lg border border-slate-200"
      >
        <div
          className="grid min-w-max"
          style={{ gridTemplateColumns: `4.5rem repeat(${columns.length}, minmax(8.5rem, 1fr))` }}
        >
          <div className="sticky top-0 left-0 z-30 border-b border-slate-200 bg-white" />
          {columns.map((column) => (
            <div
              key={column.key}
              className="sticky top-0 z-20 border-b border-l border-slate-200 bg-white px-2 py-2"
            >
              <p className="truncate text-sm font-semibold text-slate-900">{column.title}</p>
              {column.subtitle ? <p className="truncate text-xs text-slate-600">{column.subtitle}</p> : null}
            </div>
          ))}
          <div className="sticky left-0 z-10 bg-white" aria-hidden="true">
            {rows.map((minute) => (
              <div
                key={minute}
                className="relative whitespace-nowrap pr-2 text-right text-xs text-slate-600"
                style={{ height: ROW_PX }}
              >
                {minute % 60 === 0 ? (
                  <span className="relative -top-2">{formatTimeOfDay(toTime(minute))}</span>
                ) : null}
              </div>
            ))}
          </div>
          {columns.map((column, index) => (
            <GridColumnBody
              key={column.key}
              column={column}
              rows={rows}
              range={range}
              nowMinute={column.date === props.today ? props.nowMinute : null}
              placed={changes.placedIn(column.key)}
              activeCell={cell.column === index ? cell.row : null}
              hintId={hintId}
              canChange={props.canChange}
              keyboardId={changes.keyboardId}
              bodyRef={(element) => {
                if (element) bodies.current.set(column.key, element);
                else bodies.current.delete(column.key);
              }}
              onCellKey={(row, key) => {
                const moves: Record<string, [number, number]> = {
                  ArrowUp: [0, -1],
                  ArrowDown: [0, 1],
                  ArrowLeft: [-1, 0],
                  ArrowRight: [1, 0],
                };
                let target: [number, number] | null = null;
                if (key === 'Home') target = [index, 0];
                else if (key === 'End') target = [index, rows.length - 1];
                else if (moves[key]) target = [index + moves[key][0], row + moves[key][1]];
                if (!target) return false;
                focusCell(target[0], target[1]);
                return true;
              }}
              onCellFocus={(row) => setCell({ column: index, row })}
              onBook={(minute) => props.onBook(column, minute)}
              onOpen={(placedItem) => {
                if (!changes.justDragged()) props.onOpen(placedItem.appointment);
              }}
              onDragStart={startDrag}
              onBlockKey={changes.keyDown}
            />
          ))}
        </div>
      </section>
      <p id={hintId} className="text-xs text-slate-600">
        {props.canChange
          ? 'Click an empty time to book it. Drag an appointment to move it, or its bottom edge to change its length. By keyboard: arrow keys move between empty times and Enter books; on an appointment, press M to move it or L to change its length, then the arrow keys, Enter to save and Escape to cancel.'
          : 'Click an empty time to book it. By keyboard: arrow keys move between empty times and Enter books.'}
      </p>
      <p aria-live="polite" className="sr-only">
        {changes.announcement}
      </p>
    </div>
  );
}

/** "10:00 AM – 11:00 AM" for a span of minutes. */
export const spanText = (span: Span) =>
  `${formatTimeOfDay(toTime(span.start))} – ${formatTimeOfDay(toTime(span.end))}`;

export { appointmentSpan };
