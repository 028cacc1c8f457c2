import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signUpByApi } from './support';

const CSV_HEADER = 'When (UTC),Who,Role,Via,Action,What,Target ID,Before,After,IP address,Browser,Request ID';

const line = (page: Page, action: string) =>
  page.getByRole('table', { name: 'Activity' }).getByRole('row').filter({ hasText: action });

test('the owner reads the trail, filters it, exports it and keeps it longer', async ({ page, request }) => {
  const owner = await signUpByApi(page);

  await page.goto('/settings/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByText('Nothing recorded yet.')).toBeVisible();

  // A price change and a delete with the owner's session; a wrong password for the owner from elsewhere.
  const created = await page.request.post('/api/services', {
    data: { name: 'Gloss', duration: 30, price: 45 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.put(`/api/services/${id}`, { data: { price: 50 } })).status()).toBe(200);
  expect((await page.request.delete(`/api/services/${id}`)).status()).toBe(200);
  const wrong = await request.post('/api/auth/login', {
    data: { email: owner.email, password: 'not-the-password-1' },
  });
  expect(wrong.status()).toBe(401);

  await page.reload();
  await expect(line(page, 'Service price changed')).toContainText('price: 45 → 50');
  await expect(line(page, 'Service price changed')).toContainText('Jordan Rivera');
  await expect(line(page, 'Service price changed')).toContainText('Owner');
  await expect(line(page, 'Service deleted')).toContainText('Gloss');
  await expect(line(page, 'Service deleted')).toContainText('name: Gloss');
  await expect(line(page, 'Sign-in failed')).toContainText('Not signed in');
  await expect(line(page, 'Sign-in failed')).toContainText(owner.email);
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The request id and browser behind a line, opened from the keyboard.
  const deleted = line(page, 'Service deleted');
  await deleted.getByText('Details').focus();
  await page.keyboard.press('Enter');
  await expect(deleted.getByText('Request ID')).toBeVisible();
  await expect(deleted.locator('dd').last()).toHaveText(/^[0-9a-f-]{36}$/);

  await page.getByLabel('Action').selectOption({ label: 'Service deleted' });
  await expect(page).toHaveURL(/action=service\.deleted/);
  await expect(page.getByRole('table', { name: 'Activity' }).getByRole('row')).toHaveCount(2);
  await expect(line(page, 'Service deleted')).toBeVisible();
  await expect(page.getByLabel('Member')).toContainText('Jordan Rivera');

  // The export carries the same filter, and is itself a line of the trail.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('activity.csv');
  const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe(CSV_HEADER);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain('Service deleted');

  await page.getByLabel('Action').selectOption({ label: 'Refund' });
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/settings\/activity$/);
  await expect(line(page, 'Data exported')).toContainText('Activity (CSV)');

  const days = page.getByLabel('Keep activity for (days)');
  await expect(days).toHaveValue('400');
  await days.fill('30');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Keep activity for 400 to 3650 days')).toBeVisible();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await days.fill('730');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Activity is kept for 730 days' }).first(),
  ).toBeVisible();
  await expect(page.getByText('Keep activity for 400 to 3650 days')).toBeHidden();
  await expect(line(page, 'Security settings changed')).toContainText('retention days: 400 → 730');
  await page.reload();
  await expect(days).toHaveValue('730');

  // A phone: a card per line, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Activity' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Service price changed' })).toContainText(
    'price: 45 → 50',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});

test('To before From is refused in place, and a role without the screen is told so', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/settings/activity?from=2026-03-10&to=2026-03-01');
  await expect(page.getByText('End date must be on or after start date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  // The same session shown to the app as a manager: the screen is the owner's alone.
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), role: 'manager' } });
  });
  await page.goto('/settings/activity');
  await expect(page.getByText("You don't have access to Activity.")).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activity' })).toHaveCount(0);
});
