import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { NOT_BOOKABLE_REASONS, type NotBookableReason } from '../../../../contract/online-booking';
import { useNotBookableStaff } from '../api/get-not-bookable';

/** Where each reason is put right. */
const FIX: Record<NotBookableReason, (staffId: number) => { href: string; label: string }> = {
  noHours: (staffId) => ({ href: `/timezone?staff=${staffId}`, label: 'Set hours' }),
  noServices: () => ({ href: '/settings/services', label: 'Open Services' }),
};

/**
 * Who the booking page can't offer, and why (issue 33): a staff member added with no hours, or on no
 * service, is otherwise silently missing from online booking. Nothing shows while it loads or if it fails:
 * the team list below has its own states.
 */
export function NotBookableNotice() {
  const notBookable = useNotBookableStaff();
  const members = notBookable.data ?? [];
  if (members.length === 0) return null;
  return (
    <section
      aria-labelledby="not-bookable-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="not-bookable-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {members.length === 1
          ? '1 staff member can’t be booked online'
          : `${members.length} staff members can’t be booked online`}
      </h2>
      <ul className="mt-2 grid gap-1.5">
        {members.map((member) => (
          <li key={member.staffId}>
            <span className="font-medium">{member.name}</span>
            {member.reasons.map((reason) => {
              const fix = FIX[reason](member.staffId);
              return (
                <span key={reason}>
                  {' · '}
                  {NOT_BOOKABLE_REASONS[reason]} (
                  <Link href={fix.href} className="font-medium underline">
                    {fix.label}
                  </Link>
                  )
                </span>
              );
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
