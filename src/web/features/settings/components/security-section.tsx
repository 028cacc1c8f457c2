import { useId, useState } from 'react';
import { Link } from 'wouter';
import { memberRoles } from '../../../../contract/auth';
import { roleNeedsTwoFactor } from '../../../../contract/two-factor';
import { savedOrWhy, useDraftPart } from '../../../components/settings-draft/draft-context';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Switch } from '../../../components/ui/switch';
import { useCurrentUser } from '../../../lib/current-user';
import { useSecuritySettings, useUpdateSecuritySettings } from '../api/security-settings';

const ROLE_NAMES: Record<string, string> = {
  owner: 'owners',
  admin: 'admins',
  manager: 'managers',
  staff: 'staff',
  contractor: 'contractors',
};

/** The roles the requirement covers, from the one ability table: "owners, admins and managers". */
function coveredRoles(): string {
  const names = memberRoles.filter(roleNeedsTwoFactor).map((role) => ROLE_NAMES[role] ?? role);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** Settings → Security (owner): require two-factor sign-in of the roles that handle pay, payroll, exports or billing. */
export function SecuritySection() {
  const settings = useSecuritySettings();
  if (settings.isPending) {
    return <LoadingSkeleton label="Loading security settings…" bars={['h-12']} />;
  }
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => settings.refetch()} />;
  return <SecurityForm saved={settings.data.requireTwoFactor} />;
}

function SecurityForm({ saved }: { saved: boolean }) {
  const update = useUpdateSecuritySettings();
  const [requireTwoFactor, setRequireTwoFactor] = useState(saved);
  const switchId = useId();
  const hintId = useId();
  const ownIsOn = useCurrentUser().user?.twoFactorEnabled ?? false;
  useDraftPart('security', requireTwoFactor !== saved, {
    label: 'Security',
    submit: () =>
      savedOrWhy(() => update.mutateAsync({ requireTwoFactor }), 'It could not be saved. Try again.'),
    discard: () => setRequireTwoFactor(saved),
  });

  return (
    <div className="flex items-start gap-3">
      <Switch
        id={switchId}
        aria-describedby={hintId}
        checked={requireTwoFactor}
        onCheckedChange={setRequireTwoFactor}
      />
      <div className="grid gap-1">
        <label htmlFor={switchId} className="text-sm font-medium text-slate-900">
          Require two-factor sign-in
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          For {coveredRoles()}: everyone who can see pay, run payroll, export data or see billing. Until they
          set it up, they can only open their own account settings.
        </p>
        {ownIsOn ? null : (
          <p className="text-sm text-slate-600">
            Turn on{' '}
            <Link href="/settings/account#two-factor" className="font-medium text-primary-700 underline">
              your own two-factor sign-in
            </Link>{' '}
            first.
          </p>
        )}
      </div>
    </div>
  );
}
