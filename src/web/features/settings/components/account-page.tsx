import type { CurrentUser } from '../../../../contract/auth';
import { ChangePasswordForm } from './change-password-form';
import { PasskeysSection } from './passkeys-section';
import { ProfileForm } from './profile-form';
import { SessionsSection } from './sessions-section';
import { SettingsSection } from './settings-section';
import { TwoFactorSection } from './two-factor-section';

/** Settings → Account: the signed-in person's own profile and sign-in, whatever their role. */
export function AccountSettingsPage({ user }: { user: CurrentUser }) {
  return (
    <>
      <SettingsSection
        id="profile"
        title="Profile"
        description="Your name and picture, as your team sees them"
      >
        <ProfileForm user={user} />
      </SettingsSection>
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
      <SettingsSection
        id="sessions"
        title="Sessions"
        description="Where your account is signed in; sign out a browser you no longer use"
      >
        <SessionsSection />
      </SettingsSection>
    </>
  );
}
