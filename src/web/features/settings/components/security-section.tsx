import { useId, useState } from 'react';
import { memberRoles } from '../../../../contract/auth';
import { roleNeedsTwoFactor } from '../../../../contract/two-factor';
import { ErrorAlert } from '../../../components/ui/alert';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
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
  const update = useUpdateSecuritySettings();
  const [error, setError] = useState<string | null>(null);
  const switchId = useId();
  const hintId = useId();

  if (settings.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading security settings…</span>
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => settings.refetch()} />;

  const change = (requireTwoFactor: boolean) => {
    setError(null);
    update.mutate(
      { requireTwoFactor },
      {
        onSuccess: () =>
          toast({
            type: 'success',
            title: requireTwoFactor ? 'Two-factor sign-in required' : 'Two-factor sign-in no longer required',
          }),
        onError: (failure) => setError(errorMessage(failure, 'Failed to save')),
      },
    );
  };

  return (
    <div className="grid gap-3">
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          aria-describedby={hintId}
          checked={settings.data.requireTwoFactor}
          disabled={update.isPending}
          onCheckedChange={change}
        />
        <div className="grid gap-1">
          <label htmlFor={switchId} className="text-sm font-medium text-slate-900">
            Require two-factor sign-in
          </label>
          <p id={hintId} className="text-sm text-slate-600">
            For {coveredRoles()}: everyone who can see pay, run payroll, export data or see billing. Until
            they set it up, they can only open their own account settings.
          </p>
        </div>
      </div>
    </div>
  );
}
