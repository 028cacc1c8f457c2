import { expect, type Page, test } from '@playwright/test';
import type { AppointmentItem } from '../../src/contract/appointments';
import { formatShortDay } from '../../src/web/lib/format-day';
import { closeByEscape, expectNoSeriousAxeViolations, signInAsDemoByApi } from './support';

/** The business's today (America/New_York for the demo), 'YYYY-MM-DD'. */
async function businessToday(page: Page): Promise<string> {
  const { primaryTimezone } = await (await page.request.get('/api/timezone')).json();
  return new Intl.DateTimeFormat('en-CA', { timeZone: primaryTimezone }).format(new Date());
}

/** 'November 2026' for 'YYYY-MM', and the month `by` months later. */
function monthName(month: string, by = 0): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  const day = new Date(Date.UTC(year, number - 1 + by, 1));
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** The app's own wording, restated: 'Thu, Nov 26: 3 appointments'. */
function dayName(date: string, count: number, today: string): string {
  const counted = count === 0 ? 'no appointments' : count === 1 ? '1 appointment' : `${count} appointments`;
  return `${formatShortDay(date, new Date(`${today}T12:00:00`))}: ${counted}`;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the dashboard's month counts today's appointments, moves between months and opens a day", async ({
  page,
}) => {
  await signInAsDemoByApi(page);
  await page.goto('/dashboard');
  const today = await businessToday(page);
  const month = today.slice(0, 7);
  const grid = page.getByRole('table', { name: monthName(month) });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

  const todays: AppointmentItem[] = await (await page.request.get('/api/appointments/today')).json();
  const booked = todays.filter((a) => a.status !== 'cancelled').length;
  const todayCell = grid.locator('a[aria-current="date"]');
  await expect(todayCell).toHaveCount(1);
  await expect(todayCell).toHaveAccessibleName(dayName(today, booked, today));
  // The day's number, then its count in a badge (none on a day without appointments).
  await expect(todayCell.locator('span').first()).toHaveText(String(Number(today.slice(8))));
  await expect(todayCell.locator('span').nth(1)).toHaveText(booked === 0 ? '' : String(booked));

  // New Appointment: the month's own, and Quick Actions' (the Today list no longer repeats it).
  await expect(page.getByRole('button', { name: 'New Appointment' })).toHaveCount(2);
  await page.getByRole('button', { name: 'New Appointment' }).first().click();
  await closeByEscape(page, page.getByRole('dialog', { name: 'New Appointment' }));
  await expect(page.getByRole('dialog', { name: 'New Appointment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Today' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('table', { name: monthName(month, 1) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: monthName(month, 1) })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(grid).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('table', { name: monthName(month, -1) })).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(grid).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeFocused();

  // The 15th: always in the month, whatever today is.
  const fifteenth = `${month}-15`;
  const dayLink = grid.getByRole('link', {
    name: new RegExp(`^${formatShortDay(fifteenth, new Date(`${today}T12:00:00`))}: `),
  });
  await expect(dayLink).toHaveAttribute('href', `/calendar?view=day&date=${fifteenth}`);
  await dayLink.click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?view=day&date=${fifteenth}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
});

test("the dashboard's month is accessible on a desktop and fits a 390 px phone", async ({ page }) => {
  await signInAsDemoByApi(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const today = await businessToday(page);
  await expect(page.getByRole('table', { name: monthName(today.slice(0, 7)) })).toBeVisible();
  await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('table', { name: monthName(today.slice(0, 7)) })).toBeVisible();
  await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  // A month away the Today button joins the header: still no sideways scroll.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('button', { name: 'Today' })).toBeVisible();
  await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});
