import { describe, expect, it } from 'vitest';
import { truncateComment } from './truncate';

describe('truncateComment', () => {
  it('keeps a comment within the limit whole', () => {
    expect(truncateComment('x'.repeat(150), 150)).toEqual({ text: 'x'.repeat(150), truncated: false });
  });
  it('cuts a longer one on a word, never past the limit, with an ellipsis', () => {
    const comment = `${'word '.repeat(40)}end`;
    const { text, truncated } = truncateComment(comment, 150);
    expect(truncated).toBe(true);
    expect(text.endsWith('word…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(151);
  });
  it('cuts a comment without spaces at the limit', () => {
    expect(truncateComment('y'.repeat(300), 200).text).toBe(`${'y'.repeat(200)}…`);
  });
});
