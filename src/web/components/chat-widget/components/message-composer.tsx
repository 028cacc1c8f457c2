import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Textarea } from '../../ui/textarea';

type MessageComposerProps = {
  /** Sends the trimmed text; resolves true when it went, so the box is cleared only then. */
  onSend: (message: string) => Promise<boolean>;
  disabled?: boolean;
  label?: string;
};

/** The message box: Enter sends, Shift+Enter starts a new line, blank messages are ignored (spec §5). */
export function MessageComposer({ onSend, disabled = false, label = 'Message' }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const message = text.trim();
    if (!message || sending || disabled) return;
    setSending(true);
    try {
      if (await onSend(message)) setText('');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // IME composition uses Enter to pick a word, not to send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
      <Textarea
        aria-label={label}
        placeholder="Type a message..."
        rows={1}
        className="max-h-32 min-h-10 resize-none"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={disabled || sending}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
