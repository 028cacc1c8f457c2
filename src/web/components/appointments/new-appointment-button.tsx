import { Plus } from 'lucide-react';
import { Button } from '../ui/button';

/** The "New Appointment" button that opens the booking dialog, on the calendar, dashboard and list. */
export function NewAppointmentButton({ size, onClick }: { size?: 'sm'; onClick: () => void }) {
  return (
    <Button size={size} onClick={onClick}>
      <Plus aria-hidden="true" />
      New Appointment
    </Button>
  );
}
