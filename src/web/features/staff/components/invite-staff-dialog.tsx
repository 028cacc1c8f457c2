import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { hasFeature } from '../../../../contract/plans';
import type { StaffMember } from '../../../../contract/staff';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/error-message';
import { useSubscription } from '../../../lib/subscription';
import { toast } from '../../../lib/toast';
import { useInviteStaff } from '../api/invite-staff';
import { staffName } from '../lib/staff-display';

/**
 * Sends a staff member their sign-in link (emailed, and shown here to copy). Without the plan's multi_user
 * feature it says so, with an Upgrade link, and sends nothing.
 */
export function InviteStaffDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const plan = useSubscription();
  const allowed = hasFeature(plan, 'multi_user');
  const invite = useInviteStaff();
  const sentFor = useRef<number | null>(null);

  useEffect(() => {
    if (!member || !allowed || sentFor.current === member.id) return;
    sentFor.current = member.id;
    invite.reset();
    invite.mutate(member.id, {
      onSuccess: () =>
        toast({ type: 'success', title: 'Invitation sent', message: `Emailed to ${member.email}` }),
    });
  }, [member, allowed, invite]);

  const close = () => {
    sentFor.current = null;
    onClose();
  };

  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && close()}>
      {member ? (
        <DialogContent
          title={`Invite ${staffName(member)} to sign in`}
          description={
            allowed ? `A single-use link goes to ${member.email}. It works for 7 days.` : undefined
          }
        >
          {!allowed ? (
            <FeatureGate
              compact
              plan={plan}
              description="Give your team their own sign-in on the Enterprise plan."
            />
          ) : invite.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Sending the invitation…
            </p>
          ) : invite.isError ? (
            <ErrorAlert>{errorMessage(invite.error, 'Failed to send the invitation')}</ErrorAlert>
          ) : invite.data ? (
            <div className="grid gap-2">
              <Label htmlFor="invite-url">Invitation link</Label>
              <div className="flex gap-2">
                <Input
                  id="invite-url"
                  readOnly
                  value={invite.data.inviteUrl}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    void navigator.clipboard?.writeText(invite.data.inviteUrl);
                    toast({ type: 'success', title: 'Link copied' });
                  }}
                >
                  <Copy aria-hidden="true" />
                  Copy
                </Button>
              </div>
              <p className="text-xs text-slate-600">
                Valid until{' '}
                {new Date(invite.data.expiresAt).toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
                . Sending a new invitation replaces this one.
              </p>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
