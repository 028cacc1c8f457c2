import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import type { PublicBusiness, SlotsResponse } from '../../src/contract/public-booking';
import { linkInMail } from './mail';
import {
  dismissToasts,
  expectNoSeriousAxeViolations,
  saveSettings,
  settingsSaved,
  signInAsDemoByApi,
  signUpByApi,
} from './support';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** 'YYYY-MM-DD', `days` after today (UTC). */
function daysAhead(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A date as the portal's appointment rows show it, e.g. 'Friday, March 7, 2031'. */
const rowDate = (date: string) => format(parseISO(date), 'EEEE, MMMM d, yyyy');

/** Books the first free slot on or after `fromDays` days ahead, through the public booking API. */
async function bookThroughPublicApi(
  request: APIRequestContext,
  business: string,
  client: { name: string; email: string },
  fromDays: number,
) {
  const found: PublicBusiness = await (await request.get(`/api/public/businesses/${business}`)).json();
  const service = found.services[0];
  if (!service) throw new Error('the demo business has no services');
  for (let days = fromDays; days < fromDays + 14; days += 1) {
    const date = daysAhead(days);
    const slots: SlotsResponse = await (
      await request.get(`/api/public/businesses/${business}/slots?serviceId=${service.id}&date=${date}`)
    ).json();
    const slot = slots.slots[0];
    if (!slot) continue;
    const response = await request.post(`/api/public/businesses/${business}/appointments`, {
      data: {
        serviceId: service.id,
        date,
        startTime: slot.startTime,
        clientName: client.name,
        clientEmail: client.email,
      },
    });
    expect(response.status()).toBe(201);
    return { service: service.name, date };
  }
  throw new Error('no free slot found');
}

test('a client signs up, signs out, signs back in with the code, and cancels an appointment', async ({
  page,
  browser,
}) => {
  // The owner sets a 72-hour cut-off in Settings; it is put back however the test ends.
  await signInAsDemoByApi(page);
  const { businessId, businessSlug } = await (await page.request.get('/api/auth/user')).json();
  const settingsBefore = await (await page.request.get('/api/portal-settings')).json();
  try {
    await clientSignsUpSignsOutAndCancels(page, browser, { id: businessId, slug: businessSlug });
  } finally {
    const restored = await page.request.put('/api/portal-settings', { data: settingsBefore });
    expect(restored.status()).toBe(200);
  }
});

async function clientSignsUpSignsOutAndCancels(
  page: Page,
  browser: Browser,
  { id: businessId, slug: businessSlug }: { id: number; slug: string },
) {
  await page.goto('/settings/booking');
  const settings = page.getByRole('form', { name: 'Client portal' });
  await settings.getByLabel('Cancellation cut-off (hours)').fill('72');
  await saveSettings(page);
  await expect(settingsSaved(page)).toBeVisible();

  const context = await browser.newContext();
  const client = await context.newPage();
  const id = Date.now().toString(36);
  const person = { name: `Harper Lane ${id}`, email: `harper-${id}@example.com` };
  await client.goto(`/client?business=${businessSlug}`);
  await expect(client.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
  await expectNoSeriousAxeViolations(client);

  // Before having a profile, a question through the chat widget as a guest.
  await client.getByRole('button', { name: /^Chat with/ }).click();
  const widget = client.getByRole('region', { name: /^Chat with/ });
  await widget.getByLabel('Your name').fill(person.name);
  await widget.getByLabel('Your email').fill(`harper-guest-${id}@example.com`);
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('No messages yet. Start the conversation!')).toBeVisible();
  await widget.getByRole('button', { name: 'Close chat' }).click();

  const signUp = client.getByRole('form', { name: 'Create your profile' });
  await signUp.getByLabel('Full name').fill('H');
  await signUp.getByLabel('Email').fill('harper@');
  await signUp.getByLabel('Phone').fill('555');
  await signUp.getByRole('button', { name: 'Create profile' }).click();
  await expect(signUp.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(signUp.getByText('Please enter a valid email address')).toBeVisible();
  await expect(signUp.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await signUp.getByLabel('Full name').fill(person.name);
  await signUp.getByLabel('Email').fill(person.email);
  await signUp.getByLabel('Phone').fill('555-010-4242');
  await signUp.getByLabel('Address (optional)').fill('12 Elm Street');
  await signUp.getByRole('button', { name: 'Create profile' }).click();
  await expect(toast(client, 'Welcome to Frontdesk!')).toContainText(
    'Your profile has been created successfully.',
  );
  await expect(client.getByRole('heading', { name: 'Save this code' })).toBeVisible();
  const code = (await client.getByTestId('access-code').textContent())?.trim() ?? '';
  expect(code.length).toBeGreaterThan(8);
  await expect(client.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
  await expectNoSeriousAxeViolations(client);
  await client.getByRole('button', { name: 'I saved my code' }).click();
  await expect(client.getByTestId('access-code')).toBeHidden();

  // Signed in, a reload keeps the client in; the code is never shown again.
  await client.reload();
  await expect(client.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
  await expect(client.getByTestId('access-code')).toBeHidden();

  // Sign Out forgets both the portal token and the widget's guest chat on this device.
  const clientTokens = () =>
    client.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => /^fd_portal_token:(guest:)?\d+$/.test(key))
        .sort(),
    );
  expect(await clientTokens()).toEqual([
    `fd_portal_token:${businessId}`,
    `fd_portal_token:guest:${businessId}`,
  ]);
  // /client without ?business= opens the last business by its slug, never its number.
  expect(await client.evaluate(() => localStorage.getItem('fd_portal_token:business'))).toBe(businessSlug);
  await client.getByRole('button', { name: 'Sign Out' }).click();
  const signIn = client.getByRole('form', { name: 'Sign in with your access code' });
  await expect(signIn).toBeVisible();
  expect(await clientTokens()).toEqual([]);
  // The chat launcher sits where toasts show: closed, instead of waited out.
  await dismissToasts(client);
  await client.getByRole('button', { name: /^Chat with/ }).click();
  await expect(widget.getByLabel('Your email')).toHaveValue('');
  await widget.getByRole('button', { name: 'Close chat' }).click();

  await signIn.getByLabel('Access code').fill('not-my-code');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn.getByText('Invalid access code')).toBeVisible();
  await signIn.getByLabel('Access code').fill(code);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();

  // Two bookings made on the public booking API: one soon (inside the cut-off), one weeks away.
  const soon = await bookThroughPublicApi(client.request, businessSlug, person, 1);
  const later = await bookThroughPublicApi(client.request, businessSlug, person, 20);

  await client.getByRole('tab', { name: 'My Appointments' }).click();
  const upcoming = client.getByRole('list', { name: 'Upcoming appointments' });
  const past = client.getByRole('list', { name: 'Past appointments' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(past).toHaveCount(0);
  // Rows are found by their date, so each locator keeps meaning one appointment when the lists change.
  const soonRow = upcoming.getByRole('listitem').filter({ hasText: rowDate(soon.date) });
  const laterRow = upcoming.getByRole('listitem').filter({ hasText: rowDate(later.date) });
  await expect(soonRow).toContainText(soon.service);
  await expect(soonRow.getByText('pending', { exact: true })).toBeVisible();
  await expect(soonRow).toContainText(
    'Appointments can only be cancelled online up to 72 hours before they start.',
  );
  await expect(soonRow.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(laterRow).toContainText(later.service);
  await expectNoSeriousAxeViolations(client);

  await laterRow.getByRole('button', { name: 'Cancel appointment' }).click();
  const confirm = client.getByRole('alertdialog', { name: 'Cancel appointment?' });
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(client, 'Appointment cancelled')).toBeVisible();
  // Still ahead, the cancelled one stays under Upcoming, shown as cancelled, with nothing left to do.
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(soonRow).toHaveCount(1);
  await expect(past).toHaveCount(0);
  const cancelledRow = laterRow;
  await expect(cancelledRow).toContainText(later.service);
  await expect(cancelledRow.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(cancelledRow.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(cancelledRow.getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);

  await client.getByRole('tab', { name: 'My Profile' }).click();
  const profile = client.getByRole('form', { name: 'My Profile' });
  await expect(profile.getByLabel('Address (optional)')).toHaveValue('12 Elm Street');
  await profile.getByLabel('Phone').fill('555-010-9898');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(client, 'Profile Updated')).toBeVisible();

  await client.getByRole('tab', { name: 'Book Service' }).click();
  await expect(client.getByRole('link', { name: 'Book a service' })).toHaveAttribute(
    'href',
    `/booking?business=${businessSlug}`,
  );

  // At phone width the portal still fits.
  await client.setViewportSize({ width: 375, height: 800 });
  await client.getByRole('tab', { name: 'My Appointments' }).click();
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
}

test('a taken email is refused with the server message', async ({ page, browser }) => {
  await signInAsDemoByApi(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  const existing = (await (await page.request.get('/api/clients?pageSize=1')).json()).items[0];
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(`/client?business=${businessSlug}`);
  const signUp = client.getByRole('form', { name: 'Create your profile' });
  await signUp.getByLabel('Full name').fill('Someone New');
  await signUp.getByLabel('Email').fill(existing.email);
  await signUp.getByLabel('Phone').fill('555-010-7777');
  await signUp.getByRole('button', { name: 'Create profile' }).click();
  await expect(toast(client, 'Registration Failed')).toContainText('A client with this email already exists');
  await expect(client.getByRole('form', { name: 'Email me a sign-in link' })).toBeVisible();
  await context.close();
});

test('a used or wrong sign-in link says so and leaves the address bar', async ({ browser, page }) => {
  await signInAsDemoByApi(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(`/client?business=${businessSlug}&link=not-a-real-link-token`);
  await expect(toast(client, 'Sign-in link failed')).toBeVisible();
  await expect(client).toHaveURL(new RegExp(`/client\\?business=${businessSlug}$`));
  await expect(client.getByRole('form', { name: 'Sign in with your access code' })).toBeVisible();
  await context.close();
});

test('a profile update that fails says Update Failed and keeps what was typed', async ({ browser, page }) => {
  await signInAsDemoByApi(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  const context = await browser.newContext();
  const client = await context.newPage();
  const id = Date.now().toString(36);
  await client.goto(`/client?business=${businessSlug}`);
  const signUp = client.getByRole('form', { name: 'Create your profile' });
  await signUp.getByLabel('Full name').fill(`Rowan Bell ${id}`);
  await signUp.getByLabel('Email').fill(`rowan-${id}@example.com`);
  await signUp.getByLabel('Phone').fill('555-010-6060');
  await signUp.getByRole('button', { name: 'Create profile' }).click();
  const profile = client.getByRole('form', { name: 'My Profile' });
  await expect(profile.getByLabel('Full name')).toHaveValue(`Rowan Bell ${id}`);

  await profile.getByLabel('Phone').fill('12');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Phone number must be at least 10 digits')).toBeVisible();

  await client.route('**/api/portal/me', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await profile.getByLabel('Phone').fill('555-010-7070');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(client, 'Update Failed')).toContainText('Failed to update your profile.');
  await expect(profile.getByLabel('Phone')).toHaveValue('555-010-7070');
  await context.close();
});

test('the portal address is the slug: an old slug moves to the new one, a number names nobody', async ({
  page,
  browser,
}) => {
  // A new business (made since slugs are the address) changes its booking link.
  const owner = await signUpByApi(page);
  const { businessId, businessSlug: oldSlug } = await (await page.request.get('/api/auth/user')).json();
  const slug = `moved-${Date.now().toString(36)}`;
  const renamed = await page.request.put('/api/business', { data: { slug } });
  expect(renamed.status(), await renamed.text()).toBe(200);

  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(`/client?business=${oldSlug}`);
  await expect(client).toHaveURL(new RegExp(`/client\\?business=${slug}$`));
  await expect(client.getByText(`New to ${owner.businessName}?`)).toBeVisible();

  // Counting through numbers finds no portal: the page knows no business, only the access-code sign-in.
  await client.goto(`/client?business=${businessId}`);
  await expect(client.getByText('To create a profile, open the client portal')).toBeVisible();
  await expect(client.getByRole('form', { name: 'Create your profile' })).toHaveCount(0);
  await expect(client.getByRole('form', { name: 'Sign in with your access code' })).toBeVisible();
  await expect(client).toHaveURL(new RegExp(`/client\\?business=${businessId}$`));
  await context.close();
});

/** A business of its own, with one service, so its free times are all the test's. */
async function businessWithBeardTrim(page: Page): Promise<{ businessSlug: string; serviceId: number }> {
  await signUpByApi(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  const created = await page.request.post('/api/services', {
    data: { name: 'Beard trim', duration: 30, price: '20.00' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { businessSlug, serviceId: (await created.json()).id };
}

test('at phone width, a client reschedules their appointment to another day and time', async ({
  page,
  browser,
}) => {
  const { businessSlug } = await businessWithBeardTrim(page);

  const context = await browser.newContext();
  const client = await context.newPage();
  await client.setViewportSize({ width: 390, height: 844 });
  const id = Date.now().toString(36);
  const person = { name: `Morgan Reyes ${id}`, email: `morgan-${id}@example.com` };
  await client.goto(`/client?business=${businessSlug}`);
  const signUp = client.getByRole('form', { name: 'Create your profile' });
  await signUp.getByLabel('Full name').fill(person.name);
  await signUp.getByLabel('Email').fill(person.email);
  await signUp.getByLabel('Phone').fill('555-010-5151');
  await signUp.getByRole('button', { name: 'Create profile' }).click();
  await expect(client.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
  const booked = await bookThroughPublicApi(client.request, businessSlug, person, 7);
  const newDate = format(addDays(parseISO(booked.date), 1), 'yyyy-MM-dd');

  await dismissToasts(client);
  await client.getByRole('tab', { name: 'My Appointments' }).click();
  const upcoming = client.getByRole('list', { name: 'Upcoming appointments' });
  const row = upcoming.getByRole('listitem').filter({ hasText: rowDate(booked.date) });
  await row.getByRole('button', { name: /^Reschedule/ }).click();
  const dialog = client.getByRole('dialog', { name: 'Reschedule appointment' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New date').fill(newDate);
  const times = dialog.getByRole('list').getByRole('button');
  await expect(times.first()).toBeVisible();
  const choice = times.nth(2);
  const newTime = ((await choice.textContent()) ?? '').trim();
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousAxeViolations(client);
  const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();

  await expect(toast(client, 'Appointment rescheduled')).toBeVisible();
  await expect(dialog).toBeHidden();
  const moved = upcoming.getByRole('listitem').filter({ hasText: rowDate(newDate) });
  await expect(moved).toContainText(`${rowDate(newDate)} at ${newTime}`);
  await expect(moved).toContainText('Beard trim');
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await context.close();
});

test('at phone width, a client books a past visit again: the booking page has their details, service and stylist', async ({
  page,
  browser,
}) => {
  const { businessSlug, serviceId } = await businessWithBeardTrim(page);
  const staff: { id: number; firstName: string }[] = await (await page.request.get('/api/staff')).json();
  const owner = staff[0];
  const id = Date.now().toString(36);
  const person = { name: `Quinn Again ${id}`, email: `quinn-${id}@example.com` };
  // A visit last week, recorded by the owner.
  const past = await page.request.post('/api/appointments', {
    data: {
      serviceId,
      staffId: owner?.id,
      date: daysAhead(-7),
      startTime: '10:00',
      status: 'completed',
      allowPast: true,
      clientName: person.name,
      clientEmail: person.email,
    },
  });
  expect(past.status(), await past.text()).toBe(201);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const client = await context.newPage();
  // Already a client: they sign in with the link emailed to them.
  const asked = await client.request.post('/api/portal/sign-in-link', {
    data: { business: businessSlug, email: person.email },
  });
  expect(asked.status()).toBe(202);
  await client.goto(await linkInMail(person.email, /https?:\/\/\S+\/client\?business=\S+&link=[\w-]+/));
  await expect(client.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
  await dismissToasts(client);
  await client.getByRole('tab', { name: 'My Appointments' }).click();
  const pastList = client.getByRole('list', { name: 'Past appointments' });
  await pastList.getByRole('button', { name: /^Book Beard trim on .* again$/ }).click();

  await expect(client).toHaveURL(new RegExp(`/booking\\?business=${businessSlug}$`));
  await expect(client.getByRole('radio', { name: /^Beard trim/ })).toBeChecked();
  await expect(
    client.getByRole('group', { name: 'Staff member' }).locator(`input[value="${owner?.id}"]`),
  ).toBeChecked();
  await expect(client.getByLabel('Name', { exact: true })).toHaveValue(person.name);
  await expect(client.getByLabel('Email', { exact: true })).toHaveValue(person.email);
  // Read once: a reload starts empty.
  await client.reload();
  await expect(client.getByLabel('Name', { exact: true })).toHaveValue('');
  await context.close();
});
