import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signUpByApi } from './support';

const client = { name: 'Casey Morgan', email: 'casey.morgan@example.com', phone: '555-010-0142' };
const service = {
  name: 'Deep Tissue Massage',
  description: 'Slow, firm pressure for tight muscles.',
  price: '80',
};

/** Clicks a service or time card, as a person does: its radio is visually hidden inside the card. */
async function pick(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name });
  await page.locator('label').filter({ has: radio }).click();
}

/** The day after `date` ('YYYY-MM-DD'). */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function createServiceInSettings(page: Page) {
  await page.goto('/settings/booking');
  await page.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/settings\/services$/);
  await expect(page.getByText('No services yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Name').fill(service.name);
  await dialog.getByLabel('Description').fill(service.description);
  await dialog.getByLabel('Duration (minutes)').fill('60');
  await dialog.getByLabel('Price ($)').fill(service.price);
  await dialog.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Service created successfully' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(service.name) })).toContainText('$80.00');
}

/** A signed-out browser, recording every request it makes. */
async function signedOutClient(browser: Browser) {
  const context = await browser.newContext();
  // The booking page must not depend on the signed-in user: that call fails outright here.
  await context.route('**/api/auth/user', (route) => route.abort());
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  return { context, page, requests };
}

async function chooseServiceAndTomorrow(page: Page) {
  await pick(page, new RegExp(service.name));
  const dateInput = page.getByLabel('Date');
  // The field gets its limits, the business's today and last bookable day, just after it is drawn.
  await expect(dateInput).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  const tomorrow = nextDay((await dateInput.getAttribute('min')) ?? '');
  await dateInput.fill(tomorrow);
  return tomorrow;
}

test('a client books a new business online, the owner sees it, and the time is taken', async ({
  page,
  browser,
}) => {
  const owner = await signUpByApi(page);
  await createServiceInSettings(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();

  const visitor = await signedOutClient(browser);
  const booking = visitor.page;
  await booking.goto(`/booking?business=${businessSlug}`);
  await expect(booking.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
  await expect(booking.getByRole('heading', { name: owner.businessName })).toBeVisible();

  const tomorrow = await chooseServiceAndTomorrow(booking);
  await pick(booking, '10:00 AM');
  await booking.getByLabel('Name').fill(client.name);
  await booking.getByLabel('Email').fill(client.email);
  await booking.getByLabel('Phone (optional)').fill(client.phone);
  await booking.getByLabel('Notes (optional)').fill('First visit');
  await expect(booking.getByLabel('Send me a reminder before the appointment')).toBeChecked();
  await booking.getByRole('button', { name: 'Book Appointment' }).click();

  await expect(booking.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
  const confirmation = booking.getByRole('main');
  await expect(confirmation).toContainText(
    "Your appointment has been successfully scheduled. You'll receive a confirmation email shortly.",
  );
  await expect(confirmation).toContainText(service.name);
  await expect(confirmation).toContainText('10:00 AM – 11:00 AM');

  // The page is public: it loaded the public entry (Preact) and never fetched the app's entry or signed-in code.
  expect(visitor.requests.some((path) => /\/assets\/public-[\w-]+\.js$/.test(path))).toBe(true);
  expect(visitor.requests.filter((path) => /\/assets\/index-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(visitor.requests.some((path) => /\/assets\/public-booking-page-.*\.js$/.test(path))).toBe(true);
  expect(visitor.requests.filter((path) => /signed-in-routes|app-shell/.test(path))).toEqual([]);
  // A visitor isn't signed in, and the page knows it without asking (no request, no 401 in the console).
  expect(visitor.requests.filter((path) => path === '/api/auth/user')).toEqual([]);
  // The business and its services came inside the page's HTML: no second round trip for them.
  expect(visitor.requests.filter((path) => path === `/api/public/businesses/${businessSlug}`)).toEqual([]);

  // Back on the form, the booked time is no longer offered for that day.
  await booking.getByRole('button', { name: 'Book another appointment' }).click();
  await pick(booking, new RegExp(service.name));
  await booking.getByLabel('Date').fill(tomorrow);
  await expect(booking.getByRole('radio', { name: '11:00 AM', exact: true })).toBeVisible();
  await expect(booking.getByRole('radio', { name: '10:00 AM', exact: true })).toHaveCount(0);
  await visitor.context.close();

  // The owner finds the booking on the calendar and in All Appointments.
  await page.goto('/calendar');
  await page.getByRole('combobox', { name: 'Month', exact: true }).selectOption(tomorrow.slice(0, 7));
  await expect(page.getByRole('button', { name: client.name })).toBeVisible();
  await page.goto('/appointments');
  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(client.name);
  const row = page.getByRole('row', { name: new RegExp(client.name) });
  await expect(row).toContainText(service.name);
  await expect(row).toContainText('10:00 AM - 11:00 AM');
  await expect(row).toContainText(client.email);

  // A service that appointments use is only deactivated, and the owner is told so.
  await page.goto('/settings/services');
  await page.getByRole('button', { name: `Delete ${service.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Service deactivated' })).toContainText(
    'deactivated instead of deleted',
  );
  await expect(page.getByRole('row', { name: new RegExp(service.name) })).toContainText('Inactive');
});

test('the booking form says what is missing, on submit and as the client types', async ({ page }) => {
  await page.goto('/booking?business=willow-sage-salon');
  await expect(page.getByRole('heading', { name: 'Willow & Sage' })).toBeVisible();
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  const form = page.getByRole('form', { name: 'Book an appointment' });
  for (const message of [
    'Please select a service',
    'Please select a date',
    'Please select a time',
    'Name is required',
    'Valid email is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Name').fill('Sam');
  await expect(form.getByText('Name is required')).toBeHidden();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await page.getByLabel('Email').fill('sam@example.com');
  await expect(form.getByText('Valid email is required')).toBeHidden();
  // The services are one radio group: arrow keys move the choice.
  await page.getByRole('radio', { name: /Blowout/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Color & Highlights/ })).toBeChecked();
  await expect(form.getByText('Please select a service')).toBeHidden();
});

test('a time taken while the client fills the form fails with the server message', async ({
  page,
  browser,
}) => {
  await signUpByApi(page);
  const created = await page.request.post('/api/services', {
    data: { name: service.name, duration: 60, price: 80 },
  });
  expect(created.status()).toBe(201);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();

  const visitor = await signedOutClient(browser);
  const booking = visitor.page;
  await booking.goto(`/booking?business=${businessSlug}`);
  const tomorrow = await chooseServiceAndTomorrow(booking);
  await pick(booking, '2:00 PM');
  await booking.getByLabel('Name').fill(client.name);
  await booking.getByLabel('Email').fill(client.email);

  // Meanwhile the owner books that very time for someone else.
  const taken = await page.request.post('/api/appointments', {
    data: {
      date: tomorrow,
      startTime: '14:00',
      serviceId: (await created.json()).id,
      clientName: 'Walk-in',
      clientEmail: 'walk-in@example.com',
    },
  });
  expect(taken.status()).toBe(201);

  await booking.getByRole('button', { name: 'Book Appointment' }).click();
  const failure = booking.getByRole('status').filter({ hasText: 'Booking Failed' });
  await expect(failure).toContainText('This time slot is no longer available');
  await expect(booking.getByRole('heading', { name: 'Appointment Booked!' })).toHaveCount(0);
  await expect(booking.getByRole('radio', { name: '2:00 PM', exact: true })).toHaveCount(0);
  await visitor.context.close();
});

test('an unknown or missing business says so', async ({ page }) => {
  await page.goto('/booking?business=no-such-salon');
  await expect(page.getByText('Business not found')).toBeVisible();
  await page.goto('/booking?business=999999');
  await expect(page.getByText('Business not found')).toBeVisible();
  await page.goto('/booking');
  await expect(page.getByText('Business not found')).toBeVisible();
});

test('the booking page has no serious accessibility issues and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/booking?business=willow-sage-salon');
  await expect(page.getByRole('heading', { name: 'Willow & Sage' })).toBeVisible();
  await pick(page, /Blowout/);
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** Of the timezones the product offers, one where it is now between 06:00 and 14:59, so today has free times. */
function zoneWithAnAfternoonLeft(): string {
  const zones = ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'UTC', 'Europe/Berlin'];
  zones.push('Asia/Kolkata', 'Asia/Tokyo', 'Australia/Sydney', 'America/Anchorage', 'America/Denver');
  for (const zone of zones) {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
    if (hour >= 6 && hour < 15) return zone;
  }
  throw new Error('no offered timezone is in its morning');
}

test("a booking for today reaches Today's Schedule and the dashboard, and the owner confirms it", async ({
  page,
  browser,
}) => {
  await signUpByApi(page);
  const zone = zoneWithAnAfternoonLeft();
  const saved = await page.request.put('/api/timezone', { data: { primaryTimezone: zone } });
  expect(saved.status()).toBe(200);
  await createServiceInSettings(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();

  const visitor = await signedOutClient(browser);
  const booking = visitor.page;
  await booking.goto(`/booking?business=${businessSlug}`);
  await pick(booking, new RegExp(service.name));
  const dateInput = booking.getByLabel('Date');
  // The field gets its limits, the business's today and last bookable day, just after it is drawn.
  await expect(dateInput).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  const today = (await dateInput.getAttribute('min')) ?? '';
  await dateInput.fill(today);
  // The last time offered today: it is in the afternoon, so it is still ahead whatever the hour. The zone
  // decides the clock the page writes (Berlin's is 24-hour).
  const times = booking
    .locator('label')
    .filter({ has: booking.getByRole('radio', { name: /^(\d{1,2}:\d{2} [AP]M|\d{2}:\d{2})$/ }) });
  await expect(times.first()).toBeVisible();
  await times.last().click();
  await booking.getByLabel('Name').fill(client.name);
  await booking.getByLabel('Email').fill(client.email);
  await booking.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(booking.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
  await visitor.context.close();

  await page.goto('/dashboard');
  const todayCard = page
    .getByRole('region', { name: 'Statistics' })
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: "Today's Appointments" }) })
    .first();
  await expect(todayCard.locator('p').first()).toHaveText('1');
  await expect(page.getByRole('list', { name: "Today's appointments" })).toContainText(client.name);

  await page.goto('/calendar');
  const schedule = page.getByRole('list', { name: "Today's appointments" });
  await expect(schedule).toContainText(client.name);
  await expect(schedule).toContainText(service.name);
  await expect(schedule).toContainText('pending');

  await page.goto('/appointments');
  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(client.name);
  const row = page.getByRole('row').filter({ hasText: client.name });
  await expect(row).toHaveCount(1);
  await row.getByRole('combobox', { name: /^Status of/ }).selectOption('confirmed');
  await expect(
    page.getByRole('status').filter({ hasText: 'Appointment updated successfully' }),
  ).toBeVisible();
  await expect(row.getByText('confirmed', { exact: true })).toBeVisible();

  await page.goto('/calendar');
  await expect(page.getByRole('list', { name: "Today's appointments" })).toContainText('confirmed');
});

test('on a phone a client chooses a service, is taken to the next step, books a chosen stylist, and the chat covers nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/booking?business=willow-sage-salon');
  await expect(page.getByRole('heading', { name: 'Willow & Sage' })).toBeVisible();
  await pick(page, /Men's Haircut/);
  // The details card scrolls into view, its Staff member choice first.
  const staffChoice = page.getByRole('group', { name: 'Staff member' });
  await expect(staffChoice).toBeInViewport();
  await expect(staffChoice.getByRole('radio').first()).toHaveAccessibleName('Anyone available');
  await expect(staffChoice.getByRole('radio', { name: 'Anyone available' })).toBeChecked();
  await expect(staffChoice.getByRole('radio', { name: /^Avery/ })).toHaveAccessibleName('Avery M.');
  await staffChoice.locator('label').filter({ hasText: 'Avery M.' }).click();
  await expect(staffChoice.getByRole('radio', { name: 'Avery M.' })).toBeChecked();
  // The times are in the business's zone, by name.
  await expect(
    page.getByText(/Times are shown in local time where you'll be seen \(.+ Time \(.+\)\)\./),
  ).toBeVisible();

  const dateInput = page.getByLabel('Date');
  await expect(dateInput).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  // A Wednesday two weeks out: Avery works then.
  const day = new Date(`${await dateInput.getAttribute('min')}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 14);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  await dateInput.fill(date);
  const firstTime = page.getByRole('radio', { name: /^\d{1,2}:\d{2} [AP]M$/ }).first();
  await expect(firstTime).toBeAttached();
  const time = (await firstTime.getAttribute('value')) as string;
  await page
    .locator('label')
    .filter({ has: page.locator(`input[type="radio"][value="${time}"]`) })
    .click();
  await page.getByLabel('Name', { exact: true }).fill('Stylist Chooser');
  await page.getByLabel('Email', { exact: true }).fill('stylist.chooser@example.com');

  // The chat sits in the page at phone width: it overlaps no price, time or button.
  const chat = page.getByRole('button', { name: /^Chat with Willow & Sage/ });
  await chat.scrollIntoViewIfNeeded();
  const chatBox = await chat.boundingBox();
  const book = page.getByRole('button', { name: 'Book Appointment' });
  const bookBox = await book.boundingBox();
  if (!chatBox || !bookBox) throw new Error('no layout');
  expect(chatBox.y).toBeGreaterThanOrEqual(bookBox.y + bookBox.height);
  expect(
    await page.evaluate(
      () => getComputedStyle(document.querySelector('[aria-label^="Chat with"]') as Element).position,
    ),
  ).not.toBe('fixed');

  await book.click();
  await expect(
    page.getByRole('heading', { name: /Appointment Booked|Booking Confirmed|You're booked/i }).first(),
  ).toBeVisible();
  await context.close();

  // The appointment is Avery's.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const signIn = await ownerPage.request.post('/api/auth/login', {
    data: { email: 'demo@frontdesk.test', password: 'frontdesk-demo' },
  });
  expect(signIn.status()).toBe(200);
  const found = await (
    await ownerPage.request.get(
      `/api/appointments?startDate=${date}&endDate=${date}&search=Stylist%20Chooser`,
    )
  ).json();
  expect(found).toMatchObject([{ startTime: time, staff: { firstName: 'Avery' } }]);
  await owner.close();
});
