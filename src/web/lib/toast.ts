import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ToastOptions = {
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it closes by itself; default 5000 (spec §9). */
  duration?: number;
  /** One button beside the words, e.g. Undo; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
};

export type ToastItem = ToastOptions & { id: number; open: boolean };

export const TOAST_DURATION_MS = 5000;

// Spec §9: one toast at a time, so the store holds a single item and a new toast replaces it.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any toast on screen. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  emit({ ...options, id, open: true });
  return id;
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) emit({ ...current, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Hook form of `toast` for components that prefer hooks. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}
