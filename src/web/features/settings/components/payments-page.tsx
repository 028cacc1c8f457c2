import { PaymentMethodsPanel } from '../../../components/payments/payment-methods-tab';
import { useCan } from '../../../lib/current-user';
import { SettingsSection } from './settings-section';
import { TaxesSection } from './taxes-form';

/** Settings → Payments: the tax rates sales add, and what the point of sale takes. */
export function PaymentsSettingsPage() {
  const can = useCan();
  return (
    <>
      {can('business.manage') ? (
        <SettingsSection
          id="taxes"
          title="Taxes"
          description="Added on top of each sale's subtotal on the Sales screen and at the point of sale"
        >
          <TaxesSection />
        </SettingsSection>
      ) : null}
      <SettingsSection
        id="payment-methods"
        title="Payment methods"
        description="What your point of sale offers at checkout"
      >
        <PaymentMethodsPanel />
      </SettingsSection>
    </>
  );
}
