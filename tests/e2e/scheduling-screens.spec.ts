import { expect, type Page, test } from '@playwright/test';
import type { AppointmentItem } from '../../src/contract/appointments';
import type { DashboardStats } from '../../src/contract/dashboard';
import type { SlotsResponse } from '../../src/contract/public-booking';
import type { ServiceItem } from '../../src/contract/services';
import { formatTimeOfDay } from '../../src/web/lib/format-day';
import { expectNoSeriousAxeViolations, signInAsDemoByApi, signUpByApi } from './support';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The app's own rule, restated: a whole-number percent, 0% when the period before had none. */
function percent(current: number, previous: number) {
  const change = previous === 0 ? 0 : Math.round(((current - previous) / previous) * 100);
  return `${change > 0 ? '+' : ''}${change}%`;
}

/** 'YYYY-MM-DD' of `days` after today in the browser's clock; far enough ahead to be free. */
function daysAhead(days: number, fromWeekday = true): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  // Weekdays: the demo staff's working hours.
  while (fromWeekday && (day.getUTCDay() === 0 || day.getUTCDay() === 6))
    day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Books through the API (as another screen would) so a test has its own row to change. */
async function bookThroughApi(page: Page, clientName: string, days: number): Promise<AppointmentItem> {
  const me = await (await page.request.get('/api/auth/user')).json();
  const services: ServiceItem[] = await (await page.request.get('/api/services')).json();
  const service = services[0];
  if (!service) throw new Error('the demo has services');
  const date = daysAhead(days);
  const slots: SlotsResponse = await (
    await page.request.get(
      `/api/public/businesses/${me.businessSlug}/slots?serviceId=${service.id}&date=${date}`,
    )
  ).json();
  const slot = slots.slots.at(-1);
  if (!slot) throw new Error(`no free time on ${date}`);
  const response = await page.request.post('/api/appointments', {
    data: {
      clientName,
      clientEmail: `${clientName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      serviceId: service.id,
      date,
      startTime: slot.startTime,
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function appointmentRow(page: Page, clientName: string) {
  await page.goto('/appointments');
  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(clientName);
  const row = page.getByRole('row').filter({ hasText: clientName });
  await expect(row).toHaveCount(1);
  return row;
}

test('the dashboard shows the figures the API computes, and its quick actions work', async ({
  page,
  context,
}) => {
  await signInAsDemoByApi(page);
  await page.goto('/dashboard');
  const stats: DashboardStats = await (await page.request.get('/api/dashboard/stats')).json();
  const cards = page.getByRole('region', { name: 'Statistics' });
  const card = (title: string) =>
    cards
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: title }) })
      .first();

  await expect(card("Today's Appointments")).toContainText(String(stats.todayAppointments));
  await expect(card("Today's Appointments")).toContainText(
    `${percent(stats.todayAppointments, stats.yesterdayAppointments)} from yesterday`,
  );
  await expect(card('This Week')).toContainText(
    `${stats.weekAppointments}${percent(stats.weekAppointments, stats.lastWeekAppointments)} from last week`,
  );
  const noShowDiff = stats.noShows - stats.lastWeekNoShows;
  await expect(card('No-shows')).toContainText(`${noShowDiff < 0 ? noShowDiff : `+${noShowDiff}`} this week`);
  const dollars = Number(stats.revenue).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(card('Revenue')).toContainText(dollars);
  await expect(card('Revenue')).toContainText(
    `${percent(Math.round(Number(stats.revenue) * 100), Math.round(Number(stats.lastMonthRevenue) * 100))} this month`,
  );
  // The demo business is on Enterprise: no limit.
  await expect(page.getByText('Unlimited appointments this month')).toBeVisible();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share Booking Link' }).click();
  await expect(toast(page, 'Booking link copied')).toBeVisible();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/booking?business=${me.businessSlug}`,
  );

  await page.getByRole('button', { name: 'Block Time Slot' }).click();
  const block = page.getByRole('dialog', { name: 'Block Time Slot' });
  // The dialog opens on the business's today (America/New_York for the demo), not the browser's.
  const { primaryTimezone } = await (await page.request.get('/api/timezone')).json();
  const businessToday = new Intl.DateTimeFormat('en-CA', { timeZone: primaryTimezone }).format(new Date());
  await expect(block.getByLabel('Date')).toHaveValue(businessToday);
  const blockDate = daysAhead(20);
  await block.getByLabel('Date').fill(blockDate);
  await block.getByLabel('Start time').fill('15:00');
  await block.getByLabel('End time').fill('14:00');
  await block.getByRole('button', { name: 'Block Time' }).click();
  await expect(block.getByText('Start time must be before end time')).toBeVisible();
  await block.getByLabel('End time').fill('16:00');
  await block.getByLabel('Reason (optional)').fill('Team meeting');
  await block.getByRole('button', { name: 'Block Time' }).click();
  await expect(toast(page, 'Time blocked')).toBeVisible();
  const blocked = await (
    await page.request.get(`/api/blocked-times?startDate=${blockDate}&endDate=${blockDate}`)
  ).json();
  expect(blocked).toContainEqual(
    expect.objectContaining({
      date: blockDate,
      startTime: '15:00',
      endTime: '16:00',
      staffId: null,
      reason: 'Team meeting',
    }),
  );
  // The block is listed under Blocked time ahead, and Unblock makes the time bookable again.
  await page.getByRole('button', { name: 'Block Time Slot' }).click();
  // Named as people read it: 'Unblock Tue, Dec 15, 3:00 PM to 4:00 PM' (the year too, in another year).
  const day = new Date(`${blockDate}T00:00:00Z`);
  const readable = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.getUTCFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(day);
  const unblock = block.getByRole('button', { name: `Unblock ${readable}, 3:00 PM to 4:00 PM` });
  await expect(unblock).toBeVisible();
  await unblock.click();
  await expect(toast(page, 'Time unblocked')).toBeVisible();
  await expect(unblock).toHaveCount(0);
  await block.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Export Schedule' }).click();
  const exporting = page.getByRole('dialog', { name: 'Export Schedule' });
  await exporting.getByLabel('Format').selectOption('csv');
  const downloadStarted = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Download' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
});

test('the calendar shows the month from Sunday with its appointments, and moves between months', async ({
  page,
}) => {
  await signInAsDemoByApi(page);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText('Manage your appointments')).toBeVisible();

  const month = page.getByRole('combobox', { name: 'Month' });
  await expect(month.locator('option')).toHaveCount(24);
  const shown = await month.inputValue();
  const grid = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Sun' }) });
  await expect(grid.getByRole('columnheader').first()).toHaveText('Sun');
  await expect(grid.getByRole('columnheader').last()).toHaveText('Sat');
  const today = grid.locator('td[aria-current="date"]');
  await expect(today).toHaveCount(1);

  // Today's cell names today's first appointments, the way the API orders them.
  const todays: AppointmentItem[] = await (await page.request.get('/api/appointments/today')).json();
  expect(todays.length).toBeGreaterThan(0);
  await expect(today).toContainText(todays[0]?.client.name ?? '');
  if (todays.length > 2)
    await expect(today.getByRole('button', { name: `+${todays.length - 2} more` })).toBeVisible();
  await expect(page.getByRole('list', { name: "Today's appointments" }).getByRole('listitem')).toHaveCount(
    todays.length,
  );

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(month).not.toHaveValue(shown);
  await expect(grid.locator('td[aria-current="date"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  const previous = await month.inputValue();
  expect(previous < shown).toBe(true);
  await month.selectOption(shown);
  await expect(grid.locator('td[aria-current="date"]')).toHaveCount(1);

  if (todays.length > 2) {
    await today.getByRole('button', { name: /more/ }).click();
    const dayList = page.getByRole('dialog');
    await expect(dayList.getByRole('listitem')).toHaveCount(todays.length);
    await dayList.getByRole('button', { name: 'Close' }).click();
  }
  await page.getByRole('link', { name: 'View All Appointments' }).click();
  await expect(page).toHaveURL(/\/appointments$/);
});

test('a new appointment is checked on submit, then created and listed', async ({ page }) => {
  await signInAsDemoByApi(page);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'New Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  for (const message of [
    'Client name is required',
    'Valid email is required',
    'Service is required',
    'Date is required',
    'Time is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  const clientName = `Morgan Test ${Date.now().toString(36)}`;
  await dialog.getByLabel('Client name').fill(clientName);
  await expect(dialog.getByText('Client name is required')).toHaveCount(0);
  await dialog.getByLabel('Client email').fill('not-an-email');
  await expect(dialog.getByText('Valid email is required')).toBeVisible();
  await dialog.getByLabel('Client email').fill('morgan.test@example.com');
  await expect(dialog.getByText('Valid email is required')).toHaveCount(0);
  const service = dialog.getByLabel('Service', { exact: true });
  await service.selectOption({ index: 1 });
  const date = daysAhead(9);
  await dialog.getByLabel('Date').fill(date);
  const time = dialog.getByLabel('Time');
  await expect(time.locator('option').nth(1)).toBeAttached();
  // The list writes the time as the dialog offered it (the business's clock).
  const startTime = await time.locator('option').nth(1).textContent();
  await time.selectOption({ index: 1 });
  await dialog.getByLabel('Notes (optional)').fill('First visit');
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(toast(page, 'Appointment created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await appointmentRow(page, clientName);
  await expect(row).toContainText(startTime ?? '');
  await expect(row).toContainText('pending');
  await expect(row).toContainText('morgan.test@example.com');
});

test('the dashboard dialog uses its own wording', async ({ page }) => {
  await signInAsDemoByApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Appointment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  for (const message of [
    'Name is required',
    'Valid email is required',
    'Please select a service',
    'Please select a date',
    'Please select a time',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
});

test('a status is set from the table and an appointment is deleted after confirmation', async ({ page }) => {
  await signInAsDemoByApi(page);
  const clientName = `Status Test ${Date.now().toString(36)}`;
  const booked = await bookThroughApi(page, clientName, 11);
  const row = await appointmentRow(page, clientName);
  await expect(row.getByText('pending', { exact: true })).toBeVisible();

  await row.getByRole('combobox', { name: /^Status of/ }).selectOption('no_show');
  await expect(toast(page, 'Appointment updated successfully')).toBeVisible();
  await expect(row.getByText('no show', { exact: true })).toBeVisible();
  const updated = await (await page.request.get(`/api/appointments/${booked.id}`)).json();
  expect(updated.status).toBe('no_show');

  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('no_show');
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('confirmed');
  await expect(page.getByText('No appointments found')).toBeVisible();
  await expect(
    page.getByText('Try adjusting your search criteria or create a new appointment.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('');

  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this appointment?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Appointment deleted successfully')).toBeVisible();
  await expect(page.getByText('No appointments found')).toBeVisible();
  expect((await page.request.get(`/api/appointments/${booked.id}`)).status()).toBe(404);
});

test("today's appointment is rescheduled to a free time and its details open from the month grid", async ({
  page,
}) => {
  await signInAsDemoByApi(page);
  const todays: AppointmentItem[] = await (await page.request.get('/api/appointments/today')).json();
  const moving = todays.find((a) => a.status !== 'cancelled');
  if (!moving) throw new Error('the demo has appointments today');
  await page.goto('/calendar');

  const cell = page.locator('td[aria-current="date"]');
  await cell.getByRole('button', { name: todays[0]?.client.name }).first().click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await expect(details).toContainText(todays[0]?.service.name ?? '');
  // The demo business (New York) writes times on the 12-hour clock.
  await expect(details).toContainText(
    `${formatTimeOfDay(todays[0]?.startTime ?? '', '12h')} - ${formatTimeOfDay(todays[0]?.endTime ?? '', '12h')}`,
  );
  await expect(details).toContainText(todays[0]?.client.email ?? 'Not given');
  await details.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('button', { name: `Reschedule ${moving.client.name}'s appointment` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Appointment' });
  const date = daysAhead(13);
  await dialog.getByLabel('New date').fill(date);
  const time = dialog.getByLabel(/New time/);
  await expect(time.locator('option').nth(1)).toBeAttached();
  const startTime = await time.locator('option').nth(1).getAttribute('value');
  await time.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(toast(page, 'Appointment updated successfully')).toBeVisible();
  const moved: AppointmentItem = await (await page.request.get(`/api/appointments/${moving.id}`)).json();
  expect([moved.date, moved.startTime]).toEqual([date, startTime]);
  await expect(page.getByRole('list', { name: "Today's appointments" }).getByRole('listitem')).toHaveCount(
    todays.length - 1,
  );
});

test('a time taken while the dialog is open shows the server message in an Error toast', async ({ page }) => {
  await signInAsDemoByApi(page);
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'New Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await dialog.getByLabel('Client name').fill('Riley Late');
  await dialog.getByLabel('Client email').fill('riley.late@example.com');
  const service = dialog.getByLabel('Service', { exact: true });
  await service.selectOption({ index: 1 });
  const staff = dialog.getByLabel('Staff member (optional)');
  await staff.selectOption({ index: 1 });
  const date = daysAhead(16);
  await dialog.getByLabel('Date').fill(date);
  const time = dialog.getByLabel('Time');
  await expect(time.locator('option').nth(1)).toBeAttached();
  await time.selectOption({ index: 1 });

  // Someone else books that very time with that very person first.
  const taken = await page.request.post('/api/appointments', {
    data: {
      clientName: 'Quick Booker',
      clientEmail: 'quick.booker@example.com',
      serviceId: Number(await service.inputValue()),
      staffId: Number(await staff.inputValue()),
      date,
      startTime: await time.inputValue(),
    },
  });
  expect(taken.status()).toBe(201);

  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  const error = toast(page, 'This time slot is no longer available');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Error');
  await expect(dialog).toBeVisible();
  await expect(time).toHaveValue('');
});

test('a new business sees its empty schedule and the free plan limit', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/dashboard');
  const cards = page.getByRole('region', { name: 'Statistics' });
  await expect(cards).toContainText("Today's Appointments00% from yesterday");
  await expect(cards).toContainText('$0.00');
  await expect(page.getByText('0 of 10 appointments this month')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade', exact: true })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByText('No appointments scheduled for today')).toBeVisible();

  await page.goto('/calendar');
  await expect(page.getByText('No appointments scheduled for today')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Appointments' })).toHaveCount(0);

  await page.goto('/appointments');
  await expect(page.getByText('No appointments found')).toBeVisible();
  await expect(
    page.getByText('Try adjusting your search criteria or create a new appointment.'),
  ).toBeVisible();
});

test('the three screens have no serious accessibility violations', async ({ page }) => {
  await signInAsDemoByApi(page);
  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/calendar', 'Calendar'],
    ['/appointments', 'All Appointments'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  }
});

test('the three screens fit a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsDemoByApi(page);
  for (const [path, ready] of [
    ['/dashboard', 'Quick Actions'],
    ['/calendar', "Today's Schedule"],
    ['/appointments', 'Showing 1–'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
