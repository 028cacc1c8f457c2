import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newOwner, signUpThroughForm } from './support';

test('a newcomer signs up, lands on Home, opens the Dashboard from the sidebar and logs out', async ({
  page,
}) => {
  const owner = await signUpThroughForm(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: /user menu|account/i }).click();
  await expect(page.getByRole('menu')).toContainText(`${owner.firstName} ${owner.lastName}`);
  await expect(page.getByRole('menu')).toContainText(owner.email);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});

test('the printed demo login signs in to the populated demo business', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('demo@frontdesk.test');
  await form.getByLabel('Password').fill('frontdesk-demo');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Avery/ })).toBeVisible();
  await expect(page.getByText('Enterprise', { exact: false }).first()).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('demo@frontdesk.test');
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toContainText('Invalid email or password');
});

test('signed out, an unknown path shows the landing page', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/api/login');
  await expect(page.getByRole('link', { name: /early/i }).first()).toHaveAttribute('href', '/promo');
});

test('signed in, an unknown path shows 404 Page Not Found', async ({ page }) => {
  await signUpThroughForm(page, newOwner());
  await page.goto('/no-such-screen');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('at phone width the sidebar hides behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpThroughForm(page, newOwner());
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menuButton.click();
  const drawerNav = page.getByRole('navigation', { name: 'Main' });
  await expect(drawerNav).toBeVisible();
  await drawerNav.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test.describe('accessibility', () => {
  test('landing has no serious axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('login has no serious axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('Home has no serious axe violations', async ({ page }) => {
    await signUpThroughForm(page, newOwner());
    await expectNoSeriousAxeViolations(page);
  });
});
