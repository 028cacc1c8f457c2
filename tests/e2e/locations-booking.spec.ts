import { expect, type Page, test } from '@playwright/test';
import { startEnterpriseTrialByApi } from './plans';
import { signUpByApi } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
/** Clicks a card as a person does: its radio is visually hidden inside the label. */
async function pick(page: Page, name: RegExp) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();
}
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a business with two locations is asked where, in the app and on its booking page', async ({ page }) => {
  await signUpByApi(page);
  // Adding locations is the plan's multiple_locations (decision 021).
  await startEnterpriseTrialByApi(page);
  // Two locations; the service is offered at both.
  for (const name of ['Riverside', 'Old Town']) {
    const created = await page.request.post('/api/locations', { data: { name, address: `1 ${name} Road` } });
    expect(created.status()).toBe(201);
  }
  const service = await page.request.post('/api/services', {
    data: { name: 'Cut and finish', duration: 45, price: '40' },
  });
  expect(service.status()).toBe(201);
  const me = await (await page.request.get('/api/auth/user')).json();

  // In the app: the dialog asks for the location first and the table shows where.
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'New Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await dialog.getByLabel('Client name').fill('Lou Location');
  await dialog.getByLabel('Client email').fill('lou@example.com');
  await dialog.getByLabel('Location').selectOption({ label: 'Old Town' });
  await dialog.getByLabel('Service', { exact: true }).selectOption({ label: 'Cut and finish (45 min)' });
  await dialog.getByLabel('Date').fill(daysAhead(5));
  const time = dialog.getByLabel('Time');
  await expect(time.locator('option').nth(1)).toBeAttached();
  await time.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(toast(page, 'Appointment created successfully')).toBeVisible();
  const table = page.getByRole('table', { name: 'Appointments' });
  await expect(table.getByRole('columnheader', { name: 'Location' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Lou Location/ })).toContainText('Old Town');

  // On the booking page: the client chooses a location before a service.
  await page.goto(`/booking?business=${me.businessSlug}`);
  const form = page.getByRole('form', { name: 'Book an appointment' });
  const where = form.getByRole('group', { name: 'Choose a location' });
  await expect(where).toBeVisible();
  await expect(form.getByRole('group', { name: 'Choose a service' })).toHaveCount(0);
  await pick(page, /^Riverside/);
  await expect(where.getByRole('radio', { name: /^Riverside/ })).toBeChecked();
  await pick(page, /Cut and finish/);
  await form.getByLabel('Date').fill(daysAhead(6));
  // Riverside's free times, in its timezone.
  await expect(form.getByRole('group', { name: 'Time' }).getByRole('radio').first()).toBeAttached();
  await page.screenshot({ path: '/tmp/booking-locations-1280.png', fullPage: true });
});
