/**
 * Where to go after signing in: `?next=` when it is a path of this app ("/promo"), never another site
 * ("//evil.example", "https://...", "/\\evil.example"); otherwise Home.
 */
export function nextPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if ([...next].some((char) => char.charCodeAt(0) < 32)) return '/';
  return next;
}
