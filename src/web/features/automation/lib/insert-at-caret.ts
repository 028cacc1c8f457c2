export type Caret = { start: number; end: number };

/**
 * `text` with `token` put in place of the selection (or at the caret); without a caret, at the end, with a
 * space so it doesn't run into the last word. Returns where the caret goes next: just after the token.
 */
export function insertAtCaret(
  text: string,
  token: string,
  caret: Caret | null,
): { text: string; caret: number } {
  if (caret === null) {
    const glue = text === '' || /\s$/.test(text) ? '' : ' ';
    const next = `${text}${glue}${token}`;
    return { text: next, caret: next.length };
  }
  const start = Math.min(caret.start, text.length);
  const end = Math.max(start, Math.min(caret.end, text.length));
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}
