import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';

/** Shown when the browser refuses the clipboard: the link to copy by hand. */
export function ShareLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Your booking link" description="Copy this link and share it with your clients.">
        <Input
          aria-label="Booking link"
          readOnly
          value={link ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          autoFocus
        />
      </DialogContent>
    </Dialog>
  );
}
