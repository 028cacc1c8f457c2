import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { startEnterpriseTrialByApi } from './plans';
import { expectNoSeriousAxeViolations, newOwner, signUpByApi } from './support';

/** A new owner on Enterprise: the time clock and pay runs are its team_pay (decision 021). */
async function payrollOwner(page: Page) {
  const owner = await signUpByApi(page, newOwner());
  await startEnterpriseTrialByApi(page);
  return owner;
}

test('an owner clocks in and out with a break, adds a forgotten shift and approves it', async ({ page }) => {
  const owner = await payrollOwner(page);
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
  await payrollOwner(page);
  await page.goto('/payroll');
  await expect(page.getByRole('button', { name: 'Clock In' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
});

test('the owner runs a pay period from the time clock, approves it, pays it and downloads the CSV', async ({
  page,
}) => {
  const owner = await payrollOwner(page);
  const name = `${owner.firstName} ${owner.lastName}`;
  const staff = (await (await page.request.get('/api/staff')).json()) as { id: number; isOwner: boolean }[];
  const me = staff.find((s) => s.isOwner)?.id as number;
  expect((await page.request.put(`/api/staff/${me}`, { data: { hourlyRate: '20.00' } })).status()).toBe(200);
  // Five 9-hour days, Monday 2 to Friday 6 March 2026 (a new business keeps UTC).
  for (const day of ['02', '03', '04', '05', '06']) {
    const added = await page.request.post('/api/time-entries', {
      data: { staffId: me, clockIn: `2026-03-${day}T09:00:00Z`, clockOut: `2026-03-${day}T18:00:00Z` },
    });
    expect(added.status()).toBe(201);
  }

  await page.goto('/payroll');
  await page.getByRole('button', { name: 'New pay period' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pay period' });
  await dialog.getByLabel('Name').fill('First week of March');
  await dialog.getByLabel('Start date').fill('2026-03-01');
  await dialog.getByLabel('End date').fill('2026-03-07');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const period = page.getByRole('region', { name: /First week of March/ });
  await period.getByRole('button', { name: 'Calculate' }).click();
  const pay = period.getByRole('table', { name: 'Pay for First week of March' });
  const row = pay.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('40.00');
  await expect(row).toContainText('5.00');
  await expect(row).toContainText('$950.00');
  await row.getByLabel(`Deductions for ${name}`).fill('50.00');
  await row.getByLabel(`Deductions for ${name}`).press('Enter');
  await expect(row).toContainText('$900.00');
  await expectNoSeriousAxeViolations(page);

  await period.getByRole('button', { name: 'Approve' }).click();
  await expect(period).toContainText('Approved');
  await period.getByRole('button', { name: 'Mark paid' }).click();
  await expect(period).toContainText('Paid');

  const downloading = page.waitForEvent('download');
  await period.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path()) as string, 'utf8');
  expect(csv).toContain('Staff member,Pay type,Regular hours,Overtime hours');
  expect(csv).toContain('900.00');

  const stubs = page.getByRole('list', { name: 'My pay stubs' });
  await expect(stubs).toContainText('First week of March');
  await expect(stubs).toContainText('$900.00');
});
