/** `text` with LIKE's wildcards (`%`, `_`) and its escape character taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that matches `text` anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
