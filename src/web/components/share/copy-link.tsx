import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Dialog, DialogContent } from '../ui/dialog';
import { Input } from '../ui/input';

/**
 * Copies a link to the clipboard with a toast saying so; when the browser refuses (no permission, or no
 * secure context) the link is kept for `CopyLinkByHand` to show.
 */
export function useCopyLink(copiedTitle: string) {
  const [refused, setRefused] = useState<string | null>(null);
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ type: 'success', title: copiedTitle, message: link });
    } catch {
      setRefused(link);
    }
  };
  return { copy, refused, dismiss: () => setRefused(null) };
}

type CopyLinkByHandProps = {
  link: string | null;
  onClose: () => void;
  title: string;
  description: string;
  /** The field's accessible name, e.g. "Booking link". */
  label: string;
};

/** The link the clipboard refused, selected on focus, to copy by hand. */
export function CopyLinkByHand({ link, onClose, title, description, label }: CopyLinkByHandProps) {
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={description}>
        <Input
          aria-label={label}
          readOnly
          value={link ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          autoFocus
        />
      </DialogContent>
    </Dialog>
  );
}
