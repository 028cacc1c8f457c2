import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { useCan } from '../../../lib/current-user';
import { PayRulesSection } from './pay-rules-form';
import { SecuritySection } from './security-section';
import { SettingsSection } from './settings-section';

/** A section's way on to the screen that holds it. */
function OpenLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={buttonVariants({ variant: 'outline' })}>
      {children}
      <ChevronRight aria-hidden="true" />
    </Link>
  );
}

/** Settings → Team and access: who is on the team (on Staff), what they need to sign in, pay rules, the trail. */
export function TeamSettingsPage() {
  const can = useCan();
  return (
    <>
      {can('staff.manage') ? (
        <SettingsSection
          id="team"
          title="Team"
          description="Add people, set their roles and send sign-in invitations"
        >
          <OpenLink href="/staff">Open Staff</OpenLink>
        </SettingsSection>
      ) : null}
      {can('security.manage') ? (
        <SettingsSection id="security" title="Security" description="What your team needs to sign in">
          <SecuritySection />
        </SettingsSection>
      ) : null}
      {can('payroll.manage') ? (
        <SettingsSection id="payroll" title="Payroll" description="How pay runs count overtime">
          <PayRulesSection />
        </SettingsSection>
      ) : null}
      {can('activity.view') ? (
        <SettingsSection
          id="activity"
          title="Activity"
          description="Who did what: sign-ins, team and pay changes, refunds, deletes and exports"
        >
          <OpenLink href="/settings/activity">Open activity</OpenLink>
        </SettingsSection>
      ) : null}
    </>
  );
}
