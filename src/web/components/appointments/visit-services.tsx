import { Plus, X } from 'lucide-react';
import { MAX_VISIT_SERVICES } from '../../../contract/appointments';
import type { ServiceItem, StaffListItem } from '../../../contract/services';
import { Button } from '../ui/button';
import { NativeSelect } from '../ui/native-select';
import { Field } from './field';

/** A further service of the visit as the form holds it: select values, '' for none or anyone. */
export type VisitServiceRow = { key: number; serviceId: string; staffId: string; error?: string };

type VisitServicesProps = {
  rows: VisitServiceRow[];
  onChange: (rows: VisitServiceRow[]) => void;
  /** The services offered where the visit happens. */
  services: ServiceItem[];
  /** Active staff members where the visit happens. */
  staff: StaffListItem[];
};

let nextKey = 1;

/**
 * More services in the same visit, each right after the one before, with a staff member or anyone: the
 * server books them as one booking (all or none) that is confirmed, moved and cancelled together.
 */
export function VisitServices({ rows, onChange, services, staff }: VisitServicesProps) {
  const update = (key: number, change: Partial<VisitServiceRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change, error: undefined } : row)));
  const canAdd = rows.length < MAX_VISIT_SERVICES - 1;
  return (
    <div className="grid gap-3">
      {rows.length > 0 ? (
        <ol className="grid gap-3" aria-label="More services in this visit">
          {rows.map((row, index) => {
            const service = services.find((s) => String(s.id) === row.serviceId);
            const performers = staff.filter(
              (member) => !service?.staffIds.length || service.staffIds.includes(member.id),
            );
            return (
              <li key={row.key} className="grid gap-3 rounded-md border border-slate-200 p-3">
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm font-medium text-slate-900">{`Then, service ${index + 2}`}</p>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove service ${index + 2}`}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </div>
                <div className="grid items-start gap-3 sm:grid-cols-2">
                  <Field label={`Service ${index + 2}`} error={row.error}>
                    <NativeSelect
                      value={row.serviceId}
                      onChange={(event) => update(row.key, { serviceId: event.target.value, staffId: '' })}
                    >
                      <option value="">Select a service</option>
                      {services.map((s) => (
                        <option key={s.id} value={s.id}>
                          {`${s.name} (${s.duration} min)`}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field>
                  <Field label={`Staff for service ${index + 2} (optional)`}>
                    <NativeSelect
                      value={row.staffId}
                      onChange={(event) => update(row.key, { staffId: event.target.value })}
                    >
                      <option value="">Any available</option>
                      {performers.map((member) => (
                        <option key={member.id} value={member.id}>
                          {`${member.firstName} ${member.lastName}`.trim()}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {canAdd ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange([...rows, { key: nextKey++, serviceId: '', staffId: '' }])}
          >
            <Plus aria-hidden="true" />
            Add another service
          </Button>
          {rows.length === 0 ? (
            <p className="mt-1 text-xs text-slate-600">Booked right after this one, as one visit.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
