import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDemoByApi, signUpByApi } from './support';

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const value = async (page: Page, name: string) =>
  (await card(page, name).locator('p').first().textContent()) ?? '';

test('the owner reads real figures, switches the period, reads the Staff tab and exports it', async ({
  page,
}) => {
  await signInAsDemoByApi(page);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports and Analytics' })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Key figures' });
  await expect(figures.getByRole('listitem')).toHaveCount(6);
  for (const name of [
    'Total Revenue',
    'Appointments',
    'New Clients',
    'Average Ticket',
    'No-show Rate',
    'Utilization',
  ])
    await expect(card(page, name)).toBeVisible();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('30d');
  const thirtyDays = await value(page, 'Appointments');
  expect(Number(thirtyDays.replace(/,/g, ''))).toBeGreaterThan(0);
  await expect(card(page, 'Total Revenue')).toContainText(/\$[\d,]+\.\d\d/);
  await expectNoSeriousAxeViolations(page);

  // The definition is a focusable tooltip.
  await card(page, 'Utilization').getByRole('button').focus();
  await expect(page.getByRole('tooltip')).toContainText("the team's available minutes");

  // A chart's figures as a table.
  const revenueChart = page.getByRole('group', { name: 'Revenue over time' });
  await revenueChart.getByRole('button', { name: 'Show data table' }).click();
  await expect(revenueChart.getByRole('table', { name: 'Revenue over time' }).getByRole('row')).toHaveCount(
    31,
  );

  await page.getByLabel('Period', { exact: true }).selectOption('7d');
  await expect(page).toHaveURL(/period=7d/);
  await expect.poll(() => value(page, 'Appointments')).not.toBe(thirtyDays);
  const sevenDays = Number((await value(page, 'Appointments')).replace(/,/g, ''));
  expect(sevenDays).toBeLessThan(Number(thirtyDays.replace(/,/g, '')));

  await page.getByRole('tab', { name: 'Staff' }).click();
  const staff = page.getByRole('table', { name: 'Staff' });
  for (const name of ['Avery Morgan', 'Jordan Reyes', 'Priya Raman', 'Mei Tanaka'])
    await expect(staff.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^staff-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('Staff member,Appointments,Completed,Revenue,Utilization,Rebooking rate,Rating');
  expect(csv).toContain('Avery Morgan');

  await page.getByRole('button', { name: 'Export' }).click();
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  const pdf = await readFile((await (await pdfDownload).path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a custom range from the two-month picker', async ({ page }) => {
  await signInAsDemoByApi(page);
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Pick a date range' }).click();
  const picker = page.getByRole('dialog', { name: 'Pick a date range' });
  await expect(picker.getByRole('grid')).toHaveCount(2);
  const days = picker
    .getByRole('gridcell')
    .getByRole('button')
    .filter({ hasNot: page.locator('[disabled]') });
  await days.nth(2).click();
  await days.nth(9).click();
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('');
  await expect(page.getByText(/ – .*America\/New_York/)).toBeVisible();
});

test('a new business sees the plan gate, and at phone width nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpByApi(page);
  await page.goto('/reports');
  await expect(page.getByText('This feature requires a paid subscription.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' }).first()).toHaveAttribute('href', '/subscribe');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
});

test('the owner saves a view with a weekly email, opens it again and deletes it', async ({ page }) => {
  await signInAsDemoByApi(page);
  await page.goto('/reports?period=3m');
  await page.getByRole('tab', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this report' });
  await dialog.getByLabel('Email it').selectOption('weekly');
  await dialog.getByRole('button', { name: 'Save report' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Add at least one recipient for a scheduled report')).toBeVisible();
  const name = `Quarter services ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Recipients').fill('owner@example.com, books@example.com');
  await dialog.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report saved' }).first()).toBeVisible();

  const saved = page
    .getByRole('list', { name: 'Saved reports' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(saved).toContainText('Services · Last 3 months');
  await expect(saved).toContainText(
    'Weekly, Mondays (the week before) to owner@example.com, books@example.com',
  );
  await expectNoSeriousAxeViolations(page);

  await page.goto('/reports');
  await saved.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page).toHaveURL(/period=3m/);
  await expect(page.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');

  await saved.getByRole('switch', { name: `Email ${name}` }).click();
  await expect(saved).toContainText('paused');
  await saved.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(saved).toHaveCount(0);
});
