/**
 * How many business cards share a row of the directory's grid at this window's width: one on a phone,
 * two from Tailwind's `sm` breakpoint (640px), three from `lg` (1024px), as the grid's classes lay them out.
 */
export function cardsPerRow(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 3;
  if (window.matchMedia('(min-width: 1024px)').matches) return 3;
  if (window.matchMedia('(min-width: 640px)').matches) return 2;
  return 1;
}
