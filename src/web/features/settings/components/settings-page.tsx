import { Link } from 'wouter';
import { can } from '../../../../contract/abilities';
import type { CurrentUser } from '../../../../contract/auth';
import { PortalSettingsSection } from '../../../components/client-portal/portal-settings-form';
import { PageTitle } from '../../../components/layout/page-title';
import { PaymentMethodsPanel } from '../../../components/payments/payment-methods-tab';
import { SchedulingSettings } from '../../../components/services/scheduling-settings-section';
import { buttonVariants } from '../../../components/ui/button';
import { ApiTokensSection } from './api-tokens-section';
import { BillingSection } from './billing-section';
import { BookingSettingsSection } from './booking-settings-form';
import { BrandingSection } from './branding-section';
import { BusinessProfileSection } from './business-profile-form';
import { ChangePasswordForm } from './change-password-form';
import { DirectoryListingSection } from './directory-listing-form';
import { NotificationsSection } from './notifications-form';
import { PasskeysSection } from './passkeys-section';
import { PayRulesSection } from './pay-rules-form';
import { ProfileForm } from './profile-form';
import { ReadOnlyField } from './read-only-field';
import { SecuritySection } from './security-section';
import { SessionsSection } from './sessions-section';
import { SettingsSection } from './settings-section';
import { TaxesSection } from './taxes-form';
import { TwoFactorSection } from './two-factor-section';
import { useScrollToHash } from './use-scroll-to-hash';

export function SettingsPage({ user }: { user: CurrentUser }) {
  useScrollToHash();
  return (
    <>
      <PageTitle title="Settings" subtitle="Your profile, business, booking, taxes, plan and sessions" />
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
        <SettingsSection
          id="profile"
          title="Profile"
          description="Your name and picture, as your team sees them"
        >
          <ProfileForm user={user} />
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
            id="directory"
            title="Directory listing"
            description="How clients find you in the Business Directory"
          >
            <DirectoryListingSection />
          </SettingsSection>
        ) : null}
        {can(user.role, 'business.manage') ? (
          <SettingsSection
            id="branding"
            title="Branding"
            description="Your logo and colour on the page clients book from"
          >
            <BrandingSection />
          </SettingsSection>
        ) : null}
        {can(user.role, 'business.manage') ? (
          <SettingsSection
            id="booking-settings"
            title="Booking settings"
            description="Your booking link, and how far ahead and how soon clients may book online"
          >
            <BookingSettingsSection />
          </SettingsSection>
        ) : null}
        <SettingsSection id="booking" title="Booking" description="Your services, hours and calendar feed">
          <SchedulingSettings />
        </SettingsSection>
        {can(user.role, 'business.manage') ? (
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
        {can(user.role, 'business.manage') ? (
          <SettingsSection
            id="notifications"
            title="Notifications"
            description="Which emails your clients get"
          >
            <NotificationsSection />
          </SettingsSection>
        ) : null}
        {can(user.role, 'payroll.manage') ? (
          <SettingsSection id="payroll" title="Payroll" description="How pay runs count overtime">
            <PayRulesSection />
          </SettingsSection>
        ) : null}
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
        <SettingsSection
          id="two-factor"
          title="Two-factor sign-in"
          description="A code from your phone as well as your password"
        >
          <TwoFactorSection />
        </SettingsSection>
        <SettingsSection
          id="passkeys"
          title="Passkeys"
          description="Sign in with your fingerprint, face or PIN instead of a password"
        >
          <PasskeysSection />
        </SettingsSection>
        {can(user.role, 'security.manage') ? (
          <SettingsSection id="security" title="Security" description="What your team needs to sign in">
            <SecuritySection />
          </SettingsSection>
        ) : null}
        {can(user.role, 'activity.view') ? (
          <SettingsSection
            id="activity"
            title="Activity"
            description="Who did what: sign-ins, team and pay changes, refunds, deletes and exports"
          >
            <Link href="/settings/activity" className={buttonVariants({ variant: 'outline' })}>
              Open activity
            </Link>
          </SettingsSection>
        ) : null}
        <SettingsSection
          id="sessions"
          title="Sessions"
          description="Where your account is signed in; sign out a browser you no longer use"
        >
          <SessionsSection />
        </SettingsSection>
      </div>
    </>
  );
}
