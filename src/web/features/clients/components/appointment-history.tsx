import { CalendarX } from 'lucide-react';
import type { ClientHistoryAppointment } from '../../../../contract/clients';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatTimeOfDay } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { formatDay } from './format';
import { HistoryStatus } from './history-status';

/** Every appointment of the client, newest first. */
export function AppointmentHistory({ appointments }: { appointments: ClientHistoryAppointment[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appointment history</CardTitle>
      </CardHeader>
      {appointments.length === 0 ? (
        <EmptyState icon={CalendarX} title="No appointments yet" />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Service</TableHead>
              <TableHead className="hidden sm:table-cell">Staff</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden sm:table-cell text-right">Price</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {appointments.map((appointment) => (
              <TableRow key={appointment.id}>
                <TableCell className="whitespace-nowrap">
                  {formatDay(appointment.date)}
                  <p className="text-xs text-slate-600">
                    {formatTimeOfDay(appointment.startTime)} – {formatTimeOfDay(appointment.endTime)}
                  </p>
                </TableCell>
                <TableCell>{appointment.service.name}</TableCell>
                <TableCell className="hidden sm:table-cell">
                  {appointment.staff ? `${appointment.staff.firstName} ${appointment.staff.lastName}` : '—'}
                </TableCell>
                <TableCell>
                  <HistoryStatus status={appointment.status} />
                </TableCell>
                <TableCell className="hidden sm:table-cell text-right">
                  {formatMoney(appointment.service.price)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
