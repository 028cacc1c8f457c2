import { expect, type Page, test } from '@playwright/test';
import type { AppointmentItem } from '../../src/contract/appointments';
import type { Transaction } from '../../src/contract/payments';
import type { ProductItem } from '../../src/contract/products';
import type { SaleSummary } from '../../src/contract/sales';
import { formatTimeOfDay } from '../../src/web/lib/format-day';
import { expectNoSeriousAxeViolations, signInAsDemoByApi } from './support';

/** Opens a screen and returns the first item its list was drawn from (the first successful GET of apiPath). */
async function openWithFirst<T>(page: Page, path: string, apiPath: string): Promise<T> {
  const response = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === apiPath && r.ok(),
  );
  await page.goto(path);
  const [first]: T[] = await (await response).json();
  if (first === undefined) throw new Error(`the demo has nothing at ${apiPath}`);
  return first;
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('at phone width the tables are cards', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemoByApi(page);
  });

  test('appointments: a card per appointment with its status and the same actions', async ({ page }) => {
    const first = await openWithFirst<AppointmentItem>(page, '/appointments', '/api/appointments');
    const list = page.getByRole('list', { name: 'Appointments' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table', { name: 'Appointments' })).toBeHidden();
    // Cards come in the list's order: the first is the first appointment.
    const card = list.getByRole('listitem').first();
    await expect(card).toContainText(first.client.name);
    await expect(card).toContainText(first.service.name);
    // The demo business (New York) writes times on the 12-hour clock.
    await expect(card).toContainText(
      `${formatTimeOfDay(first.startTime, '12h')} - ${formatTimeOfDay(first.endTime, '12h')}`,
    );
    const name = first.client.name;
    await expect(card.getByRole('combobox', { name: `Status of ${name}'s appointment` })).toBeVisible();
    // The demo owner may delete: the card's button asks first, and Cancel leaves the appointment be.
    await card.getByRole('button', { name: `Delete ${name}'s appointment` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete appointment' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page, '/appointments');
    await expectNoSeriousAxeViolations(page);
  });

  test('products: a card per product whose name opens its page', async ({ page }) => {
    const first = await openWithFirst<ProductItem>(page, '/products', '/api/products');
    const list = page.getByRole('list', { name: 'Products' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table', { name: 'Products' })).toBeHidden();
    const card = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: first.name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(first.category?.name ?? 'Uncategorized');
    await expect(card.getByRole('button', { name: `Edit ${first.name}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete ${first.name}` })).toBeVisible();
    await expectNoSidewaysScroll(page, '/products');
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });

  test('sales: a card per sale whose number opens it', async ({ page }) => {
    const first = await openWithFirst<SaleSummary>(page, '/sales', '/api/sales');
    const list = page.getByRole('list', { name: 'Recent Sales' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent Sales' })).toBeHidden();
    const card = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `#${first.id}`, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(first.customer?.name ?? 'Walk-in Customer');
    await expect(card).toContainText(/Amount\s*\$\d[\d,]*\.\d\d/);
    await expectNoSidewaysScroll(page, '/sales');
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('link', { name: `#${first.id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/sales/${first.id}$`));
  });

  test('payments: a card per transaction that links to its sale', async ({ page }) => {
    const first = await openWithFirst<Transaction>(page, '/payments', '/api/transactions');
    const list = page.getByRole('list', { name: 'Transactions' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeHidden();
    const card = list.getByRole('listitem').filter({ has: page.getByText(first.id, { exact: true }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(first.paymentMethodLabel);
    await expect(card).toContainText(first.customerName ?? 'Walk-in Customer');
    await expectNoSidewaysScroll(page, '/payments');
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('link', { name: first.description }).click();
    await expect(page).toHaveURL(new RegExp(`/sales/${first.saleId}$`));
  });

  test('services: a card per service with its length, price and who performs it', async ({ page }) => {
    const first = await openWithFirst<{ name: string }>(page, '/settings/services', '/api/services');
    const list = page.getByRole('list', { name: 'Services' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('table', { name: 'Services' })).toBeHidden();
    const card = list.getByRole('listitem').filter({ hasText: first.name }).first();
    await expect(card).toContainText('Performed by');
    await expect(card.getByRole('button', { name: `Edit ${first.name}` })).toBeVisible();
    await expectNoSidewaysScroll(page, '/settings/services');
    await expectNoSeriousAxeViolations(page);
  });

  test("payroll: pay periods and a period's pay are cards, deductions still editable", async ({ page }) => {
    await page.goto('/payroll');
    const periods = page.getByRole('list', { name: 'Pay periods' });
    await expect(periods).toBeVisible();
    const draft = periods.getByRole('listitem').filter({ hasText: 'Draft' }).first();
    await draft.getByRole('button', { name: /^Open/ }).click();
    const pay = page.getByRole('list', { name: /^Pay for Week of / });
    await expect(pay).toBeVisible();
    const entry = pay.getByRole('listitem').first();
    await expect(entry).toContainText('Gross');
    await expect(entry.getByRole('textbox', { name: /^Deductions for / })).toBeVisible();
    await expect(entry.getByRole('link', { name: /^Pay stub of .* \(PDF\)$/ })).toBeVisible();
    await expectNoSidewaysScroll(page, '/payroll');
    await expectNoSeriousAxeViolations(page);
  });
});
