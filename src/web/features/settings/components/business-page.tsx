import type { CurrentUser } from '../../../../contract/auth';
import { useCan } from '../../../lib/current-user';
import { BrandingSection } from './branding-section';
import { BusinessProfileSection } from './business-profile-form';
import { DirectoryListingSection } from './directory-listing-form';
import { ReadOnlyField } from './read-only-field';
import { SettingsSection } from './settings-section';

/** Settings → Business: what clients see of the business; read-only but for its name to those who can't change it. */
export function BusinessSettingsPage({ user }: { user: CurrentUser }) {
  const can = useCan();
  if (!can('business.manage')) {
    return (
      <SettingsSection id="business" title="Business">
        <dl className="grid gap-4">
          <ReadOnlyField label="Business name" value={user.businessName} />
        </dl>
      </SettingsSection>
    );
  }
  return (
    <>
      <SettingsSection
        id="business"
        title="Business details"
        description="What your booking page, receipts and emails show"
      >
        <BusinessProfileSection />
      </SettingsSection>
      <SettingsSection
        id="directory"
        title="Directory listing"
        description="How clients find you in the Business Directory"
      >
        <DirectoryListingSection />
      </SettingsSection>
      <SettingsSection
        id="branding"
        title="Branding"
        description="Your logo and colour on the page clients book from"
      >
        <BrandingSection />
      </SettingsSection>
    </>
  );
}
