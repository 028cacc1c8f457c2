import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { startEnterpriseTrialByApi } from './plans';
import { expectNoSeriousAxeViolations, newOwner, signUp, signUpByApi } from './support';

/** The code the authenticator app shows `steps` 30-second steps from now (each step's code works once). */
const codeAt = (key: string, steps = 0) =>
  generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('an owner turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
  browser,
}) => {
  const owner = await signUp(page, newOwner());
  await page.goto('/settings#two-factor');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // Re-authentication first.
  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByText('Current password is incorrect')).toBeVisible();
  await section.getByLabel('Current password').fill(owner.password);
  await section.getByRole('button', { name: 'Continue' }).click();

  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const key = ((await section.locator('code').textContent()) ?? '').replace(/\s/g, '');
  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    section.getByText('That code didn’t work. Check your authenticator app and try again.'),
  ).toBeVisible();
  await section.getByLabel('Code from the app').fill(codeAt(key, -1));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await section.getByRole('button', { name: 'I’ve saved them' }).click();
  await expect(section.getByText('Signing in asks for a code from your authenticator app.')).toBeVisible();
  await expect(section.getByText('10 recovery codes left')).toBeVisible();

  // A new browser: the password, then the code.
  const fresh = await (await browser.newContext()).newPage();
  await signInWithPassword(fresh, owner.email, owner.password);
  const step = fresh.getByRole('form', { name: 'Two-factor sign-in' });
  await expect(step.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expectNoSeriousAxeViolations(fresh);
  await step.getByLabel('Authentication code').fill(codeAt(key, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(fresh.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

  // Phone lost: a recovery code instead, once.
  const another = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInWithPassword(another, owner.email, owner.password);
  await another.getByRole('button', { name: 'Use a recovery code' }).click();
  const recovery = another.getByRole('form', { name: 'Two-factor sign-in' });
  await recovery.getByLabel('Recovery code').fill(recoveryCode);
  await recovery.getByRole('checkbox', { name: 'Remember this device for 30 days' }).check();
  await recovery.getByRole('button', { name: 'Verify' }).click();
  await expect(another.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await another.goto('/settings#two-factor');
  const mine = another.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(mine.getByText('9 recovery codes left')).toBeVisible();
  await expect(mine.getByText('1 remembered device')).toBeVisible();
  await expectNoSeriousAxeViolations(another);
});

test('when the owner requires it, a manager sets it up before the app opens', async ({ page, browser }) => {
  const owner = await signUpByApi(page, newOwner());
  await startEnterpriseTrialByApi(page);
  // The owner turns it on for themselves first, through the API as the screen does.
  const setup = await page.request.post('/api/account/two-factor/setup', {
    data: { currentPassword: owner.password },
  });
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await page.request.post('/api/account/two-factor/confirm', {
    data: { code: codeAt(secret) },
  });
  expect(confirmed.status()).toBe(200);
  const required = await page.request.put('/api/business/security', { data: { requireTwoFactor: true } });
  expect(required.status()).toBe(200);

  const manager = newOwner();
  const added = await page.request.post('/api/staff', {
    data: { firstName: 'Morgan', lastName: 'Lee', email: manager.email, role: 'manager' },
  });
  const sent = await page.request.post(`/api/staff/${(await added.json()).id}/invite`);
  const invitePath = new URL((await sent.json()).inviteUrl).pathname;

  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(invitePath);
  await phone.getByLabel('Choose a password').fill(manager.password);
  await phone.getByRole('button', { name: /^Join / }).click();

  await expect(phone.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(
    phone.getByText(
      'Your business requires two-factor sign-in for your role. Set it up in Settings → Account → Two-factor sign-in to continue.',
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(phone);
  await phone.getByLabel('Current password').fill(manager.password);
  await phone.getByRole('button', { name: 'Continue' }).click();
  const key = ((await phone.locator('code').textContent()) ?? '').replace(/\s/g, '');
  await phone.getByLabel('Code from the app').fill(codeAt(key));
  await phone.getByRole('button', { name: 'Turn on' }).click();
  await expect(phone.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await phone.getByRole('button', { name: 'I’ve saved them' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

  // The owner sees it on the Staff screen, and can turn it off if the manager loses the phone.
  await page.goto('/staff');
  const card = page.getByRole('listitem').filter({ hasText: 'Morgan Lee' });
  await expect(card.getByText('Two-factor on')).toBeVisible();
  await card.getByRole('button', { name: 'Reset two-factor sign-in for Morgan Lee' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-factor sign-in turned off for Morgan Lee' }).first(),
  ).toBeVisible();
  await expect(card.getByText('Two-factor on')).toHaveCount(0);
});
