import { useEffect, useState } from 'react';

/** Spec §9: a slide every 10 seconds. */
export const SLIDE_MS = 10_000;

/** Whether the visitor asked for less motion (then nothing moves by itself). */
function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Calls `advance` every SLIDE_MS while `running`, never under prefers-reduced-motion. The timer restarts when
 * `restartKey` changes (a slide chosen by hand gets its full time).
 */
export function useAutoAdvance(
  advance: () => void,
  running: boolean,
  restartKey: number,
): { moving: boolean } {
  const reduced = usePrefersReducedMotion();
  const moving = running && !reduced;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a slide chosen by hand (restartKey) restarts the timer.
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(advance, SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [moving, advance, restartKey]);
  return { moving };
}
