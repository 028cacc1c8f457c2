import { CalendarOff, DoorOpen, Download, Plus, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { BlockTimeDialog } from '../../../components/appointments/block-time-dialog';
import { ExportDialog } from '../../../components/appointments/export-dialog';
import { BookingLinkByHand } from '../../../components/share/booking-link-by-hand';
import { useShareBookingLink } from '../../../components/share/use-share-booking-link';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCan } from '../../../lib/current-user';

type QuickActionsProps = { businessSlug: string; today: string; onNewAppointment: () => void };

export function QuickActions({ businessSlug, today, onNewAppointment }: QuickActionsProps) {
  const [dialog, setDialog] = useState<'block' | 'export' | null>(null);
  const bookingLink = useShareBookingLink(businessSlug);

  const can = useCan();
  const actions = [
    { label: 'New Appointment', icon: Plus, onClick: onNewAppointment, shown: can('appointments.book') },
    { label: 'Share Booking Link', icon: Share2, onClick: bookingLink.share, shown: true },
    {
      label: 'Block Time Slot',
      icon: CalendarOff,
      onClick: () => setDialog('block'),
      shown: can('schedule.manage'),
    },
    {
      label: 'Export Schedule',
      icon: Download,
      onClick: () => setDialog('export'),
      shown: can('appointments.export'),
    },
  ].filter((action) => action.shown);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions.map(({ label, icon: Icon, onClick }) => (
          <Button key={label} variant="outline" className="w-full justify-start" onClick={onClick}>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
        {can('walkIns.view') ? (
          <Link
            href="/walk-ins"
            className={buttonVariants({ variant: 'outline', className: 'w-full justify-start' })}
          >
            <DoorOpen aria-hidden="true" />
            Walk-ins
          </Link>
        ) : null}
      </CardContent>
      <BlockTimeDialog
        open={dialog === 'block'}
        onOpenChange={(open) => setDialog(open ? 'block' : null)}
        today={today}
      />
      <ExportDialog
        open={dialog === 'export'}
        onOpenChange={(open) => setDialog(open ? 'export' : null)}
        today={today}
      />
      <BookingLinkByHand bookingLink={bookingLink} />
    </Card>
  );
}
