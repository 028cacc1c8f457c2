import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDemoByApi } from './support';

/** Clicks a service or time card, as a person does: its radio is visually hidden inside the card. */
async function pick(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name });
  await page.locator('label').filter({ has: radio }).first().click();
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('the owner creates a code, the POS takes it off before checkout, and a client books with it', async ({
  page,
  browser,
}) => {
  const code = `EVERY10${Date.now().toString(36).slice(-4).toUpperCase()}`;
  await signInAsDemoByApi(page);
  await page.goto('/automation');
  await page.getByRole('tab', { name: 'Offers' }).click();
  await page.getByRole('button', { name: 'Create Offer' }).click();
  const create = page.getByRole('dialog', { name: 'Create Offer' });
  await create.getByLabel('Name', { exact: true }).fill('Ten off everything');
  await create.getByLabel('Code', { exact: true }).fill(code);
  await create.getByLabel('Percent off', { exact: true }).fill('10');
  await create.getByRole('button', { name: 'Create Offer' }).click();
  await expect(page.getByRole('group', { name: 'Ten off everything' })).toContainText('Used 0 times');

  // A product in stock, found by its SKU and tapped into the cart.
  const products: {
    sku: string | null;
    name: string;
    price: string;
    stockQuantity: number;
    isActive: boolean;
  }[] = await (await page.request.get('/api/products')).json();
  const product = products.find((p) => p.sku && p.isActive && p.stockQuantity > 1);
  if (!product?.sku) throw new Error('the demo has no product in stock');
  const priceCents = Math.round(Number(product.price) * 100);
  await page.goto('/pos');
  await page.getByRole('searchbox', { name: /Search products/ }).fill(product.sku);
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: new RegExp(product.name) })
    .click();
  const cart = page.getByRole('region', { name: 'Cart' });
  await expect(cart.getByRole('list', { name: 'Cart items' })).toContainText(product.name);

  await cart.getByLabel('Offer code').fill('nosuchcode');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByRole('alert')).toHaveText('This code is not valid');
  await expect(cart.getByRole('button', { name: /^Checkout/ })).toBeDisabled();
  await cart.getByRole('button', { name: 'Remove code nosuchcode' }).click();

  await cart.getByLabel('Offer code').fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'Apply' }).click();
  const discount = Math.round(priceCents / 10);
  const tax = Math.round(((priceCents - discount) * 8) / 100);
  const total = priceCents - discount + tax;
  await expect(cart).toContainText('10% off');
  await expect(cart.getByText(`Discount (${code.toLowerCase()})`)).toBeVisible();
  await expect(cart).toContainText(`-${money(discount)}`);
  await expectNoSeriousAxeViolations(page);
  await cart.getByRole('button', { name: `Checkout ${money(total)}` }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('radio', { name: /Credit\/Debit Card/ }).check();
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sale completed successfully' })).toBeVisible();

  await page.goto('/automation');
  await page.getByRole('tab', { name: 'Offers' }).click();
  await expect(page.getByRole('group', { name: 'Ten off everything' })).toContainText('Used 1 time');

  // A client on the public booking page, signed out, uses the same code.
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  const business = await (await page.request.get(`/api/public/businesses/${businessSlug}`)).json();
  const service = business.services[0] as { id: number; name: string; price: string };
  let date = '';
  for (let ahead = 1; ahead <= 8 && !date; ahead++) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const slots = await (
      await page.request.get(
        `/api/public/businesses/${businessSlug}/slots?serviceId=${service.id}&date=${day}`,
      )
    ).json();
    if (slots.slots.length > 0) date = day;
  }
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/booking?business=${businessSlug}`);
  await pick(visitor, new RegExp(service.name));
  await visitor.getByLabel('Date').fill(date);
  const times = visitor.getByRole('group', { name: /time/i });
  await times.locator('label').first().click();
  await visitor.getByLabel('Name').fill('Jordan Offer');
  await visitor.getByLabel('Email').fill(`jordan.${Date.now()}@example.com`);
  await visitor.getByLabel('Offer code (optional)').fill(code);
  await visitor.getByLabel('Offer code (optional)').press('Enter');
  const serviceCents = Math.round(Number(service.price) * 100);
  const pays = serviceCents - Math.round(serviceCents / 10);
  await expect(visitor.getByText(`You pay ${money(pays)}`)).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);
  await visitor.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(visitor.getByRole('heading', { name: 'Appointment Booked!' })).toBeVisible();
  await expect(
    visitor.getByText(`${money(pays)} (${code}: ${money(serviceCents - pays)} off)`),
  ).toBeVisible();
  await context.close();

  await page.goto('/automation');
  await page.getByRole('tab', { name: 'Offers' }).click();
  const card = page.getByRole('group', { name: 'Ten off everything' });
  await expect(card).toContainText('Used 2 times');
  await card.getByRole('button', { name: 'History of Ten off everything' }).click();
  await expect(page.getByRole('dialog')).toContainText('Jordan Offer');
});
