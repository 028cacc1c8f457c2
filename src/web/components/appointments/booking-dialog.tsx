import { Dialog, DialogContent } from '../ui/dialog';
import { BookingForm } from './booking-form';
import type { BookingWording } from './booking-form-schema';

type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wording: BookingWording;
  businessId: number;
  /** Pre-filled date, e.g. the calendar day the dialog was opened from. */
  date?: string;
};

/** New Appointment: books a client into a free time (spec §2 Dashboard and Calendar, §5). */
export function BookingDialog({ open, onOpenChange, wording, businessId, date }: BookingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="New Appointment" description="Book a client into a free time.">
        {/* Mounted only while open, so each opening starts from an empty form. */}
        {open ? (
          <BookingForm
            wording={wording}
            businessId={businessId}
            date={date}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
