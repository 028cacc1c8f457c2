import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: `first` in the render that shows the list, then `step` more in each
 * task after it, until all are drawn. A long list of rich cards is then several short tasks instead of one long
 * one. `first` should fill a screen, so what is added lands below what the visitor sees and moves nothing.
 */
export function useDrawnProgressively(total: number, first: number, step = first): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(drawn, total);
}
