import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectNoSeriousAxeViolations, signInAsDemo } from './support';

/** A weekday four weeks out, inside the demo's booking window and past its seeded appointments. */
function quietWeekday(): string {
  const day = new Date(Date.now() + 28 * 86_400_000);
  while (![2, 3, 4].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Calls the API as the signed-in page, answering the status and body. */
async function api(page: Page, method: string, url: string, body?: object) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: response.status === 204 ? null : await response.json() };
    },
    { method, url, body },
  );
}

test('a client on the waitlist of a full day gets the freed time and books it', async ({ page, browser }) => {
  const day = quietWeekday();
  await signInAsDemo(page);
  const staff: { id: number; firstName: string }[] = (await api(page, 'GET', '/api/staff')).json;
  const services: { id: number; name: string }[] = (await api(page, 'GET', '/api/services')).json;
  const mei = staff.find((m) => m.firstName === 'Mei');
  const manicure = services.find((s) => s.name === 'Manicure');
  // Mei, the only one who does manicures, has one free hour that day, and it is booked.
  for (const [startTime, endTime] of [
    ['00:00', '10:00'],
    ['11:00', '24:00'],
  ]) {
    expect(
      (await api(page, 'POST', '/api/blocked-times', { date: day, startTime, endTime, staffId: mei?.id }))
        .status,
    ).toBe(201);
  }
  const taken = await api(page, 'POST', '/api/appointments', {
    clientName: 'Early Bird',
    clientEmail: 'early.bird@example.com',
    serviceId: manicure?.id,
    staffId: mei?.id,
    date: day,
    startTime: '10:00',
  });
  expect(taken.status).toBe(201);

  // A client finds the day full and joins its waitlist.
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto('/booking?business=willow-sage-salon');
  const manicureCard = client.getByRole('radio', { name: /^Manicure/ });
  await client.locator('label').filter({ has: manicureCard }).click();
  await client.getByLabel('Date').fill(day);
  await expect(
    client.getByText('There are no free times on this day. Please choose another date.'),
  ).toBeVisible();
  await client.getByRole('button', { name: 'Join the waitlist' }).click();
  const dialog = client.getByRole('dialog', { name: 'Join the waitlist' });
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Wanda Waits');
  await dialog.getByLabel('Email').fill('wanda.waits@example.com');
  await dialog.getByLabel('Earliest start').selectOption('09:00');
  await expectNoSeriousAxeViolations(client);
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByText(/^You're on the waitlist for /)).toBeVisible();
  await dialog.getByRole('link', { name: 'See your place on the waitlist' }).click();
  await expect(client.getByRole('heading', { level: 1, name: "You're on the waitlist" })).toBeVisible();
  await expect(client.getByText(/^Manicure on .*, starting from 9:00 AM\./)).toBeVisible();
  await expectNoSeriousAxeViolations(client);

  // The front desk sees her waiting, then the booked client cancels.
  await page.goto(`/calendar?view=day&date=${day}`);
  const waitlist = page.getByRole('list', { name: 'Waitlist' });
  await expect(waitlist.getByRole('listitem').filter({ hasText: 'Wanda Waits' })).toContainText('Waiting');
  expect((await api(page, 'PUT', `/api/appointments/${taken.json.id}`, { status: 'cancelled' })).status).toBe(
    200,
  );
  await page.reload();
  await expect(waitlist.getByRole('listitem').filter({ hasText: 'Wanda Waits' })).toContainText('Time held');
  await expect(waitlist).toContainText('held 10:00 AM with Mei Tanaka');

  // Held for her: the booking page no longer offers it to anyone else.
  const other = await context.newPage();
  await other.goto('/booking?business=willow-sage-salon');
  await other
    .locator('label')
    .filter({ has: other.getByRole('radio', { name: /^Manicure/ }) })
    .click();
  await other.getByLabel('Date').fill(day);
  await expect(
    other.getByText('There are no free times on this day. Please choose another date.'),
  ).toBeVisible();

  // Her page shows the held time; she books it.
  await client.reload();
  await expect(client.getByRole('heading', { level: 1, name: 'A time opened up' })).toBeVisible();
  await expect(client.getByText(/^Manicure with Mei Tanaka, .* at 10:00 AM – 10:45 AM\.$/)).toBeVisible();
  await expectNoSeriousAxeViolations(client);
  await client.getByRole('button', { name: 'Book this time' }).click();
  await expect(client.getByRole('heading', { name: "You're booked" })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /^Mei Tanaka, / })
      .getByRole('button', { name: /^Wanda Waits, Manicure, 10:00 AM – 10:45 AM/ }),
  ).toBeVisible();
  await expect(waitlist.getByRole('listitem').filter({ hasText: 'Wanda Waits' })).toContainText('Booked');
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);
});

test('the front desk adds a caller to the waitlist of a day; a closed Sunday offers no waitlist online', async ({
  page,
  browser,
}) => {
  const day = quietWeekday();
  await signInAsDemo(page);
  await page.goto(`/calendar?view=day&date=${day}`);
  const section = page.getByRole('region', { name: 'Waitlist' });
  await section.getByRole('button', { name: 'Add to waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to waitlist' });
  await dialog.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Please select a service')).toBeVisible();
  await dialog.getByLabel('Client name').fill('Cleo Caller');
  await dialog.getByLabel('Client email').fill('cleo.caller@example.com');
  await dialog.getByLabel('Service').selectOption({ label: 'Manicure (45 min)' });
  await dialog.getByLabel('Earliest (optional)').fill('13:00');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(dialog).toBeHidden();
  const entry = page
    .getByRole('list', { name: 'Waitlist' })
    .getByRole('listitem')
    .filter({ hasText: 'Cleo Caller' });
  await expect(entry).toContainText('Manicure · from 1:00 PM · cleo.caller@example.com');
  await expect(entry).toContainText('Waiting');

  // Nobody works Sundays: the booking page says the day is closed, with no waitlist to join.
  const sunday = new Date(`${day}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto('/booking?business=willow-sage-salon');
  const manicureCard = client.getByRole('radio', { name: /^Manicure/ });
  await client.locator('label').filter({ has: manicureCard }).click();
  await client.getByLabel('Date').fill(sunday.toISOString().slice(0, 10));
  await expect(client.getByText('We’re closed on this day. Please choose another date.')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);
  await context.close();
});
