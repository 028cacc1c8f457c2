import { BillingSection } from './billing-section';
import { SettingsSection } from './settings-section';

/** Settings → Billing (owners and admins): the plan, the card and the invoices. */
export function BillingSettingsPage() {
  return (
    <SettingsSection id="billing" title="Billing" description="Your plan, card and invoices">
      <BillingSection />
    </SettingsSection>
  );
}
