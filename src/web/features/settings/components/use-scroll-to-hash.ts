import { useEffect } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => window.location.hash;

/** Brings `#section` into view and focus, also when only the hash changes (e.g. the Profile menu item). */
export function useScrollToHash() {
  const hash = useLocationProperty(currentHash, () => '');
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);
}
