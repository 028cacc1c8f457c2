import { can } from '../../../../contract/abilities';
import type { CurrentUser } from '../../../../contract/auth';
import { PortalSettingsSection } from '../../../components/client-portal/portal-settings-form';
import { PageTitle } from '../../../components/layout/page-title';
import { PaymentMethodsPanel } from '../../../components/payments/payment-methods-tab';
import { SchedulingSettings } from '../../../components/services/scheduling-settings-section';
import { ApiTokensSection } from './api-tokens-section';
import { BillingSection } from './billing-section';
import { BrandingSection } from './branding-section';
import { BusinessProfileSection } from './business-profile-form';
import { ChangePasswordForm } from './change-password-form';
import { ReadOnlyField } from './read-only-field';
import { SettingsSection } from './settings-section';
import { useScrollToHash } from './use-scroll-to-hash';

export function SettingsPage({ user }: { user: CurrentUser }) {
  useScrollToHash();
  return (
    <>
      <PageTitle title="Settings" subtitle="Your profile, business, plan and password" />
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
        <SettingsSection id="profile" title="Profile">
          <dl className="grid gap-4 sm:grid-cols-2">
            <ReadOnlyField
              label="Name"
              value={[user.firstName, user.lastName].filter(Boolean).join(' ') || 'Not set'}
            />
            <ReadOnlyField label="Email" value={user.email} />
          </dl>
        </SettingsSection>
        {can(user.role, 'business.manage') ? (
          <SettingsSection
            id="business"
            title="Business"
            description="What your booking page, receipts and emails show"
          >
            <BusinessProfileSection />
          </SettingsSection>
        ) : (
          <SettingsSection id="business" title="Business">
            <dl className="grid gap-4">
              <ReadOnlyField label="Business name" value={user.businessName} />
            </dl>
          </SettingsSection>
        )}
        {can(user.role, 'business.manage') ? (
          <SettingsSection
            id="branding"
            title="Branding"
            description="Your logo and colour on the page clients book from"
          >
            <BrandingSection />
          </SettingsSection>
        ) : null}
        <SettingsSection id="booking" title="Booking" description="Your services, hours and calendar feed">
          <SchedulingSettings />
        </SettingsSection>
        <SettingsSection
          id="payment-methods"
          title="Payment methods"
          description="What your point of sale offers at checkout"
        >
          <PaymentMethodsPanel />
        </SettingsSection>
        {can(user.role, 'portalSettings.manage') ? (
          <SettingsSection id="client-portal" title="Client portal" description="What clients can do online">
            <PortalSettingsSection />
          </SettingsSection>
        ) : null}
        {can(user.role, 'billing.view') ? (
          <SettingsSection id="billing" title="Billing" description="Your plan, card and invoices">
            <BillingSection />
          </SettingsSection>
        ) : null}
        {can(user.role, 'apiTokens.manage') ? (
          <SettingsSection
            id="api-tokens"
            title="API tokens"
            description="Connect your own tools to Frontdesk"
          >
            <ApiTokensSection />
          </SettingsSection>
        ) : null}
        <SettingsSection id="password" title="Change password">
          <ChangePasswordForm />
        </SettingsSection>
      </div>
    </>
  );
}
