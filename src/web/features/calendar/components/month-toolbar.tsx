import { ChevronLeft, ChevronRight } from 'lucide-react';
import { NewAppointmentButton } from '../../../components/appointments/new-appointment-button';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { monthOptions, shiftMonth } from '../../../lib/month-grid';

type MonthToolbarProps = {
  month: string;
  onMonthChange: (month: string) => void;
  onNewAppointment: () => void;
};

export function MonthToolbar({ month, onMonthChange, onNewAppointment }: MonthToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <NativeSelect
          aria-label="Month"
          className="w-44"
          value={month}
          onChange={(event) => onMonthChange(event.target.value)}
        >
          {monthOptions(month).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <NewAppointmentButton onClick={onNewAppointment} />
    </div>
  );
}
