import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './insert-at-caret';

describe('insertAtCaret', () => {
  it('puts the token at the caret and the caret after it', () => {
    expect(insertAtCaret('Hi , welcome', '{{firstName}}', { start: 3, end: 3 })).toEqual({
      text: 'Hi {{firstName}}, welcome',
      caret: 16,
    });
  });
  it('replaces a selection', () => {
    expect(insertAtCaret('Hi NAME!', '{{firstName}}', { start: 3, end: 7 }).text).toBe('Hi {{firstName}}!');
  });
  it('appends without a caret, spaced from the last word', () => {
    expect(insertAtCaret('Book at', '{{bookingLink}}', null)).toEqual({
      text: 'Book at {{bookingLink}}',
      caret: 23,
    });
    expect(insertAtCaret('', '{{offerCode}}', null).text).toBe('{{offerCode}}');
    expect(insertAtCaret('Line\n', '{{offerCode}}', null).text).toBe('Line\n{{offerCode}}');
  });
});
