/** Spec §9: a comment cut at `limit` characters (on a word where one is near) with an ellipsis; short ones whole. */
export function truncateComment(text: string, limit: number): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return { text: `${(space > limit * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`, truncated: true };
}
