import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsPerRow } from './cards-per-row';

/** A window of this width whose matchMedia answers `(min-width: Npx)` queries as a browser would. */
function windowOfWidth(width: number) {
  vi.stubGlobal('window', {
    matchMedia: (query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]) }),
  });
}

describe('cardsPerRow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one on a phone, two from the sm breakpoint and three from lg, as the grid lays them out', () => {
    const perRow = (width: number) => {
      windowOfWidth(width);
      return cardsPerRow();
    };
    expect([320, 412, 639, 640, 768, 1023, 1024, 1920].map(perRow)).toEqual([1, 1, 1, 2, 2, 2, 3, 3]);
  });

  it('is three where there is no window to measure', () => {
    expect(cardsPerRow()).toBe(3);
  });
});
