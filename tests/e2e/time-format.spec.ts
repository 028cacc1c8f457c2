import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveSettings, settingsSaved, signUpByApi } from './support';

test('a business that chooses the 24-hour clock sees it on every screen, and its clients on its pages', async ({
  page,
  browser,
}) => {
  await signUpByApi(page);
  await page.goto('/calendar?view=day');
  await expect(
    page.getByRole('region', { name: 'Day view' }).getByText('9:00 AM', { exact: true }),
  ).toBeVisible();

  await page.goto('/settings/booking');
  const form = page.getByRole('form', { name: 'Booking settings' });
  await expect(form.getByLabel('Time format')).toHaveValue('12h');
  await form.getByLabel('Time format').selectOption({ label: '24-hour (14:30)' });
  await saveSettings(page);
  await expect(settingsSaved(page)).toBeVisible();
  await expect(form.getByLabel('Time format')).toHaveValue('24h');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/calendar?view=day');
  const grid = page.getByRole('region', { name: 'Day view' });
  await expect(grid.getByText('09:00', { exact: true })).toBeVisible();
  await expect(grid.getByText('9:00 AM', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Book 13:15 with / }).first()).toBeAttached();

  // Its booking page writes times the same way.
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  const service = await page.request.post('/api/services', {
    data: { name: 'Trim', duration: 30, price: '20.00' },
  });
  expect(service.status()).toBe(201);
  const client = await browser.newContext();
  const visitor = await client.newPage();
  await visitor.goto(`/booking?business=${businessSlug}`);
  await visitor
    .locator('label')
    .filter({ has: visitor.getByRole('radio', { name: /^Trim/ }) })
    .click();
  const dateInput = visitor.getByLabel('Date');
  // The field gets its limits, the business's today and last bookable day, just after it is drawn.
  await expect(dateInput).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  const min = (await dateInput.getAttribute('min')) ?? '';
  const next = new Date(`${min}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await dateInput.fill(next.toISOString().slice(0, 10));
  await expect(visitor.getByRole('radio', { name: '13:00', exact: true })).toBeAttached();
  await expect(visitor.getByRole('radio', { name: '1:00 PM', exact: true })).toHaveCount(0);
  await client.close();
});
