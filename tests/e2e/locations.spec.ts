import { expect, type Page, test } from '@playwright/test';
import { startEnterpriseTrialByApi } from './plans';
import { expectNoSeriousAxeViolations, signUpByApi } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

test('an owner adds two locations with hours, assigns a stylist, and deactivates one', async ({ page }) => {
  // Adding locations is the plan's multiple_locations (decision 021), on before the app first loads.
  const owner = await signUpByApi(page);
  await startEnterpriseTrialByApi(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Welcome.*${owner.firstName}`) }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(page.getByText('No Locations')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Add Location' }).click();
  const add = page.getByRole('dialog', { name: 'Add Location' });
  await add.getByRole('button', { name: 'Add Location' }).click();
  await expect(add.getByText('Location name is required')).toBeVisible();
  await add.getByLabel('Location name').fill('Harbor Street');
  await add.getByLabel('Address').fill('12 Harbor Street');
  await add.getByLabel('City').fill('Portland');
  await add.getByLabel('Email').fill('harbor@example.com');
  await add.getByLabel('Timezone').selectOption('America/Los_Angeles');
  await add.getByLabel('Saturday', { exact: true }).check();
  await add.getByLabel('Saturday opens').fill('10:00');
  await add.getByLabel('Saturday closes').fill('14:00');
  await add.getByLabel('Monday closes').fill('08:00');
  await add.getByRole('button', { name: 'Add Location' }).click();
  await expect(add.getByText('Monday: Closing time must be after opening time')).toBeVisible();
  await add.getByLabel('Monday closes').fill('17:00');
  await expectNoSeriousAxeViolations(page);
  await add.getByRole('button', { name: 'Add Location' }).click();
  await expect(toast(page, 'Location added successfully')).toBeVisible();
  const harbor = page.getByRole('group', { name: 'Harbor Street' });
  await expect(harbor).toContainText('Mon–Fri 9:00 AM–5:00 PM; Sat 10:00 AM–2:00 PM');
  await expect(harbor).toContainText('America/Los_Angeles');

  await page.getByRole('button', { name: 'Add Location' }).click();
  await page.getByRole('dialog', { name: 'Add Location' }).getByLabel('Location name').fill('Hilltop');
  await page
    .getByRole('dialog', { name: 'Add Location' })
    .getByRole('button', { name: 'Add Location' })
    .click();
  await expect(page.getByRole('group', { name: 'Hilltop' })).toBeVisible();

  // Two places: the staff form asks where each person works.
  await page.goto('/staff');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Staff Member' });
  const worksAt = edit.getByRole('group', { name: 'Works at' });
  await worksAt.getByLabel('Hilltop').check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Staff member updated successfully')).toBeVisible();

  await page.goto('/locations');
  await expect(page.getByRole('group', { name: 'Hilltop' })).toContainText('1 staff member named here');
  await page.getByRole('button', { name: 'Edit Hilltop' }).click();
  const editLocation = page.getByRole('dialog', { name: 'Edit Location' });
  await editLocation.getByRole('switch', { name: /Active location/ }).click();
  await editLocation.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Location updated successfully')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Hilltop' })).toContainText('Inactive');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/locations-390.png', fullPage: true });
});
