import {
  CalendarDays,
  Clock,
  DollarSign,
  IdCard,
  Mail,
  Pencil,
  Phone,
  Scissors,
  Send,
  ShieldCheck,
  ShieldOff,
  Trash2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatPhone } from '../../../../contract/phone';
import type { StaffMember } from '../../../../contract/staff';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  formatHireDate,
  formatPay,
  formatPermissions,
  roleBadgeVariant,
  roleLabels,
  staffName,
} from '../lib/staff-display';

type StaffCardProps = {
  member: StaffMember;
  /** Absent without staff.manage. */
  onEdit?: (member: StaffMember) => void;
  /** Absent without staff.manage; never offered for the owner's own row. */
  onDelete?: (member: StaffMember) => void;
  /** Absent without staff.invite; offered to active members who don't sign in yet. */
  onInvite?: (member: StaffMember) => void;
  /** The owner's: turn off the member's two-factor sign-in (lost phone). */
  onResetTwoFactor?: (member: StaffMember) => void;
};

function Detail({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="sr-only">{label}</dt>
      <span aria-hidden="true" className="text-slate-500 [&_svg]:size-4">
        {icon}
      </span>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}

/** Spec §2 staff card: who, what they do, how to reach them, their pay and permissions, and the actions. */
export function StaffCard({ member, onEdit, onDelete, onInvite, onResetTwoFactor }: StaffCardProps) {
  const name = staffName(member);
  const headingId = `staff-${member.id}-name`;
  const pay = formatPay(member);
  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId} role="group">
      <div className="grid gap-2 p-5 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-base font-semibold text-slate-900">
              {name}
            </h2>
            <p className="text-sm text-slate-700">{member.position ?? roleLabels[member.role]}</p>
            {member.department ? <p className="text-sm text-slate-600">{member.department}</p> : null}
          </div>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={roleBadgeVariant[member.role]}>{roleLabels[member.role]}</Badge>
            {member.isOwner ? <Badge variant="primary">Owner</Badge> : null}
            {member.isActive ? null : <Badge variant="warning">Inactive</Badge>}
            {member.twoFactorEnabled ? <Badge variant="success">Two-factor on</Badge> : null}
          </div>
        </div>
      </div>
      <dl className="grid flex-1 content-start gap-1.5 px-5 pb-4 text-sm text-slate-700">
        <Detail label="Email" icon={<Mail />}>
          <a
            href={`mailto:${member.email}`}
            title={member.email}
            className="text-primary-700 hover:underline"
          >
            {member.email}
          </a>
        </Detail>
        {member.phone ? (
          <Detail label="Phone" icon={<Phone />}>
            {formatPhone(member.phone)}
          </Detail>
        ) : null}
        {member.employeeId ? (
          <Detail label="Employee ID" icon={<IdCard />}>
            {member.employeeId}
          </Detail>
        ) : null}
        {pay ? (
          <Detail label="Pay" icon={<DollarSign />}>
            {pay}
          </Detail>
        ) : null}
        {member.hireDate ? (
          <Detail label="Hire date" icon={<CalendarDays />}>
            Hired {formatHireDate(member.hireDate)}
          </Detail>
        ) : null}
        <Detail label="Permissions" icon={<ShieldCheck />}>
          {formatPermissions(member.permissions)}
        </Detail>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-5 py-3">
        <div className="flex gap-1">
          <Link
            href="/settings/services"
            aria-label={`Services for ${name}`}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <Scissors aria-hidden="true" />
            Services
          </Link>
          <Link
            href={`/timezone?staff=${member.id}`}
            aria-label={`Hours for ${name}`}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <Clock aria-hidden="true" />
            Hours
          </Link>
        </div>
        {onEdit || onDelete || onInvite || onResetTwoFactor ? (
          <div className="ml-auto flex flex-wrap gap-2">
            {onInvite && !member.isOwner && member.isActive && !member.hasSignIn ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Invite ${name} to sign in`}
                onClick={() => onInvite(member)}
              >
                <Send aria-hidden="true" />
                Invite
              </Button>
            ) : null}
            {onEdit ? (
              <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => onEdit(member)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
            {onResetTwoFactor && !member.isOwner && member.twoFactorEnabled ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Reset two-factor sign-in for ${name}`}
                onClick={() => onResetTwoFactor(member)}
              >
                <ShieldOff aria-hidden="true" />
                Reset two-factor
              </Button>
            ) : null}
            {onDelete && !member.isOwner ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Delete ${name}`}
                className="text-red-700 hover:text-red-800"
                onClick={() => onDelete(member)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
