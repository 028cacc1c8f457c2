import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDemo } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the owner creates an offer code, edits it, is refused its code twice, and deletes it', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Automation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Automation' })).toBeVisible();
  // Flows, Campaigns, Offers: the screen opens on Flows.
  await expect(page.getByRole('tab', { name: 'Flows', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Offers' }).click();
  await expect(page.getByRole('tab', { name: 'Offers', selected: true })).toBeVisible();
  // The demo may hold offers of its own: this test asserts only on the one it creates.
  await expect(page.getByRole('list', { name: 'Offers' }).or(page.getByText('No offers yet'))).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Create Offer' }).click();
  const create = page.getByRole('dialog', { name: 'Create Offer' });
  await create.getByRole('button', { name: 'Create Offer' }).click();
  await expect(create.getByText('Offer name is required')).toBeVisible();
  await expect(create.getByText('Value is required')).toBeVisible();
  await create.getByLabel('Name', { exact: true }).fill('Autumn ten');
  await create.getByLabel('Code', { exact: true }).fill('AUTUMN10');
  await expect(create.getByLabel('Type', { exact: true })).toHaveValue('percentage');
  await create.getByLabel('Percent off', { exact: true }).fill('10');
  await create.getByLabel('Usage limit', { exact: true }).fill('5');
  await expectNoSeriousAxeViolations(page);
  await create.getByRole('button', { name: 'Create Offer' }).click();
  await expect(toast(page, 'Offer created successfully')).toBeVisible();
  await expect(create).toHaveCount(0);

  const card = page.getByRole('list', { name: 'Offers' }).getByRole('group', { name: 'Autumn ten' });
  await expect(card).toContainText('AUTUMN10');
  await expect(card).toContainText('10% off');
  await expect(card).toContainText('Used 0 of 5');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Everything');

  await card.getByRole('button', { name: 'Edit Autumn ten' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Offer' });
  await expect(edit.getByLabel('Code', { exact: true })).toHaveValue('AUTUMN10');
  await edit.getByLabel('Percent off', { exact: true }).fill('15');
  await edit.getByLabel('Limit per client', { exact: true }).fill('1');
  await edit.getByLabel('Minimum purchase ($)', { exact: true }).fill('20');
  await edit.getByLabel('Valid from', { exact: true }).fill('2020-01-01');
  await edit.getByLabel('Valid until', { exact: true }).fill('2099-12-31');
  const services = edit.getByRole('group', { name: 'Services', exact: true });
  await services.getByRole('checkbox').first().check();
  const serviceName = (await services.locator('label').first().textContent()) ?? '';
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Offer updated successfully')).toBeVisible();
  await expect(card).toContainText('15% off');
  await expect(card).toContainText('Used 0 of 5');
  await expect(card).toContainText('1 use');
  await expect(card).toContainText('$20.00');
  // Local calendar days: read as UTC, Jan 1 would show as Dec 31 west of Greenwich.
  await expect(card).toContainText('Jan 1, 2020 – Dec 31, 2099');
  await expect(card).toContainText('1 service');
  await expect(card).toContainText(serviceName);

  // Codes are compared without regard to case: autumn10 is AUTUMN10.
  await page.getByRole('button', { name: 'Create Offer' }).click();
  const second = page.getByRole('dialog', { name: 'Create Offer' });
  await second.getByLabel('Name', { exact: true }).fill('Autumn again');
  await second.getByLabel('Code', { exact: true }).fill('autumn10');
  await second.getByLabel('Type', { exact: true }).selectOption('fixed_amount');
  await second.getByLabel('Amount off ($)', { exact: true }).fill('5');
  await second.getByRole('button', { name: 'Create Offer' }).click();
  await expect(second.getByText('An offer with this code already exists')).toBeVisible();
  await expect(second.getByLabel('Code', { exact: true })).toBeFocused();
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(second).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Autumn again' })).toHaveCount(0);

  await card.getByRole('button', { name: 'History of Autumn ten' }).click();
  const history = page.getByRole('dialog', { name: 'History of Autumn ten' });
  await expect(history.getByText("This code hasn't been used yet")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: '/tmp/automation-390.png', fullPage: true });
  await card.getByRole('button', { name: 'Edit Autumn ten' }).click();
  await expect(edit).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: '/tmp/automation-dialog-390.png' });
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);

  // Deleting asks first; the demo is left as it was for the other tests.
  await card.getByRole('button', { name: 'Delete Autumn ten' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Autumn ten?' });
  await expect(confirm).toContainText('Are you sure you want to delete this offer?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Offer deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});
