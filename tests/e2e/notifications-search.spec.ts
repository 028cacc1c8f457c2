import { expect, type Page, test } from '@playwright/test';
import type { NotificationList } from '../../src/contract/notifications';
import { dismissToasts, expectNoSeriousAxeViolations, signInAsDemo } from './support';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function unreadCount(page: Page): Promise<number> {
  return (await (await page.request.get('/api/notifications/count')).json()).count;
}

const bellOf = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('the bell lists what happened; opening one goes there and reads it; mark all as read', async ({
  page,
}) => {
  await signInAsDemo(page);
  // The demo has online bookings, cancellations, client messages, low stock and two undelivered emails.
  const list: NotificationList = await (await page.request.get('/api/notifications')).json();
  const before = list.unread;
  expect(before).toBeGreaterThan(1);
  expect(await unreadCount(page)).toBe(before);
  expect(list.items.map((n) => n.kind)).toEqual(
    expect.arrayContaining(['booking', 'cancellation', 'message', 'email_failed']),
  );
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleDescription(before > 99 ? '99+ unread' : `${before} unread`);

  await bell.click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`You have ${before} unread notifications.`)).toBeVisible();
  const booking = list.items.find((n) => n.kind === 'booking' && !n.read);
  if (!booking) throw new Error('the demo has no unread online booking');
  const unreadLink = panel.getByRole('link', {
    name: new RegExp(`^Unread: ${escapeRegExp(booking.title)}.*${escapeRegExp(booking.body)}`),
  });
  await expect(unreadLink).toHaveAttribute('href', booking.link);
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);

  // Opening it goes to its day on the calendar and marks it read: the count drops by one.
  await unreadLink.click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(booking.link)}$`));
  await expect(panel).toBeHidden();
  await expect.poll(() => unreadCount(page)).toBe(before - 1);
  await expect(bell).toHaveAccessibleDescription(before - 1 > 99 ? '99+ unread' : `${before - 1} unread`);
  await bell.click();
  await expect(
    panel.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(booking.title)}.*${escapeRegExp(booking.body)}`),
    }),
  ).toBeVisible();
  await expect(panel.getByText(`You have ${before - 1} unread notifications.`)).toBeVisible();

  // Mark all as read, from the keyboard.
  const markAll = panel.getByRole('button', { name: 'Mark all as read' });
  await markAll.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText("You're all caught up.")).toBeVisible();
  await expect(markAll).toBeDisabled();
  await expect(panel.getByRole('link', { name: /^Unread: / })).toHaveCount(0);
  expect(await unreadCount(page)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).not.toHaveAttribute('aria-describedby');
});

test('at phone width the bell opens a panel that fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsDemo(page);
  await bellOf(page).click();
  const panel = panelOf(page);
  await expect(panel.getByRole('link').first()).toBeVisible();
  const box = await panel.boundingBox();
  if (!box) throw new Error('the panel has no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);
});

test('at phone width the header search opens from its button and finds a client', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page);
  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeHidden();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(search).toBeFocused();
  await search.fill('Olivia Benn');
  const client = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('group', { name: 'Clients' })
    .getByRole('option', { name: /^Olivia Bennett/ });
  await expect(client).toBeVisible();
  const box = await client.boundingBox();
  if (!box) throw new Error('no layout');
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Bennett' })).toBeVisible();
  await expect(search).toBeHidden();
});

test('the header search finds a client by name and a sale by number, by keyboard', async ({ page }) => {
  await signInAsDemo(page);
  const search = page.getByRole('combobox', { name: 'Search' });
  const listbox = page.getByRole('listbox', { name: 'Search results' });

  await search.fill('Olivia Benn');
  const client = listbox
    .getByRole('group', { name: 'Clients' })
    .getByRole('option', { name: /^Olivia Bennett/ });
  await expect(client).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(
    listbox.getByRole('group', { name: 'Appointments' }).getByRole('option').first(),
  ).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);
  // The client is the first choice (no screen is called that): down once, then Enter.
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await client.getAttribute('id')) ?? '');
  await expect(client).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Bennett' })).toBeVisible();
  await expect(search).toHaveValue('');

  // Escape closes the list and keeps the text; a second Escape clears it.
  await search.fill('Olivia Benn');
  await expect(client).toBeVisible();
  await search.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('Olivia Benn');
  await search.press('Escape');
  await expect(search).toHaveValue('');

  const [sale] = await (await page.request.get('/api/sales?limit=1')).json();
  await search.fill(`#${sale.id}`);
  const saleOption = listbox
    .getByRole('group', { name: 'Sales' })
    .getByRole('option', { name: new RegExp(`^Sale #${sale.id} · `) });
  await expect(saleOption).toBeVisible();
  await search.press('ArrowDown');
  await expect(saleOption).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sales/${sale.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Sale #${sale.id}` })).toBeVisible();
});
