import { useEffect } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => window.location.hash;

/** How long a section is held in view while the sections above it finish loading. */
const SETTLE_MS = 2000;

/**
 * Brings `#section` into view and focus, also when only the hash changes (e.g. the Profile menu item). The
 * sections above it load their data after this runs and grow from their placeholders, which would push it out
 * of view: until they settle, or the person scrolls or types, it is brought back each time the page resizes.
 */
export function useScrollToHash() {
  const hash = useLocationProperty(currentHash, () => '');
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    const hold = new ResizeObserver(() => target.scrollIntoView({ block: 'start' }));
    hold.observe(document.body);
    const release = () => {
      hold.disconnect();
      for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
        window.removeEventListener(event, release);
    };
    for (const event of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.addEventListener(event, release, { once: true, passive: true });
    const timer = window.setTimeout(release, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, [hash]);
}
