import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { errorMessage } from '../../lib/error-message';

/**
 * One part of a settings page that can be changed and saved: a form, or a set of switches. `submit` saves it and
 * answers null, or answers what went wrong ("Check the highlighted fields"); `discard` puts it back as saved.
 */
export type DraftPart = {
  label: string;
  submit: () => Promise<string | null>;
  discard: () => void;
};

type DraftApi = {
  register: (id: string, part: DraftPart) => () => void;
  setDirty: (id: string, dirty: boolean) => void;
};

export type DraftState = {
  /** Labels of the parts with changes not yet saved, in page order. */
  dirty: readonly string[];
  saving: boolean;
  /** What the last save could not do, one line a part; empty when it all went. */
  failures: readonly string[];
  saveAll: () => Promise<boolean>;
  discardAll: () => void;
};

/** A part's `submit` from a save that throws the server's refusal: null once saved, else its words. */
export async function savedOrWhy(save: () => Promise<unknown>, fallback: string): Promise<string | null> {
  try {
    await save();
    return null;
  } catch (error) {
    return errorMessage(error, fallback);
  }
}

const DraftApiContext = createContext<DraftApi | null>(null);
const DraftStateContext = createContext<DraftState | null>(null);

/**
 * A settings page's changes, saved together by its one Save button (issue 33): each part registers how to save
 * and discard itself and says when it has changes; the page's save bar and its leave guard read the sum.
 */
export function DraftProvider({ children, onSaved }: { children: ReactNode; onSaved: () => void }) {
  const parts = useRef(new Map<string, DraftPart>());
  const order = useRef<string[]>([]);
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<string>>(new Set());
  const dirtyRef = useRef(dirtyIds);
  dirtyRef.current = dirtyIds;
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<readonly string[]>([]);

  const setDirty = useCallback((id: string, dirty: boolean) => {
    setDirtyIds((previous) => {
      if (previous.has(id) === dirty) return previous;
      const next = new Set(previous);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const api = useMemo<DraftApi>(
    () => ({
      register: (id, part) => {
        parts.current.set(id, part);
        if (!order.current.includes(id)) order.current.push(id);
        return () => {
          parts.current.delete(id);
          order.current = order.current.filter((other) => other !== id);
          setDirty(id, false);
        };
      },
      setDirty,
    }),
    [setDirty],
  );

  const dirtyInOrder = useCallback(
    () => order.current.filter((id) => dirtyRef.current.has(id) && parts.current.has(id)),
    [],
  );

  const saveAll = useCallback(async () => {
    setSaving(true);
    setFailures([]);
    const failed: string[] = [];
    try {
      // One part after another: a later part may read what an earlier one saved (both write the business).
      for (const id of dirtyInOrder()) {
        const part = parts.current.get(id);
        if (!part) continue;
        const failure = await part.submit();
        if (failure) failed.push(`${part.label}: ${failure}`);
      }
    } finally {
      setSaving(false);
    }
    setFailures(failed);
    if (failed.length === 0) onSaved();
    return failed.length === 0;
  }, [dirtyInOrder, onSaved]);

  const discardAll = useCallback(() => {
    for (const id of dirtyInOrder()) parts.current.get(id)?.discard();
    setFailures([]);
  }, [dirtyInOrder]);

  const state = useMemo<DraftState>(
    () => ({
      dirty: order.current.filter((id) => dirtyIds.has(id)).map((id) => parts.current.get(id)?.label ?? id),
      saving,
      failures,
      saveAll,
      discardAll,
    }),
    [dirtyIds, saving, failures, saveAll, discardAll],
  );

  return (
    <DraftApiContext value={api}>
      <DraftStateContext value={state}>{children}</DraftStateContext>
    </DraftApiContext>
  );
}

/** The page's draft, for its save bar and leave guard; null outside a settings page. */
export function useDraftState(): DraftState | null {
  return useContext(DraftStateContext);
}

/**
 * Enters a part in the page's draft. `dirty` is whether it differs from what is saved. Answers the page's
 * save-everything, for a form's Enter key; outside a settings page, null (the part saves on its own).
 */
export function useDraftPart(id: string, dirty: boolean, part: DraftPart): (() => Promise<boolean>) | null {
  const api = useContext(DraftApiContext);
  const state = useContext(DraftStateContext);
  const latest = useRef(part);
  latest.current = part;
  useEffect(() => {
    if (!api) return;
    return api.register(id, {
      get label() {
        return latest.current.label;
      },
      submit: () => latest.current.submit(),
      discard: () => latest.current.discard(),
    });
  }, [api, id]);
  useEffect(() => {
    api?.setDirty(id, dirty);
  }, [api, id, dirty]);
  return state ? state.saveAll : null;
}
