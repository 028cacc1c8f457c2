import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoSeriousAxeViolations, newOwner, signUp } from './support';

/** Chromium's virtual authenticator stands in for the laptop's fingerprint reader (DevTools protocol). */
async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function addPasskeyInSettings(page: Page, name: string, password: string) {
  await page.goto('/settings#passkeys');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const form = section.getByRole('form', { name: 'Add a passkey' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Add passkey' }).click();
  await expect(section.getByRole('list', { name: 'Passkeys' }).getByText(name)).toBeVisible();
}

test('a member adds a passkey in Settings, then signs in with it and no password', async ({ page }) => {
  const owner = await signUp(page, newOwner());
  await addVirtualAuthenticator(page);

  await page.goto('/settings#passkeys');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const form = section.getByRole('form', { name: 'Add a passkey' });
  await form.getByLabel('Name').fill('Work laptop');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByRole('button', { name: 'Add passkey' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await form.getByLabel('Current password').fill(owner.password);
  await form.getByRole('button', { name: 'Add passkey' }).click();
  const list = section.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expect(list.getByText(/not used yet/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Signed out, the passkey alone signs back in.
  await page.goto('/api/logout');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.goto('/settings#passkeys');
  await expect(section.getByRole('list', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();

  // Removed, it signs nobody in.
  await section.getByRole('button', { name: 'Remove Work laptop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  await page.goto('/api/logout');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That passkey didn’t work. Try again, or sign in with your password.',
  );
});

test('with two-factor on, a passkey answers instead of the code after the password', async ({ page }) => {
  const owner = await signUp(page, newOwner());
  await addVirtualAuthenticator(page);
  await addPasskeyInSettings(page, 'Phone', owner.password);
  // Two-factor on, as Settings turns it on (two-factor.spec.ts walks that screen).
  const setup = await page.request.post('/api/account/two-factor/setup', {
    data: { currentPassword: owner.password },
  });
  const { secret } = (await setup.json()) as { secret: string };
  const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
  expect((await page.request.post('/api/account/two-factor/confirm', { data: { code } })).status()).toBe(200);

  await page.goto('/api/logout');
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password').fill(owner.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(step.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await step.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
});
