import { type KeyboardEvent, useRef, useState } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { formatTimeOfDay } from '../../../lib/format-day';
import { appointmentSpan, type GridColumn } from './grid-columns';
import { type Span, STEP_MINUTES, toTime } from './time-grid';

/** Where an appointment sits on the grid now: home, being dragged, or saved and waiting for the answer. */
export type Placed = {
  appointment: AppointmentItem;
  homeKey: string;
  columnKey: string;
  start: number;
  length: number;
  state: 'idle' | 'dragging' | 'saving';
};

type Target = { columnKey: string; start: number; length: number };
type Draft = Target & { id: number; mode: 'move' | 'resize'; via: 'pointer' | 'keyboard' };
export type Change = { date?: string; startTime?: string; staffId?: number; durationMinutes?: number };

type Options = {
  columns: GridColumn[];
  range: Span;
  onChange: (appointment: AppointmentItem, change: Change) => Promise<void>;
};

/**
 * Moving and resizing on the grid, by pointer or keyboard: the draft follows the pointer (or the arrow keys)
 * in 15-minute steps inside the grid's hours; on drop the change is sent, and the appointment stays where
 * it was dropped until the server answers, then sits where the refreshed list says (back home on a 409).
 */
export function useGridChanges({ columns, range, onChange }: Options) {
  const [draft, setDraftState] = useState<Draft | null>(null);
  const draftRef = useRef<Draft | null>(null);
  const [pending, setPending] = useState<Map<number, Target>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const dragged = useRef(false);

  const setDraft = (next: Draft | null) => {
    draftRef.current = next;
    setDraftState(next);
  };

  const homes: Placed[] = columns.flatMap((column) =>
    column.appointments.map((appointment) => {
      const span = appointmentSpan(appointment);
      return {
        appointment,
        homeKey: column.key,
        columnKey: column.key,
        start: span.start,
        length: span.end - span.start,
        state: 'idle' as const,
      };
    }),
  );
  const placed = homes.map((home): Placed => {
    const id = home.appointment.id;
    if (draft?.id === id) return { ...home, ...pick(draft), state: 'dragging' };
    const saving = pending.get(id);
    return saving ? { ...home, ...saving, state: 'saving' } : home;
  });

  /** Kept inside the grid: a start no earlier than its first row, an end no later than its last, 15+ minutes. */
  const clamp = (target: Target): Target => {
    const length = Math.max(STEP_MINUTES, Math.min(target.length, range.end - range.start));
    const start = Math.max(range.start, Math.min(target.start, range.end - length));
    return { ...target, start, length: Math.min(length, range.end - start) };
  };

  const placeText = (target: Target) => {
    const column = columns.find((c) => c.key === target.columnKey);
    const end = target.start + target.length;
    return `${formatTimeOfDay(toTime(target.start))} to ${formatTimeOfDay(toTime(end))} ${column?.bookSuffix ?? ''}`.trim();
  };

  const commit = (shown: Placed, target: Target) => {
    // Compared with where it is saved, not where the draft shows it.
    const home = homes.find((h) => h.appointment.id === shown.appointment.id) ?? shown;
    const column = columns.find((c) => c.key === target.columnKey);
    const moved = target.columnKey !== home.homeKey || target.start !== home.start;
    const resized = target.length !== home.length;
    if (!column || (!moved && !resized)) return;
    const change: Change = {};
    if (moved) {
      change.date = column.date;
      change.startTime = toTime(target.start);
      if (column.staffId !== null) change.staffId = column.staffId;
    }
    if (resized) change.durationMinutes = target.length;
    setPending((current) => new Map(current).set(home.appointment.id, target));
    onChange(home.appointment, change)
      .catch(() =>
        setAnnouncement(`Not saved: ${home.appointment.client.name}'s appointment is back where it was.`),
      )
      .finally(() =>
        setPending((current) => {
          const next = new Map(current);
          next.delete(home.appointment.id);
          return next;
        }),
      );
  };

  /** Pointer drag: `read` turns the pointer's position into minutes moved and the column under it. */
  const beginPointer = (
    home: Placed,
    mode: 'move' | 'resize',
    read: (event: PointerEvent) => { minutes: number; columnKey: string | null },
    origin: { x: number; y: number },
  ) => {
    // One change at a time: until its answer, the appointment's place isn't known for sure.
    if (pending.has(home.appointment.id)) return;
    dragged.current = false;
    setFocusId(null);
    const onMove = (event: PointerEvent) => {
      if (!dragged.current && Math.hypot(event.clientX - origin.x, event.clientY - origin.y) < 5) return;
      dragged.current = true;
      const { minutes, columnKey } = read(event);
      const target =
        mode === 'move'
          ? { columnKey: columnKey ?? home.columnKey, start: home.start + minutes, length: home.length }
          : { columnKey: home.columnKey, start: home.start, length: home.length + minutes };
      setDraft({ ...clamp(target), id: home.appointment.id, mode, via: 'pointer' });
    };
    const finish = (save: boolean) => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      const last = draftRef.current;
      setDraft(null);
      if (save && last && dragged.current) commit(home, last);
      // The click that ends a drag is not an "open details" click; later clicks are.
      setTimeout(() => {
        dragged.current = false;
      }, 0);
    };
    const onUp = () => finish(true);
    const onCancel = () => finish(false);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
  };

  const keyDown = (home: Placed, event: KeyboardEvent) => {
    const id = home.appointment.id;
    const current = draftRef.current;
    const name = home.appointment.client.name;
    if (current && current.id === id && current.via === 'keyboard') {
      const index = columns.findIndex((c) => c.key === current.columnKey);
      let next: Target | null = null;
      const step = (minutes: number) =>
        current.mode === 'move'
          ? { ...current, start: current.start + minutes }
          : { ...current, length: current.length + minutes };
      if (event.key === 'ArrowUp') next = step(-STEP_MINUTES);
      else if (event.key === 'ArrowDown') next = step(STEP_MINUTES);
      else if (current.mode === 'move' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        const neighbour = columns[index + (event.key === 'ArrowLeft' ? -1 : 1)];
        next = neighbour ? { ...current, columnKey: neighbour.key } : current;
      } else if (event.key === 'Enter') {
        event.preventDefault();
        setDraft(null);
        setAnnouncement(`Saving: ${name}, ${placeText(current)}.`);
        commit(home, current);
        return;
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDraft(null);
        setAnnouncement(`Cancelled: ${name}'s appointment stays where it was.`);
        return;
      } else return;
      event.preventDefault();
      const target = clamp(next);
      setDraft({ ...current, ...target });
      setAnnouncement(placeText(target));
      return;
    }
    const key = event.key.toLowerCase();
    if (key !== 'm' && key !== 'l') return;
    event.preventDefault();
    if (pending.has(id)) return;
    const mode = key === 'm' ? 'move' : 'resize';
    setFocusId(id);
    setDraft({ ...pick(home), id, mode, via: 'keyboard' });
    setAnnouncement(
      mode === 'move'
        ? `Moving ${name}'s appointment, ${placeText(home)}. Arrow keys move it, Enter saves, Escape cancels.`
        : `Changing the length of ${name}'s appointment, ${placeText(home)}. Up and down arrows change it, Enter saves, Escape cancels.`,
    );
  };

  return {
    placedIn: (columnKey: string) => placed.filter((p) => p.columnKey === columnKey),
    beginPointer,
    keyDown,
    /** The appointment the keyboard is moving or just moved: it keeps focus as it changes column. */
    keyboardId: draft?.via === 'keyboard' ? draft.id : focusId,
    /** True once, for the click that ends a drag. */
    justDragged: () => dragged.current,
    announcement,
  };
}

const pick = (t: Target): Target => ({ columnKey: t.columnKey, start: t.start, length: t.length });
