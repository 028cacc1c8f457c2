import { expect, type Page, test } from '@playwright/test';
import type { AppointmentItem } from '../../src/contract/appointments';
import { dismissToasts, expectNoSeriousAxeViolations, signInAsDemoByApi } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

/** A Wednesday five weeks out: past the demo's seeded appointments and the other specs' quiet days. */
function quietWednesday(): string {
  const day = new Date(Date.now() + 35 * 86_400_000);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const weeksAfter = (date: string, weeks: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/** A staff member's column of the day view: a region named by them and their hours. */
const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}, `) });

test('the owner books a weekly series of four with a staff member, sees it on the calendar, then cancels the third and following', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const first = quietWednesday();
  const dates = [0, 1, 2, 3].map((weeks) => weeksAfter(first, weeks));
  await signInAsDemoByApi(page);
  const staff: { id: number; firstName: string }[] = await (await page.request.get('/api/staff')).json();
  const priya = staff.find((m) => m.firstName === 'Priya');
  const services: { id: number; name: string }[] = await (await page.request.get('/api/services')).json();
  const conditioning = services.find((s) => s.name === 'Deep Conditioning');

  await page.goto('/calendar');
  await page.getByRole('button', { name: 'New Appointment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await dialog.getByLabel('Client name').fill('Rita Recurring');
  await dialog.getByLabel('Client email').fill('rita.recurring@example.com');
  await dialog.getByLabel('Service').selectOption(String(conditioning?.id));
  await dialog.getByLabel('Date').fill(first);
  await expect(dialog.getByLabel('Time').locator('option[value="15:30"]')).toBeAttached();
  await dialog.getByLabel('Time').selectOption('15:30');

  // Repeat is off until asked for, by keyboard here; a series needs a staff member.
  const repeat = dialog.getByRole('switch', { name: 'Repeat' });
  await expect(repeat).toHaveAttribute('aria-checked', 'false');
  await repeat.focus();
  await page.keyboard.press('Space');
  await expect(repeat).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByLabel('Every')).toHaveValue('1');
  await expect(dialog.getByRole('radio', { name: 'After', exact: true })).toBeChecked();
  await dialog.getByLabel('Number of visits').fill('4');
  await dialog.getByRole('button', { name: 'Create Appointments' }).click();
  await expect(dialog.getByText('Please choose a staff member')).toBeVisible();

  await dialog.getByLabel('Staff member', { exact: true }).selectOption(String(priya?.id));
  await expect(dialog.getByLabel('Time').locator('option[value="15:30"]')).toBeAttached();
  await dialog.getByLabel('Time').selectOption('15:30');
  const visits = dialog.getByRole('checkbox', { name: /· 3:30 PM — Free$/ });
  await expect(visits).toHaveCount(4);
  for (const visit of await visits.all()) await expect(visit).toBeChecked();
  await expect(dialog.getByText('Visits to book: 4 of 4')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // At phone width the dialog still fits.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  await dialog.getByRole('button', { name: 'Create Appointments' }).click();
  await expect(toast(page, 'Appointments created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const booked: AppointmentItem[] = await (
    await page.request.get(`/api/appointments?startDate=${first}&endDate=${dates[3]}&search=Rita%20Recurring`)
  ).json();
  expect(booked.map((a) => [a.date, a.startTime, a.staffId, a.status])).toEqual(
    dates.map((date) => [date, '15:30', priya?.id, 'pending']),
  );
  const seriesId = booked[0]?.seriesId;
  expect(seriesId).toEqual(expect.any(Number));
  expect(booked.every((a) => a.seriesId === seriesId)).toBe(true);

  // The month shows the first visit; the day view of the third shows it in Priya's column.
  await page.goto(`/calendar?view=month&date=${first}`);
  await expect(page.getByRole('button', { name: 'Rita Recurring' }).first()).toBeVisible();
  await page.goto(`/calendar?view=day&date=${dates[2]}`);
  const third = column(page, 'Priya Raman').getByRole('button', {
    name: /^Rita Recurring, Deep Conditioning, 3:30 PM/,
  });
  await expect(third).toBeVisible();
  await third.click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await expect(details.getByText('Part of a recurring series')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel this one' })).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);
  await details.getByRole('button', { name: 'Cancel this and following' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this and following?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel this and following' }).click();
  await expect(toast(page, 'Appointments cancelled')).toBeVisible();

  const after: AppointmentItem[] = await (
    await page.request.get(`/api/appointments?startDate=${first}&endDate=${dates[3]}&search=Rita%20Recurring`)
  ).json();
  expect(after.map((a) => [a.date, a.status])).toEqual([
    [dates[0], 'pending'],
    [dates[1], 'pending'],
    [dates[2], 'cancelled'],
    [dates[3], 'cancelled'],
  ]);
});
