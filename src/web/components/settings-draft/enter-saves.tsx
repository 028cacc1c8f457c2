/**
 * Lets Enter in a field save the page, as in any form: a form of several fields submits on Enter only through a
 * submit button, and a settings part has none of its own (the page's save bar is outside every form). Hidden from
 * sight, focus and screen readers.
 */
export function EnterSaves() {
  return <button type="submit" hidden tabIndex={-1} aria-hidden="true" />;
}
