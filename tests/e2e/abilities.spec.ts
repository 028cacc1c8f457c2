import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoByApi } from './support';

/**
 * The web reads the same ability table the server enforces (src/contract/abilities.ts). Here the demo owner's
 * session is shown to the app as another role: the server still answers as the owner, so a hidden button is
 * the web's own decision (staff.spec.ts signs a real stylist in through an invitation).
 */
async function seeAs(page: Page, role: 'staff' | 'contractor') {
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), role } });
  });
}

test('staff are not offered what only managers may do', async ({ page }) => {
  await signInAsDemoByApi(page);
  await seeAs(page, 'staff');

  await page.goto('/products');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Categories' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.goto('/settings/services');
  await expect(page.getByRole('table', { name: 'Services' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  await page.goto('/clients');
  await expect(page.getByRole('button', { name: 'Add client' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();

  await page.goto('/staff');
  await expect(page.getByRole('group', { name: 'Jordan Reyes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Staff Member' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'New Appointment' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block Time Slot' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Schedule' })).toHaveCount(0);
});

test("contractors don't see the calendar feed's secret address", async ({ page }) => {
  await signInAsDemoByApi(page);
  await seeAs(page, 'contractor');
  await page.goto('/settings/booking');
  await expect(page.getByRole('link', { name: /Services/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Integrations' }),
  ).toHaveCount(0);
  await page.goto('/settings/integrations');
  await expect(page.getByText("You don't have access to Integrations settings.")).toBeVisible();
  await expect(page.getByLabel('Calendar feed URL')).toHaveCount(0);
});

test('the owner is offered all of it', async ({ page }) => {
  await signInAsDemoByApi(page);
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Add Product' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Export Schedule' })).toBeVisible();
  await page.goto('/settings/integrations');
  await expect(page.getByLabel('Calendar feed URL')).toBeVisible();
});
