import { expect, type Page, test } from '@playwright/test';
import {
  closeByEscape,
  expectNoSeriousAxeViolations,
  newOwner,
  saveSettings,
  settingsSaved,
  signUpByApi,
} from './support';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Settings' });
const saveBar = (page: Page) => page.getByRole('region', { name: 'Unsaved changes' });
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });

test('Settings is a menu of pages, each with one save for all its changes', async ({ page }) => {
  await signUpByApi(page, newOwner());
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/business$/);
  await expect(menu(page).getByRole('link')).toHaveText([
    'Business',
    'Booking',
    'Payments',
    'Notifications',
    'Team and access',
    'Billing',
    'Integrations',
    'Account',
  ]);
  await expect(menu(page).getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await expect(saveBar(page)).toHaveCount(0);

  // Two parts of the page changed: one bar names both, and one Save keeps both.
  await page
    .getByRole('form', { name: 'Business details' })
    .getByLabel('Phone (optional)')
    .fill('555-010-4242');
  await page
    .getByRole('form', { name: 'Directory listing' })
    .getByLabel('Specialties')
    .fill('Balayage, Keratin');
  await expect(saveBar(page)).toContainText(
    'You have unsaved changes in Business details, Directory listing',
  );
  await expectNoSeriousAxeViolations(page);
  await saveSettings(page);
  await expect(settingsSaved(page)).toBeVisible();
  await expect(saveBar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('555-010-4242');
  await expect(page.getByLabel('Specialties')).toHaveValue('Balayage, Keratin');

  // Discard puts the page back as saved.
  await page.getByLabel('Phone (optional)').fill('555-010-9999');
  await saveBar(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('555-010-4242');
  await expect(saveBar(page)).toHaveCount(0);

  // A refused part stays changed and says why; the part that went is saved.
  await page.getByLabel('Business name').fill('');
  await page.getByLabel('Specialties').fill('Balayage');
  await saveSettings(page);
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(saveBar(page)).toContainText('Business details: Check the highlighted fields.');
  await expect(saveBar(page)).toContainText('in Business details');
  await expect(saveBar(page)).not.toContainText('Directory listing');
});

test('leaving a page with unsaved changes asks first: links, the menu and Back', async ({ page }) => {
  await signUpByApi(page, newOwner());
  await page.goto('/settings/business');
  await menu(page).getByRole('link', { name: 'Booking' }).click();
  const window = page.getByRole('form', { name: 'Booking settings' }).getByLabel('Booking window (days)');
  const saved = await window.inputValue();
  await window.fill('30');

  await menu(page).getByRole('link', { name: 'Payments' }).click();
  await expect(leaveDialog(page)).toContainText('You have unsaved changes on this page.');
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/settings\/booking$/);
  await expect(window).toHaveValue('30');

  // The sidebar is guarded too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await closeByEscape(page, leaveDialog(page));
  await expect(page).toHaveURL(/\/settings\/booking$/);

  // Back (to Business, in the app): the address stays until the member chooses.
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/booking$/);
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(window).toHaveValue('30');

  await menu(page).getByRole('link', { name: 'Payments' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/settings\/payments$/);
  await expect(page.getByRole('region', { name: 'Taxes' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Booking' }).click();
  await expect(leaveDialog(page)).toHaveCount(0);
  await expect(page.getByLabel('Booking window (days)')).toHaveValue(saved);
});

test('old Settings addresses and the app’s “in Settings” links open the right page', async ({ page }) => {
  await signUpByApi(page, newOwner());
  await page.goto('/settings#notifications');
  await expect(page).toHaveURL(/\/settings\/notifications#notifications$/);
  await expect(page.getByRole('form', { name: 'Notifications' })).toBeVisible();
  await page.goto('/settings#two-factor');
  await expect(page).toHaveURL(/\/settings\/account#two-factor$/);
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' })).toBeFocused();
  // A section below others that load their data is still in view once they have.
  await page.goto('/settings#directory');
  await expect(page).toHaveURL(/\/settings\/business#directory$/);
  await expect(page.getByRole('form', { name: 'Business details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Directory listing' }).getByRole('heading')).toBeInViewport();
  await page.goto('/settings/nothing-here');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/settings\/account#profile$/);
  await page.goto('/settings/services');
  await page.getByRole('link', { name: 'Booking settings' }).click();
  await expect(page).toHaveURL(/\/settings\/booking$/);
});

test('at phone width the menu scrolls to the open page and the save bar fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUpByApi(page, newOwner());
  await page.goto('/settings/team');
  await expect(menu(page).getByRole('link', { name: 'Team and access' })).toBeInViewport();
  await menu(page).getByRole('link', { name: 'Account' }).click();
  await expect(menu(page).getByRole('link', { name: 'Account' })).toBeInViewport();
  await page.getByLabel('Last name (optional)').fill('Rivera-Diaz');
  await expect(saveBar(page).getByRole('button', { name: 'Save changes' })).toBeInViewport();
  await expectNoSeriousAxeViolations(page);
  await saveSettings(page);
  await expect(settingsSaved(page)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
