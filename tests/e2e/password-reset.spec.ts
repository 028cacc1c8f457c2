import { expect, test } from '@playwright/test';
import { linkInMail } from './mail';
import { expectNoSeriousAxeViolations, newOwner } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('a member who forgot their password resets it from a phone and signs in with the new one', async ({
  page,
  browser,
}) => {
  const owner = newOwner();
  // Signed in elsewhere (a laptop left open): the reset signs that session out.
  const laptop = await browser.newContext();
  const signedUp = await laptop.request.post('/api/auth/signup', { data: owner });
  expect(signedUp.status()).toBe(201);

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(owner.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const ask = page.getByRole('form', { name: 'Reset your password' });
  // The email typed on the sign-in form came along.
  await expect(ask.getByLabel('Email')).toHaveValue(owner.email);
  await expectNoSeriousAxeViolations(page);
  await ask.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses that email, we’ve sent it a link to reset the password. The link works once, for 1 hour.',
  );

  const link = await linkInMail(owner.email, /http:\/\/localhost:\d+\/reset-password#[A-Za-z0-9_-]+/);
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel('New password').fill('short');
  await choose.getByLabel('Confirm password').fill('short');
  await choose.getByRole('button', { name: 'Set new password' }).click();
  await expect(choose.getByText('Password must be at least 12 characters')).toBeVisible();
  await choose.getByLabel('New password').fill('moonlit-harbor-compass');
  await choose.getByLabel('Confirm password').fill('moonlit-harbor-compas');
  await choose.getByRole('button', { name: 'Set new password' }).click();
  await expect(choose.getByText('Passwords do not match')).toBeVisible();
  await choose.getByLabel('Confirm password').fill('moonlit-harbor-compass');
  await expectNoSeriousAxeViolations(page);
  await choose.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password is reset, and every other session is signed out. Sign in with your new password.',
  );
  // The spent link left the address bar.
  expect(new URL(page.url()).hash).toBe('');
  expect((await laptop.request.get('/api/auth/user')).status()).toBe(401);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password').fill('moonlit-harbor-compass');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

  // The same link again: spent.
  await page.goto('/api/logout');
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''));
  await choose.getByLabel('New password').fill('another-long-password');
  await choose.getByLabel('Confirm password').fill('another-long-password');
  await choose.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This reset link has expired or was already used. Ask for a new one.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await laptop.close();
});
