import { type AppointmentStatus, appointmentStatuses } from '../../../../contract/appointments';
import { statusOptionLabels } from '../../../components/appointments/status';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { TextField } from '../../../components/ui/text-field';

export type AppointmentsFilterState = {
  search: string;
  status: AppointmentStatus | '';
  startDate: string;
  endDate: string;
};

type FiltersProps = {
  value: AppointmentsFilterState;
  onChange: (next: AppointmentsFilterState) => void;
};

/** Search (client name, email, service), status, and the date range shown. */
export function AppointmentsFilters({ value, onChange }: FiltersProps) {
  const set = (patch: Partial<AppointmentsFilterState>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
      <SearchInput
        className="self-end"
        aria-label="Search appointments"
        placeholder="Search appointments..."
        value={value.search}
        onChange={(event) => set({ search: event.target.value })}
      />
      <NativeSelect
        aria-label="Status"
        className="self-end"
        value={value.status}
        onChange={(event) => set({ status: event.target.value as AppointmentStatus | '' })}
      >
        <option value="">All Status</option>
        {appointmentStatuses.map((status) => (
          <option key={status} value={status}>
            {statusOptionLabels[status]}
          </option>
        ))}
      </NativeSelect>
      <TextField
        label="From"
        type="date"
        value={value.startDate}
        onChange={(event) => event.target.value && set({ startDate: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={value.endDate}
        onChange={(event) => event.target.value && set({ endDate: event.target.value })}
      />
    </div>
  );
}
