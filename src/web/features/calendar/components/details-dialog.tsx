import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import type { AppointmentItem } from '../../../../contract/appointments';
import { formatPhone } from '../../../../contract/phone';
import { longDate } from '../../../components/appointments/date-range';
import { StatusBadge } from '../../../components/appointments/status-badge';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatTimeOfDay } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { SeriesActions } from './series-actions';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

type DetailsDialogProps = { appointment: AppointmentItem | null; onClose: () => void };

/** Everything about one appointment: when, what, who, contact and status. */
export function DetailsDialog({ appointment: a, onClose }: DetailsDialogProps) {
  return (
    <Dialog open={a !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Appointment Details">
        {a ? (
          <dl className="divide-y divide-slate-100">
            <Row term="Client">{a.client.name}</Row>
            <Row term="Email">
              {a.client.email ? (
                <a href={`mailto:${a.client.email}`} className="text-primary-700 underline">
                  {a.client.email}
                </a>
              ) : (
                'Not given'
              )}
            </Row>
            <Row term="Phone">
              {a.client.phone ? (
                <a href={`tel:${a.client.phone}`} className="text-primary-700 underline">
                  {formatPhone(a.client.phone)}
                </a>
              ) : (
                'Not given'
              )}
            </Row>
            <Row term="Service">{`${a.service.name} · ${a.service.duration} min · ${formatMoney(a.service.price)}`}</Row>
            {a.service.description ? <Row term="About">{a.service.description}</Row> : null}
            <Row term="Staff">{`${a.staff.firstName} ${a.staff.lastName}`.trim()}</Row>
            {a.location ? (
              <Row term="Location">{[a.location.name, a.location.address].filter(Boolean).join(', ')}</Row>
            ) : null}
            <Row term="Date">{longDate(a.date)}</Row>
            <Row term="Time">{`${formatTimeOfDay(a.startTime)} - ${formatTimeOfDay(a.endTime)} (${a.timezone})`}</Row>
            {a.visitId !== null ? (
              <Row term="Visit">
                One of several services booked together: confirming, moving or cancelling it changes them all.
              </Row>
            ) : null}
            <Row term="Status">
              <StatusBadge status={a.status} />
            </Row>
            <Row term="Reminder">
              {a.sendReminder ? (a.reminderSent ? 'Reminder sent' : 'Reminder email on') : 'No reminder'}
            </Row>
            <Row term="Notes">{a.notes || 'None'}</Row>
            <Row term="Booked">{format(parseISO(a.createdAt), 'MMM d, yyyy HH:mm')}</Row>
          </dl>
        ) : null}
        {a ? <SeriesActions appointment={a} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
