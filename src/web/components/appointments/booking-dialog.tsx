import { Dialog, DialogContent } from '../ui/dialog';
import { BookingForm } from './booking-form';
import type { BookingPrefill, BookingWording } from './booking-form-schema';

type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wording: BookingWording;
  businessSlug: string;
  /** Filled in from where it was opened: a calendar day, or the day view's empty time and staff column. */
  prefill?: BookingPrefill;
};

/** New Appointment: books a client into a free time (spec §2 Dashboard and Calendar, §5). */
export function BookingDialog({ open, onOpenChange, wording, businessSlug, prefill }: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="New Appointment" description="Book a client into a free time.">
        {/* Mounted only while open, so each opening starts from an empty form. */}
        {open ? (
          <BookingForm
            wording={wording}
            businessSlug={businessSlug}
            prefill={prefill}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
