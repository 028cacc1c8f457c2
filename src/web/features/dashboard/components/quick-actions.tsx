import { CalendarOff, Download, Plus, Share2 } from 'lucide-react';
import { useState } from 'react';
import { BlockTimeDialog } from '../../../components/appointments/block-time-dialog';
import { ExportDialog } from '../../../components/appointments/export-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCan } from '../../../lib/current-user';
import { toast } from '../../../lib/toast';
import { ShareLinkDialog } from './share-link-dialog';

type QuickActionsProps = { businessId: number; today: string; onNewAppointment: () => void };

export function QuickActions({ businessId, today, onNewAppointment }: QuickActionsProps) {
  const [dialog, setDialog] = useState<'block' | 'export' | null>(null);
  const [shownLink, setShownLink] = useState<string | null>(null);

  const shareBookingLink = async () => {
    const link = `${window.location.origin}/booking?business=${businessId}`;
    try {
      await navigator.clipboard.writeText(link);
      toast({ type: 'success', title: 'Booking link copied', message: link });
    } catch {
      // No clipboard permission (or no secure context): let the owner copy it by hand.
      setShownLink(link);
    }
  };

  const can = useCan();
  const actions = [
    { label: 'New Appointment', icon: Plus, onClick: onNewAppointment, shown: can('appointments.book') },
    { label: 'Share Booking Link', icon: Share2, onClick: shareBookingLink, shown: true },
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
      <ShareLinkDialog link={shownLink} onClose={() => setShownLink(null)} />
    </Card>
  );
}
