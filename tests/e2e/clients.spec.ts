import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDemo } from './support';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search clients' });

/** Types a search and waits for its (debounced) answer, so the rows on screen are that search's. */
async function searchFor(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) => response.url().includes(`search=${encodeURIComponent(text)}`) && response.ok(),
  );
  await search(page).fill(text);
  await answered;
}

test('create, find, edit and delete a client; a taken email is refused', async ({ page }) => {
  const id = Date.now().toString(36);
  const name = `Quinn Harper ${id}`;
  const email = `quinn-${id}@example.com`;
  await signInAsDemo(page);
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText(/Showing 1–25 of \d+/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Add client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('555-01');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await dialog.getByLabel('Phone').fill('(555) 010-2030');
  await dialog.getByLabel('Notes').fill('Prefers mornings');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(toast(page, 'Client created successfully')).toBeVisible();

  // The same email again: the server's 409 message, under the email field.
  await page.getByRole('button', { name: 'Add client' }).click();
  await dialog.getByLabel('Name').fill('Someone Else');
  await dialog.getByLabel('Email').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('A client with this email already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Search by phone digits as typed on the card, then by email.
  await searchFor(page, '010-2030');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await searchFor(page, email);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(edit.getByLabel('Notes')).toHaveValue('Prefers mornings');
  await edit.getByLabel('Phone').fill('(555) 010-9999');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Client updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('(555) 010-9999');

  // The profile: contact details, notes, and totals that start at zero.
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Prefers mornings')).toBeVisible();
  await expect(page.getByText('Total spent')).toBeVisible();
  await expect(page.getByText('$0.00')).toBeVisible();
  await expect(page.getByText('No appointments yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this client?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Client deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  await search(page).fill(email);
  await expect(page.getByText('No clients found')).toBeVisible();
});

test('a demo client profile shows real history and totals', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/clients');
  const listed = await (await page.request.get('/api/clients?sort=name&order=desc&pageSize=25')).json();
  const firstName: string = listed.items[0].name;
  await page.getByRole('combobox', { name: 'Sort clients' }).selectOption('name:desc');
  await expect(page.getByRole('row').nth(1).getByRole('link')).toHaveText(firstName);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Showing 26–/)).toBeVisible();
  await expect(page.getByRole('link', { name: firstName, exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Previous' }).click();
  const regular = listed.items.find((client: { totalAppointments: number }) => client.totalAppointments > 0);
  await page.getByRole('link', { name: regular.name, exact: true }).click();
  const detail = await (await page.request.get(`/api/clients/${regular.id}`)).json();
  await expect(page.getByRole('heading', { name: 'Appointment history' })).toBeVisible();
  const figure = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(figure('Total appointments')).toContainText(String(detail.totalAppointments));
  const spent = Number(detail.totalSpent).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(figure('Total spent')).toContainText(`$${spent}`);
  expect(detail.totalAppointments).toBeGreaterThan(0);
  await expect(page.getByRole('cell', { name: detail.appointments[0].service.name }).first()).toBeVisible();
});

test('CSV import previews each row, refuses a file with errors, imports a clean one; export downloads', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  await signInAsDemo(page);
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import clients' });
  const bad = [
    'Name,Email,Phone,Address,Notes',
    `Ada Import ${id},ada-${id}@example.com,555-010-1111,1 Main St,`,
    `B,not-an-email,123,,`,
  ].join('\n');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(dialog.getByText('1 row ready to import, 1 row has errors.')).toBeVisible();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  const good = [
    'name,email,phone',
    `Ada Import ${id},ada-${id}@example.com,555-010-1111`,
    `Bo Import ${id},bo-${id}@example.com,`,
  ].join('\n');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(dialog.getByText('2 rows ready to import, 0 rows have errors.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(toast(page, '2 clients imported.')).toBeVisible();
  await search(page).fill(`Import ${id}`);
  await expect(page.getByRole('row')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  // UTF-8 with a byte-order mark, so Excel reads accented names as written.
  expect(csv.split('\n')[0]).toMatch(/^\uFEFFname,email,phone,address,notes/i);
  expect(csv).toContain(`bo-${id}@example.com`);
});

test('clients fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsDemo(page);
  await page.goto('/clients');
  await expect(page.getByText(/Showing 1–25/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Appointment history' })).toBeVisible();
  const profileOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(profileOverflow).toBeLessThanOrEqual(0);
});
