/**
 * Holds Back and Forward on a page that must ask before it is left (a settings page with unsaved changes).
 *
 * The browser has already moved the address when `popstate` comes, and the router redraws from it in its own
 * `popstate` listener, where React may draw the other page at once. Listeners of one event run in the order they
 * were added, so this one is added when the app's entry loads, before the router's: it puts the address back
 * first, and the router then sees no change.
 */
type Hold = { address: string; onHeld: (destination: string) => void };

let hold: Hold | null = null;

/** While set, Back and Forward to another path stay on `address` and call `onHeld` with where they went. */
export function holdBackAndForward(next: Hold | null) {
  hold = next;
}

/** Where the browser is now: path, query and hash. */
export const addressNow = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if (!hold) return;
    const destination = addressNow();
    if (
      new URL(destination, window.location.href).pathname ===
      new URL(hold.address, window.location.href).pathname
    )
      return;
    window.history.pushState(null, '', hold.address);
    hold.onHeld(destination);
  });
}
