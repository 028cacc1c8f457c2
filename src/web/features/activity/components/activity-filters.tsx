import { X } from 'lucide-react';
import { useId } from 'react';
import { AUDIT_ACTIONS, type AuditAction, auditActions } from '../../../../contract/audit';
import type { BusinessMember } from '../../../../contract/business';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { type ActivityFilter, type DateField, isFiltered } from '../lib/activity-filter';
import { DateFilterField } from './date-filter-field';

const memberName = (member: BusinessMember) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || member.email;

const actionOptions = auditActions
  .map((action) => ({ action, label: AUDIT_ACTIONS[action] }))
  .sort((a, b) => a.label.localeCompare(b.label));

type Props = {
  filter: ActivityFilter;
  members: BusinessMember[] | undefined;
  membersLoading: boolean;
  dateErrors: Partial<Record<DateField, string>>;
  onChange: (next: ActivityFilter) => void;
};

/** Action, Member, From and To; each change applies at once (and goes into the address). */
export function ActivityFilters({ filter, members, membersLoading, dateErrors, onChange }: Props) {
  const id = useId();
  const set = (patch: Partial<ActivityFilter>) => onChange({ ...filter, ...patch });
  const sortedMembers = [...(members ?? [])].sort((a, b) => memberName(a).localeCompare(memberName(b)));
  return (
    <search
      aria-label="Filter activity"
      className="grid grid-cols-2 items-start gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <NativeSelect
          id={`${id}-action`}
          value={filter.action ?? ''}
          onChange={(event) => set({ action: (event.target.value || undefined) as AuditAction | undefined })}
        >
          <option value="">All actions</option>
          {actionOptions.map(({ action, label }) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-member`}>Member</Label>
        <NativeSelect
          id={`${id}-member`}
          value={filter.actorUserId ? String(filter.actorUserId) : ''}
          disabled={membersLoading}
          onChange={(event) => set({ actorUserId: Number(event.target.value) || undefined })}
        >
          <option value="">Everyone</option>
          {sortedMembers.map((member) => (
            <option key={member.userId} value={member.userId}>
              {memberName(member)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DateFilterField
        label="From"
        value={filter.startDate}
        error={dateErrors.startDate}
        onChange={(startDate) => set({ startDate })}
      />
      <DateFilterField
        label="To"
        value={filter.endDate}
        error={dateErrors.endDate}
        onChange={(endDate) => set({ endDate })}
      />
      {isFiltered(filter) ? (
        <Button
          variant="ghost"
          className="col-span-2 justify-self-start lg:col-span-1 lg:mt-7"
          onClick={() => onChange({})}
        >
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </search>
  );
}
