import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { holdsLeadingRole, type StaffMember } from '../../../../contract/staff';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStaff } from '../../../lib/api/services/get-staff';
import { useCan } from '../../../lib/current-user';
import {
  byOwnerThenName,
  matchesStaffFilters,
  type RoleFilter,
  type StatusFilter,
} from '../lib/staff-display';
import { DeleteStaffDialog } from './delete-staff-dialog';
import { InviteStaffDialog } from './invite-staff-dialog';
import { NotBookableNotice } from './not-bookable-notice';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { StaffCard } from './staff-card';
import { StaffFilters } from './staff-filters';
import { StaffFormDialog } from './staff-form-dialog';

type Editing = { member?: StaffMember } | null;

/** Spec §2 Staff: the team as cards, filtered by role and status; owners and admins add, edit and delete. */
export function StaffPage() {
  const staff = useStaff();
  const can = useCan();
  const canManage = can('staff.manage');
  const canInvite = can('staff.invite');
  // Without staff.roles (managers), admins', managers' and the owner's rows are out of reach.
  const reaches = (member: StaffMember) => canManage && (can('staff.roles') || !holdsLeadingRole(member));
  const [inviting, setInviting] = useState<StaffMember | null>(null);
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);

  const all = staff.data ?? [];
  const shown = all.filter((member) => matchesStaffFilters(member, role, status)).sort(byOwnerThenName);

  return (
    <>
      <PageTitle title="Staff" subtitle="Manage your team members, their roles and pay" />
      <div className="grid gap-6">
        <NotBookableNotice />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <StaffFilters role={role} onRoleChange={setRole} status={status} onStatusChange={setStatus} />
          {canManage ? (
            <Button onClick={() => setEditing({})}>
              <Plus aria-hidden="true" />
              Add Staff Member
            </Button>
          ) : null}
        </div>
        {staff.isPending ? (
          <div role="status" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            <span className="sr-only">Loading staff…</span>
            {[0, 1, 2].map((key) => (
              <Card key={key} className="grid gap-3 p-5">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-3/4" />
              </Card>
            ))}
          </div>
        ) : staff.isError ? (
          <ErrorState error={staff.error} onRetry={() => staff.refetch()} />
        ) : shown.length === 0 ? (
          <Card>
            <EmptyState
              icon={Users}
              title="No Staff Members"
              description={
                all.length === 0
                  ? 'Add your team to assign services, hours and bookings.'
                  : 'No one matches these filters. Try another role or status.'
              }
            />
          </Card>
        ) : (
          <ul aria-label="Staff members" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {shown.map((member) => (
              <li key={member.id} className="min-w-0">
                <StaffCard
                  member={member}
                  onEdit={reaches(member) ? (chosen) => setEditing({ member: chosen }) : undefined}
                  onDelete={reaches(member) ? setDeleting : undefined}
                  onInvite={canInvite ? setInviting : undefined}
                  onResetTwoFactor={can('security.manage') ? setResetting : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing ? <StaffFormDialog member={editing.member} onClose={() => setEditing(null)} /> : null}
      <DeleteStaffDialog member={deleting} onClose={() => setDeleting(null)} />
      <ResetTwoFactorDialog member={resetting} onClose={() => setResetting(null)} />
      <InviteStaffDialog member={inviting} onClose={() => setInviting(null)} />
    </>
  );
}
