import { expect, type Locator, type Page, test } from '@playwright/test';
import { linkInMail } from './mail';
import {
  closeByEscape,
  dismissToasts,
  expectNoSeriousAxeViolations,
  signInAsDemo,
  signInAsDemoByApi,
} from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

/**
 * A weekday three weeks out: past the demo's seeded appointments, inside everyone's working week. The
 * tests that book take a day each (`nth` Tuesday, Wednesday or Thursday), so one's leftovers never stand
 * in another's way.
 */
function quietWeekday(nth = 0): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  for (let found = -1; ; day.setUTCDate(day.getUTCDate() + 1)) {
    if ([2, 3, 4].includes(day.getUTCDay())) found++;
    if (found === nth) return day.toISOString().slice(0, 10);
  }
}

/** A staff member's column of the day view: a region named by them and their hours. */
const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}, `) });

/** Drags with the mouse from the middle of `from` by whole pixels, in steps as a hand would. */
async function drag(
  page: Page,
  from: Locator,
  to: { x: number; y: number },
  grip: 'middle' | 'bottom' = 'middle',
) {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const start = { x: box.x + box.width / 2, y: grip === 'middle' ? box.y + 8 : box.y + box.height - 3 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 2, start.y + 6, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** "Notify the client?" answered from the keyboard: the remembered answer has focus, Tab reaches the other. */
async function answerByKeyboard(page: Page, answer: 'Notify' | "Don't notify") {
  const ask = page.getByRole('dialog', { name: 'Notify the client?' });
  const button = ask.getByRole('button', { name: answer, exact: true });
  await expect(ask).toBeVisible();
  for (let i = 0; i < 3; i++) {
    if (await button.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
}

test('the owner books from an empty time in the day view for an existing client, then drags and resizes it', async ({
  page,
}) => {
  const day = quietWeekday();
  await signInAsDemo(page);
  const staff: { id: number; firstName: string; lastName: string }[] = await page.evaluate(() =>
    fetch('/api/staff').then((r) => r.json()),
  );
  const avery = staff.find((m) => m.firstName === 'Avery');
  const services: { id: number; name: string }[] = await page.evaluate(() =>
    fetch('/api/services').then((r) => r.json()),
  );
  const haircut = services.find((s) => s.name === "Men's Haircut");
  // Something already in Avery's afternoon, to drop onto.
  const taken = await page.evaluate(
    (body) =>
      fetch('/api/appointments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status),
    {
      clientName: 'Kept Place',
      clientEmail: 'kept.place@example.com',
      serviceId: haircut?.id,
      staffId: avery?.id,
      date: day,
      startTime: '14:00',
    },
  );
  expect(taken).toBe(201);

  await page.goto(`/calendar?view=day&date=${day}`);
  await expect(page.getByRole('button', { name: 'Day', exact: true, pressed: true })).toBeVisible();
  await expect(column(page, 'Jordan Reyes')).toBeVisible();
  await expect(
    column(page, 'Avery Morgan').getByRole('button', { name: /^Kept Place, Men's Haircut, 2:00 PM/ }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Click an empty quarter hour in Jordan's column: the dialog opens with Jordan, the day and the time.
  await column(page, 'Jordan Reyes').getByRole('button', { name: 'Book 10:15 AM with Jordan Reyes' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await expect(dialog.getByLabel('Staff member (optional)')).toHaveValue(
    String(staff.find((m) => m.firstName === 'Jordan')?.id),
  );
  await expect(dialog.getByLabel('Date')).toHaveValue(day);
  await expect(dialog.getByLabel('Time')).toHaveValue('10:15');

  // An existing client, found by name.
  await dialog.getByRole('combobox', { name: 'Find a client (optional)' }).fill('Nadia');
  await dialog.getByRole('option', { name: /^Nadia Petrova/ }).click();
  await expect(dialog.getByLabel('Client name')).toHaveValue('Nadia Petrova');
  await expect(dialog.getByLabel('Client email')).not.toHaveValue('');
  await expect(dialog.getByText('Booking for Nadia Petrova, an existing client.')).toBeVisible();
  const nadiaEmail = await dialog.getByLabel('Client email').inputValue();
  await dialog.getByLabel('Service').selectOption({ label: "Men's Haircut (30 min)" });
  await expect(dialog.getByLabel('Time')).toHaveValue('10:15');
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(toast(page, 'Appointment created successfully')).toBeVisible();

  const booked = column(page, 'Jordan Reyes').getByRole('button', {
    name: "Nadia Petrova, Men's Haircut, 10:15 AM – 10:45 AM, pending",
  });
  await expect(booked).toBeVisible();

  // Drag it into Avery's column, half an hour later: asked whether to tell Nadia, she is told by email.
  const target = await column(page, 'Avery Morgan').boundingBox();
  const from = await booked.boundingBox();
  if (!target || !from) throw new Error('no layout');
  const dragToAvery = () => drag(page, booked, { x: target.x + target.width / 2, y: from.y + 8 + 40 });
  await dragToAvery();
  const ask = page.getByRole('dialog', { name: 'Notify the client?' });
  await expect(ask).toContainText("Nadia Petrova's Men's Haircut moves to");
  await expect(ask).toContainText('10:45 AM – 11:15 AM with Avery Morgan');
  await expect(ask.getByRole('button', { name: 'Notify', exact: true })).toBeFocused();
  await ask.getByRole('button', { name: 'Notify', exact: true }).click();
  const saved1 = toast(page, 'Appointment updated successfully');
  await expect(saved1).toContainText('Nadia Petrova has been notified.');
  const moved = column(page, 'Avery Morgan').getByRole('button', {
    name: "Nadia Petrova, Men's Haircut, 10:45 AM – 11:15 AM, pending",
  });
  await expect(moved).toBeVisible();
  await expect(column(page, 'Jordan Reyes').getByRole('button', { name: /^Nadia Petrova/ })).toHaveCount(0);

  // Undo puts it back in Jordan's column at 10:15.
  await page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(toast(page, 'Change undone')).toBeVisible();
  await expect(booked).toBeVisible();
  await expect(column(page, 'Avery Morgan').getByRole('button', { name: /^Nadia Petrova/ })).toHaveCount(0);
  // She was told of the move, and of the time again.
  expect(
    await linkInMail(nadiaEmail, /Your appointment has moved to a new time \(it was [^)]*10:15 AM/),
  ).toBeTruthy();
  expect(
    await linkInMail(nadiaEmail, /Your appointment has moved to a new time \(it was [^)]*10:45 AM/),
  ).toBeTruthy();

  // Closing the question leaves it where it was; then moved again, without telling her this time.
  await dragToAvery();
  await closeByEscape(page, ask);
  await expect(booked).toBeVisible();
  await dragToAvery();
  await ask.getByRole('button', { name: "Don't notify" }).click();
  await expect(moved).toBeVisible();
  // Saved: its place is the server's now.
  await expect(moved).toHaveAttribute('data-state', 'idle');

  // Drag its bottom edge down half an hour: an hour long.
  const edge = await moved.boundingBox();
  if (!edge) throw new Error('no layout');
  await drag(page, moved, { x: edge.x + edge.width / 2, y: edge.y + edge.height - 3 + 40 }, 'bottom');
  await expect(ask).toContainText('now ends at 11:45 AM');
  // The last answer is the default now.
  await expect(ask.getByRole('button', { name: "Don't notify" })).toBeFocused();
  await page.keyboard.press('Enter');
  const longer = column(page, 'Avery Morgan').getByRole('button', {
    name: "Nadia Petrova, Men's Haircut, 10:45 AM – 11:45 AM, pending",
  });
  await expect(longer).toBeVisible();

  // Dropped onto the 2:00 PM appointment: the server refuses, the message shows, and it snaps back.
  const kept = column(page, 'Avery Morgan').getByRole('button', { name: /^Kept Place/ });
  const keptBox = await kept.boundingBox();
  const longerBox = await longer.boundingBox();
  if (!keptBox || !longerBox) throw new Error('no layout');
  await dismissToasts(page);
  await drag(page, longer, { x: longerBox.x + longerBox.width / 2, y: keptBox.y + 8 });
  await ask.getByRole('button', { name: "Don't notify" }).click();
  await expect(toast(page, 'This time slot is no longer available')).toBeVisible();
  await expect(longer).toBeVisible();

  const saved = await page.evaluate(
    (when) => fetch(`/api/appointments?startDate=${when}&endDate=${when}&search=Nadia`).then((r) => r.json()),
    day,
  );
  expect(saved).toMatchObject([{ staffId: avery?.id, startTime: '10:45', endTime: '11:45' }]);
});

test('by keyboard: book an empty time, move an appointment to the next column and change its length', async ({
  page,
}) => {
  const day = quietWeekday(1);
  await signInAsDemoByApi(page);
  await page.goto(`/calendar?view=day&date=${day}`);
  const first = column(page, 'Avery Morgan').getByRole('button', {
    name: /^Book 8:00 AM with Avery Morgan$/,
  });
  await expect(first).toBeVisible();
  // One tab stop for the empty times; arrows move through them.
  await first.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Book 10:00 AM with Priya Raman' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: 'Book 10:00 AM with Avery Morgan' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await dialog.getByLabel('Client name').fill('Keys Only');
  await dialog.getByLabel('Client email').fill('keys.only@example.com');
  await dialog.getByLabel('Service').selectOption({ label: "Men's Haircut (30 min)" });
  await dialog.getByRole('button', { name: 'Create Appointment' }).press('Enter');
  await expect(toast(page, 'Appointment created successfully')).toBeVisible();

  const block = page.getByRole('button', { name: /^Keys Only, Men's Haircut, 10:00 AM – 10:30 AM/ });
  await block.focus();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, "Don't notify");
  // Priya doesn't cut men's hair: the server says so and the appointment stays.
  await expect(toast(page, "This staff member doesn't offer this service")).toBeVisible();
  await expect(
    column(page, 'Avery Morgan').getByRole('button', { name: /^Keys Only, .*10:00 AM – 10:30 AM/ }),
  ).toBeVisible();

  // Jordan is two columns along.
  await column(page, 'Avery Morgan')
    .getByRole('button', { name: /^Keys Only/ })
    .focus();
  await page.keyboard.press('m');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, "Don't notify");
  const atJordan = column(page, 'Jordan Reyes').getByRole('button', {
    name: /^Keys Only, Men's Haircut, 10:30 AM – 11:00 AM/,
  });
  await expect(atJordan).toBeVisible();
  await expect(atJordan).toBeFocused();

  await page.keyboard.press('l');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(atJordan).toBeVisible();
  await page.keyboard.press('l');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, "Don't notify");
  await expect(
    column(page, 'Jordan Reyes').getByRole('button', {
      name: /^Keys Only, Men's Haircut, 10:30 AM – 11:30 AM/,
    }),
  ).toBeVisible();

  // Enter on an appointment opens its details.
  await page.getByRole('button', { name: /^Keys Only/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Appointment Details' })).toBeVisible();
});

test('the week view shows one staff member a column per day, and both views work at phone width', async ({
  page,
}) => {
  const day = quietWeekday();
  await signInAsDemoByApi(page);
  await page.goto(`/calendar?view=day&date=${day}`);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${day}`));
  await page.getByLabel('Whose appointments').selectOption({ label: 'Mei Tanaka' });
  await expect(page.getByRole('region', { name: 'Week view' }).getByRole('region')).toHaveCount(7);
  await expect(
    page.getByRole('button', { name: /^Book 9:00 AM on .* with Mei Tanaka$/ }).first(),
  ).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Day view' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Next day' }).click();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByLabel('Month', { exact: true })).toBeVisible();
});

test('at phone width, a drag tells the client, Undo puts it back, and blocked time asks before saving', async ({
  page,
}) => {
  const day = quietWeekday(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoByApi(page);
  await page.goto(`/calendar?view=day&date=${day}`);
  const post = (url: string, body: object) =>
    page.evaluate(
      ({ url, body }) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.status),
      { url, body },
    );
  const staff: { id: number; firstName: string }[] = await page.evaluate(() =>
    fetch('/api/staff').then((r) => r.json()),
  );
  const mei = staff.find((m) => m.firstName === 'Mei');
  const services: { id: number; name: string; duration: number }[] = await page.evaluate(() =>
    fetch('/api/services').then((r) => r.json()),
  );
  const service = services.find((s) => s.duration === 60) ?? services[0];
  const email = `phone.drag.${Date.now()}@example.com`;
  expect(
    await post('/api/appointments', {
      clientName: 'Pia Phone',
      clientEmail: email,
      serviceId: service?.id,
      staffId: mei?.id,
      date: day,
      startTime: '10:00',
    }),
  ).toBe(201);
  expect(
    await post('/api/blocked-times', { date: day, startTime: '13:00', endTime: '14:00', staffId: mei?.id }),
  ).toBe(201);

  await page.goto(`/calendar?view=day&date=${day}`);
  await page.getByLabel('Whose appointments').selectOption({ label: 'Mei Tanaka' });
  const at = (time: string) =>
    column(page, 'Mei Tanaka').getByRole('button', { name: new RegExp(`^Pia Phone, .*, ${time}`) });
  await expect(at('10:00 AM')).toBeVisible();
  const box = await at('10:00 AM').boundingBox();
  if (!box) throw new Error('no layout');
  // An hour down is 80 px.
  await drag(page, at('10:00 AM'), { x: box.x + box.width / 2, y: box.y + 8 + 80 });
  const ask = page.getByRole('dialog', { name: 'Notify the client?' });
  await expect(ask).toContainText('moves to');
  await ask.getByRole('button', { name: 'Notify', exact: true }).click();
  await expect(at('11:00 AM')).toBeVisible();
  await page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(at('10:00 AM')).toBeVisible();
  expect(await linkInMail(email, /has moved to a new time \(it was [^)]*10:00 AM/)).toBeTruthy();
  expect(await linkInMail(email, /has moved to a new time \(it was [^)]*11:00 AM/)).toBeTruthy();

  // Onto Mei's blocked hour: asked first, then saved as an override.
  await dismissToasts(page);
  const from = await at('10:00 AM').boundingBox();
  if (!from) throw new Error('no layout');
  await drag(page, at('10:00 AM'), { x: from.x + from.width / 2, y: from.y + 8 + 240 });
  await ask.getByRole('button', { name: "Don't notify" }).click();
  const anyway = page.getByRole('alertdialog', { name: 'Save it anyway?' });
  await expect(anyway).toContainText('This time is blocked on the staff member’s calendar.');
  await anyway.getByRole('button', { name: 'Save anyway' }).click();
  await expect(at('1:00 PM')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('at phone width the week view shows a day at a time, picked from the week', async ({ page }) => {
  const day = quietWeekday();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoByApi(page);
  await page.goto(`/calendar?view=week&date=${day}`);
  const strip = page.getByRole('group', { name: 'Day of the week' });
  await expect(strip.getByRole('button')).toHaveCount(7);
  await expect(strip.getByRole('button', { pressed: true })).toHaveCount(1);
  const week = page.getByRole('region', { name: 'Week view' });
  await expect(week.getByRole('region')).toHaveCount(1);
  // The Saturday of the same week.
  const saturday = strip.getByRole('button').nth(6);
  const label = (await saturday.getAttribute('aria-label')) as string;
  expect(label).toMatch(/^Saturday, /);
  await saturday.click();
  await expect(saturday).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/view=week&date=\d{4}-\d{2}-\d{2}/);
  await expect(week.getByRole('region')).toHaveCount(1);
  await expect(week.getByRole('region').first()).toHaveAccessibleName(/^Sat, /);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
});
