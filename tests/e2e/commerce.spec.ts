import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveSettings, settingsSaved, signInAsDemoByApi } from './support';

/**
 * The demo owner: a business with products, sales and all three payment methods. Each test opens its screen
 * next; the sign-in form has its own tests (shell.spec.ts).
 */
async function signInToDemo(page: Page) {
  await signInAsDemoByApi(page);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function addProduct(page: Page, product: { name: string; sku: string; price: string; stock: string }) {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('form', { name: 'Add New Product' });
  await form.getByLabel('Name', { exact: true }).fill(product.name);
  await form.getByLabel('SKU', { exact: true }).fill(product.sku);
  await form.getByLabel('Price', { exact: true }).fill(product.price);
  await form.getByLabel('Stock quantity').fill(product.stock);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully')).toBeVisible();
}

test('a product is added, two are sold at the POS for cash, one is refunded, and the receipt shows it', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const name = `Shine Serum ${id}`;
  const sku = `E2E-${id}`.toUpperCase();
  await signInToDemo(page);
  await addProduct(page, { name, sku, price: '20.00', stock: '8' });
  const productRow = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });
  await expect(productRow).toContainText('$20.00');
  await expect(productRow.getByRole('cell').nth(4)).toHaveText('8');

  // A scanner types the SKU and presses Enter: straight into the cart, and the box clears.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'POS' }).click();
  const scan = page.getByRole('searchbox', { name: /Search products/ });
  await scan.fill(sku.toLowerCase());
  await scan.press('Enter');
  await expect(scan).toHaveValue('');
  const cart = page.getByRole('region', { name: 'Cart' });
  await expect(cart.getByRole('list', { name: 'Cart items' })).toContainText(name);
  await cart.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(cart).toContainText(`SKU ${sku} · 6 left`);
  await expect(cart.getByText('Tax (8%)')).toBeVisible();
  await expect(cart).toContainText('$40.00');
  await expect(cart).toContainText('$3.20');
  await cart.getByRole('button', { name: 'Checkout $43.20' }).click();

  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByRole('radio', { name: /Credit\/Debit Card/ }).check();
  await expect(payment).toContainText('Fee $1.55 (2.9% + $0.30)');
  await payment.getByRole('radio', { name: /^Cash/ }).check();
  await payment.getByLabel('Amount tendered').fill('40');
  await expect(payment.getByRole('alert')).toContainText('Insufficient Payment');
  await expect(payment.getByRole('alert')).toContainText('Amount tendered is less than total');
  await expect(payment.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  await payment.getByLabel('Amount tendered').fill('50');
  await expect(payment.getByRole('status')).toContainText('Change due');
  await expect(payment.getByRole('status')).toContainText('$6.80');
  await payment.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(toast(page, 'Sale completed successfully')).toContainText('Change due: $6.80');
  await expect(payment).toBeHidden();
  await expect(cart).toContainText('Cart is empty');
  await expect(cart.getByRole('button', { name: 'Checkout $0.00' })).toBeDisabled();

  await page.goto('/products');
  await expect(productRow.getByRole('cell').nth(4)).toHaveText('6');

  await page.goto('/sales');
  const newest = page.getByRole('table', { name: 'Recent Sales' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Walk-in Customer');
  await expect(newest).toContainText('$43.20');
  await expect(newest).toContainText('Completed');
  await newest.getByRole('link').click();
  await expect(page).toHaveURL(/\/sales\/\d+$/);
  const saleId = page.url().split('/').pop() ?? '';

  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund sale #${saleId}` });
  await refund.getByLabel(new RegExp(name)).fill('1');
  await refund.getByRole('button', { name: 'Refund selected' }).click();
  await expect(toast(page, 'Refund completed')).toContainText('$21.60 refunded');
  await expect(page.getByRole('main')).toContainText('Partially refunded');
  await expect(page.getByRole('main')).toContainText('1 refunded');

  await page.goto('/payments');
  await page.getByRole('searchbox', { name: 'Search transactions' }).fill(`sale_${saleId}`);
  const saleRow = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: `sale_${saleId}` });
  await expect(saleRow).toContainText('$43.20');
  await expect(saleRow).toContainText('Cash');
  await expect(saleRow).toContainText('Partially refunded');

  await page.goto(`/sales/${saleId}`);
  await page.getByRole('link', { name: 'Receipt' }).click();
  const receipt = page.getByRole('article', { name: `Receipt for sale #${saleId}` });
  await expect(receipt).toContainText('Willow & Sage Salon');
  await expect(receipt).toContainText(`#${saleId}`);
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText('Tax (8%)');
  await expect(receipt).toContainText('$43.20');
  await expect(receipt).toContainText('Refunds');
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();

  // On paper: the receipt with its lines and total, without the sidebar, the header or the buttons.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
  const lines = receipt.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toBeVisible();
  await expect(lines.first()).toContainText(name);
  await expect(lines.first()).toContainText('2 × $20.00');
  await expect(lines.first()).toContainText('$40.00');
  const total = receipt.getByText('Total', { exact: true }).locator('..');
  await expect(total).toBeVisible();
  await expect(total).toHaveText(/^Total\s*\$43\.20$/);
  // Centred on the whole page width: the sidebar's column is gone, not just blank.
  const box = await receipt.boundingBox();
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - pageWidth / 2)).toBeLessThan(10);
  await page.emulateMedia({ media: 'screen' });
  await expect(sidebar).toBeVisible();

  // The refunded unit went back on the shelf, and the product page says why stock moved.
  await page.goto('/products');
  await page.getByRole('link', { name }).click();
  const history = page.getByRole('table', { name: 'Stock history' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText('Refund');
  await expect(history.getByRole('row').nth(1)).toContainText('+1');
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('7');
});

test('a product on a past sale is deactivated instead of deleted, listed under Show inactive, and switched back on', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const name = `Curl Cream ${id}`;
  await signInToDemo(page);
  await addProduct(page, { name, sku: `CURL-${id}`.toUpperCase(), price: '12.00', stock: '3' });
  await page.goto('/sales');
  await page.getByRole('button', { name: 'New Sale' }).click();
  const sale = page.getByRole('dialog', { name: 'Create New Sale' });
  await sale.getByRole('button', { name: new RegExp(name) }).click();
  await sale.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(toast(page, 'Sale completed successfully')).toBeVisible();

  await page.goto('/products');
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product deactivated')).toContainText('switched off instead of deleted');
  await expect(row).toHaveCount(0);

  const showInactive = page.getByRole('switch', { name: 'Show inactive' });
  await showInactive.click();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: 'Edit Product' });
  await expect(form.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  await form.getByRole('switch', { name: 'Active' }).click();
  await form.getByLabel('Tags').fill('curly, vegan, Curly');
  await form.getByLabel('Weight').fill('0.2');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(row).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toHaveCount(0);
  await showInactive.click();
  await expect(row).toBeVisible();

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('main')).toContainText('curly, vegan');
  await expect(page.getByRole('main')).not.toContainText('Inactive');
  await page.goto('/pos');
  await expect(page.getByRole('list', { name: 'Products' })).toContainText(name);
});

test('forms and carts say what is missing', async ({ page }) => {
  await signInToDemo(page);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('form', { name: 'Add New Product' });
  await form.getByLabel('Name', { exact: true }).fill('No price');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(form).toContainText('Price is required');

  await page.goto('/sales');
  await page.getByRole('button', { name: 'New Sale' }).click();
  const sale = page.getByRole('dialog', { name: 'Create New Sale' });
  await expect(sale.getByLabel('Customer (optional)')).toHaveValue('');
  await expect(sale.getByRole('option', { name: 'Walk-in Customer' })).toBeAttached();
  await expect(sale.getByRole('button', { name: /Ionic Travel Hair Dryer/ })).toBeDisabled();
  await sale.getByRole('button', { name: 'Complete Sale' }).click();
  await expect(toast(page, 'Please add at least one product to the sale')).toBeVisible();
  await sale.getByRole('button', { name: /Argan Oil Repair Mask/ }).click();
  await expect(sale.getByText('Tax (10%)')).toBeVisible();
  await sale.getByRole('button', { name: 'Decrease quantity of Argan Oil Repair Mask' }).click();
  await expect(sale.getByRole('table', { name: 'Sale items' })).toBeHidden();

  await page.goto('/pos');
  await expect(page.getByRole('region', { name: 'Cart' })).toContainText('Cart is empty');
  await expect(page.getByRole('button', { name: /^Checkout/ })).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Products' })).not.toContainText('Ionic Travel Hair Dryer');
});

test('an owner manages categories, restocks and adjusts stock, and chooses the accepted payment methods', async ({
  page,
}) => {
  const category = `Gift Sets ${Date.now().toString(36)}`;
  await signInToDemo(page);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'Categories' });
  await dialog.getByLabel('New category').fill(category);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Category created successfully')).toBeVisible();
  await dialog.getByRole('button', { name: `Rename ${category}` }).click();
  await dialog.getByLabel(`New name for ${category}`).fill(`${category} Deluxe`);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByRole('list', { name: 'Categories' })).toContainText(`${category} Deluxe`);
  await dialog.getByRole('button', { name: `Delete ${category} Deluxe` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Categories' })).not.toContainText(category);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Matte Styling Paste' }).click();
  const history = page.getByRole('table', { name: 'Stock history' });
  await page.getByRole('button', { name: 'Restock' }).click();
  const restock = page.getByRole('dialog', { name: 'Restock Matte Styling Paste' });
  await restock.getByLabel('Units received').fill('5');
  await restock.getByRole('button', { name: 'Restock' }).click();
  await expect(history.getByRole('row').nth(1)).toContainText('Restock');
  await expect(history.getByRole('row').nth(1)).toContainText('+5');
  await page.getByRole('button', { name: 'Adjust' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust stock of Matte Styling Paste' });
  await adjust.getByLabel(/^Change/).fill('-1');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(adjust).toContainText('Reason is required');
  await adjust.getByLabel('Reason').fill('Damaged');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  await expect(history.getByRole('row').nth(1)).toContainText('Damaged');
  await expect(history.getByRole('row').nth(1)).toContainText('-1');

  await page.goto('/payments');
  await page.getByRole('tab', { name: 'Payment Methods' }).click();
  await page.getByRole('switch', { name: 'Accept check' }).click();
  await expect(toast(page, 'Payment methods updated')).toBeVisible();
  await page.goto('/pos');
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: /^Matte Styling Paste/ })
    .click();
  await page.getByRole('button', { name: /^Checkout/ }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment.getByRole('radio')).toHaveCount(2);
  await expect(payment.getByRole('radio', { name: /^Check/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/settings/payments');
  await page.getByRole('switch', { name: 'Accept check' }).click();
  await expect(page.getByRole('switch', { name: 'Accept check' })).toBeChecked();
  await saveSettings(page);
  await expect(settingsSaved(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Accept check' })).toBeChecked();
});

test('the POS says when a line holds everything on the shelf, instead of ignoring the click', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const name = `Last Two Balm ${id}`;
  await signInToDemo(page);
  await addProduct(page, { name, sku: `LT-${id}`.toUpperCase(), price: '12.00', stock: '2' });
  await page.goto('/pos');
  const product = page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: new RegExp(name) });
  await product.click();
  await product.click();
  const cart = page.getByRole('region', { name: 'Cart' });
  const limit = `Only 2 ${name} in stock, and all of them are in the cart.`;
  await expect(cart).toContainText(limit);
  await expect(cart.getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
  await product.click();
  await expect(page.getByRole('status').filter({ hasText: 'Stock limit reached' }).first()).toContainText(
    limit,
  );
  await expect(cart).toContainText('0 left');
});

test.describe('accessibility and phone width', () => {
  for (const paths of [
    ['/products', '/sales'],
    ['/pos', '/payments'],
  ]) {
    test(`${paths.join(' and ')} have no serious axe violations`, async ({ page }) => {
      await signInToDemo(page);
      for (const path of paths) {
        await page.goto(path);
        await expect(
          page
            .getByRole('main')
            .getByRole('table')
            .or(page.getByRole('list', { name: 'Products' }))
            .first(),
        ).toBeVisible();
        await expectNoSeriousAxeViolations(page);
      }
    });
  }

  test('at 375 px the commerce screens fit the width and the POS still rings up a sale', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInToDemo(page);
    for (const path of ['/products', '/sales', '/payments', '/pos']) {
      await page.goto(path);
      await expect(
        page
          .getByRole('main')
          .getByRole('table')
          // At phone width the lists of products, sales and payments are cards.
          .or(page.getByRole('main').getByRole('list', { name: /^(Products|Recent Sales|Transactions)$/ }))
          .first(),
      ).toBeVisible();
      const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflows, `${path} scrolls sideways`).toBe(false);
    }
    // The product dialog fits the width and scrolls inside, down to its last field and buttons.
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const productDialog = page.getByRole('dialog', { name: 'Add New Product' });
    await productDialog.getByRole('switch', { name: 'Active' }).scrollIntoViewIfNeeded();
    await expect(productDialog.getByRole('switch', { name: 'Active' })).toBeInViewport();
    await expect(productDialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await productDialog.getByRole('button', { name: 'Create Product' }).scrollIntoViewIfNeeded();
    await expect(productDialog.getByRole('button', { name: 'Create Product' })).toBeInViewport();
    const dialogBox = await productDialog.boundingBox();
    expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 375).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/pos');
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('button', { name: /Detangling Brush/ })
      .click();
    await page.getByRole('link', { name: /View cart \(1\)/ }).click();
    await expect(page.getByRole('link', { name: /View cart/ })).toBeHidden();
    await page.getByRole('button', { name: /^Checkout/ }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payment.getByRole('radio', { name: /^Check/ }).check();
    await payment.getByRole('button', { name: 'Complete Sale' }).click();
    await expect(toast(page, 'Sale completed successfully')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cart' })).toContainText('Cart is empty');
  });
});
