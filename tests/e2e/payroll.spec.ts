import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newOwner, signUpThroughForm } from './support';

test('an owner clocks in and out with a break, adds a forgotten shift and approves it', async ({ page }) => {
  const owner = await signUpThroughForm(page, newOwner());
  const name = `${owner.firstName} ${owner.lastName}`;

  // The dashboard has the clock too.
  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Time clock' })).toContainText('You are not clocked in.');

  await page.goto('/payroll');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  await expect(page.getByText('No time entries this week')).toBeVisible();
  const clock = page.getByRole('group', { name: 'Time clock' });
  await clock.getByRole('button', { name: 'Clock In' }).click();
  await expect(clock).toContainText(/Time worked this shift: 0:00:0\d/);
  await expect(clock).toContainText('Clocked in at');
  await expect(page.getByRole('table', { name: 'Timesheet' })).toContainText('On the clock');
  await clock.getByRole('button', { name: 'Start break' }).click();
  await expect(clock).toContainText('on a break since');
  await clock.getByRole('button', { name: 'End break' }).click();
  await expect(clock.getByRole('button', { name: 'Start break' })).toBeVisible();
  await clock.getByRole('button', { name: 'Clock Out' }).click();
  await expect(clock).toContainText('You are not clocked in.');
  const shifts = page.getByRole('table', { name: 'Time entries' });
  await expect(shifts.getByRole('row')).toHaveCount(2);
  await expect(shifts).toContainText('Finished');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a time entry' });
  await dialog.getByLabel('Staff member').selectOption({ label: name });
  // Today, hours away from the shift just clocked (a new business keeps UTC): entries never overlap.
  const early = new Date().getUTCHours() >= 12;
  await dialog.getByLabel('Clock in').fill(early ? '01:00' : '20:00');
  await dialog.getByLabel('Clock out').fill(early ? '02:30' : '21:30');
  await dialog.getByLabel('Break (minutes)').fill('15');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Time entry added' }).first()).toBeVisible();
  await expect(shifts.getByRole('row')).toHaveCount(3);
  await expect(shifts).toContainText('1.25');

  await shifts
    .getByRole('button', { name: /^Approve / })
    .first()
    .click();
  await expect(shifts).toContainText('Approved');
  await expect(
    page.getByRole('table', { name: 'Timesheet' }).getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible();
});

test('payroll fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpThroughForm(page, newOwner());
  await page.goto('/payroll');
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
});
