import { type FocusEvent, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type Caret, insertAtCaret } from './insert-at-caret';

/**
 * A registered textarea that takes tokens at the caret: `field` to spread on it (its selection is remembered
 * as it loses focus to a button), and `insert`, which puts a token there and the caret just after it.
 */
export function useCaretInsert(
  registration: UseFormRegisterReturn,
  read: () => string,
  write: (text: string) => void,
) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const caret = useRef<Caret | null>(null);
  const { ref, onBlur, ...rest } = registration;
  return {
    field: {
      ...rest,
      ref: (element: HTMLTextAreaElement | null) => {
        ref(element);
        textarea.current = element;
      },
      onBlur: (event: FocusEvent<HTMLTextAreaElement>) => {
        caret.current = { start: event.target.selectionStart, end: event.target.selectionEnd };
        return onBlur(event);
      },
    },
    insert: (token: string) => {
      const next = insertAtCaret(read(), token, caret.current);
      write(next.text);
      caret.current = { start: next.caret, end: next.caret };
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    },
  };
}
