import { useState } from 'react';
import { useSearch } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Label } from '../../../components/ui/label';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { NativeSelect } from '../../../components/ui/native-select';
import { useStaff } from '../../../lib/api/services/get-staff';
import { StaffWeek } from './staff-week';

/** Weekly availability windows, one staff member at a time. */
export function AvailabilitySection() {
  const staff = useStaff();
  // /timezone?staff={id} (the Staff screen's Hours link) opens on that member.
  const linkedId = Number(new URLSearchParams(useSearch()).get('staff')) || null;
  const [chosenId, setChosenId] = useState<number | null>(linkedId);
  const members = staff.data?.filter((member) => member.isActive) ?? [];
  const staffId = members.some((member) => member.id === chosenId) ? chosenId : (members[0]?.id ?? null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly availability</CardTitle>
        <CardDescription>
          Until you set any window, every day offers times from 09:00 to 17:30. Once you do, clients book each
          staff member only inside their own active windows.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {staff.isPending ? (
          <LoadingSkeleton label="Loading staff…" bars={['h-10 w-64']} />
        ) : staff.isError ? (
          <ErrorState error={staff.error} onRetry={() => staff.refetch()} />
        ) : members.length === 0 ? (
          <p className="text-sm text-slate-600">There are no active staff members to set hours for.</p>
        ) : (
          <>
            <div className="grid max-w-xs gap-1.5">
              <Label htmlFor="availability-staff">Staff member</Label>
              <NativeSelect
                id="availability-staff"
                value={staffId ?? ''}
                onChange={(event) => setChosenId(Number(event.target.value))}
              >
                {members.map((member) => (
                  <option key={member.id} value={member.id}>
                    {`${member.firstName} ${member.lastName}`.trim()}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {staffId === null ? null : <StaffWeek key={staffId} staffId={staffId} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
