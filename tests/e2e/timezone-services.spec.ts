import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signUpByApi } from './support';

function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title });
}

function day(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test('the owner sets the business timezone from the searchable list', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/timezone');
  await expect(page.getByText('Detected timezone')).toBeVisible();
  await expect(page.getByText('Current business time')).toBeVisible();

  const form = page.getByRole('form', { name: 'Timezone settings' });
  const search = form.getByRole('searchbox', { name: 'Search timezones' });
  await search.fill('Atlantis');
  await expect(form.getByText('No timezones found')).toBeVisible();
  await search.fill('Chicago');
  await form.getByRole('radio', { name: /Chicago/ }).check();
  await form.getByRole('button', { name: 'Save timezone settings' }).click();
  await expect(toast(page, 'Timezone Settings Saved')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Business timezone' })).toContainText(
    'America/Chicago',
  );

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Business timezone' })).toContainText(
    'America/Chicago',
  );
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('region', { name: 'Saturday', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the owner adds, edits, copies and deletes weekly availability windows', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/timezone');
  await expect(
    page.getByText('Until you set any window, every day offers times from 09:00 to 17:30.'),
  ).toBeVisible();
  const monday = day(page, 'Monday');
  await expect(monday).toContainText('No availability windows set for Monday');

  await monday.getByRole('button', { name: 'Add window on Monday' }).click();
  await expect(toast(page, 'Availability Updated')).toBeVisible();
  await expect(monday.getByLabel('Start')).toHaveValue('09:00');
  await expect(monday.getByLabel('End')).toHaveValue('17:00');

  // An end before the start is refused on the spot, with the spec's words.
  await monday.getByLabel('End').fill('08:00');
  await expect(monday.getByRole('alert')).toHaveText('End time must be after start time');
  await monday.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Invalid Time Range')).toContainText('End time must be after start time');
  await monday.getByLabel('Start').fill('08:30');
  await expect(monday.getByRole('alert')).toHaveText('Start time must be before end time');

  await monday.getByLabel('Start').fill('10:00');
  await monday.getByLabel('End').fill('14:00');
  await monday.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Availability Updated')).toBeVisible();
  await page.reload();
  await expect(monday.getByLabel('Start')).toHaveValue('10:00');
  await expect(monday.getByLabel('End')).toHaveValue('14:00');

  // Copying replaces the target day's windows.
  const wednesday = day(page, 'Wednesday');
  await wednesday.getByRole('button', { name: 'Add window on Wednesday' }).click();
  await expect(wednesday.getByLabel('Start')).toHaveValue('09:00');
  await monday.getByLabel(/Copy to/).selectOption('Wednesday');
  await monday.getByRole('button', { name: "Copy Monday's hours" }).click();
  // Copying replaces a day's windows, so it asks first; Cancel leaves Wednesday as it was.
  const confirmCopy = page.getByRole('alertdialog', { name: "Copy Monday's hours to Wednesday?" });
  await expect(confirmCopy).toContainText("Wednesday's windows are replaced by Monday's.");
  await confirmCopy.getByRole('button', { name: 'Cancel' }).click();
  await expect(wednesday.getByLabel('Start')).toHaveValue('09:00');
  await monday.getByRole('button', { name: "Copy Monday's hours" }).click();
  await confirmCopy.getByRole('button', { name: 'Copy hours' }).click();
  await expect(toast(page, 'Hours Copied')).toBeVisible();
  await expect(confirmCopy).toHaveCount(0);
  await expect(wednesday.getByLabel('Start')).toHaveCount(1);
  await expect(wednesday.getByLabel('Start')).toHaveValue('10:00');
  await expect(wednesday.getByLabel('End')).toHaveValue('14:00');
  // One copy fills the rest of the work week.
  await monday.getByLabel(/Copy to/).selectOption('All weekdays');
  await monday.getByRole('button', { name: "Copy Monday's hours" }).click();
  const confirmWeek = page.getByRole('alertdialog', { name: "Copy Monday's hours to every weekday?" });
  await expect(confirmWeek).toContainText(
    "The windows of Tuesday, Wednesday, Thursday, Friday are replaced by Monday's.",
  );
  await confirmWeek.getByRole('button', { name: 'Copy hours' }).click();
  await expect(confirmWeek).toHaveCount(0);
  for (const name of ['Tuesday', 'Thursday', 'Friday']) {
    await expect(day(page, name).getByLabel('Start')).toHaveValue('10:00');
    await expect(day(page, name).getByLabel('End')).toHaveValue('14:00');
  }

  await wednesday.getByRole('switch', { name: 'Active' }).click();
  await expect(toast(page, 'Availability Updated')).toBeVisible();
  await expect(wednesday.getByRole('switch', { name: 'Active' })).not.toBeChecked();

  await wednesday.getByRole('button', { name: /Delete window/ }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete this window?' });
  await expect(confirmDelete).toContainText('Wednesday 10:00 to 14:00 will no longer be bookable.');
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(wednesday).toContainText('No availability windows set for Wednesday');
});

test('the owner adds, edits and deletes a service', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/settings/services');
  await page.getByRole('button', { name: 'Add service' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByRole('button', { name: 'Add service' }).click();
  await expect(dialog.getByText('Service name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Haircut');
  await dialog.getByLabel('Duration (minutes)').fill('30');
  await dialog.getByLabel('Price ($)').fill('35');
  await dialog.getByRole('button', { name: 'Add service' }).click();
  const row = page.getByRole('row', { name: /Haircut/ });
  await expect(row).toContainText('30 min');
  await expect(row).toContainText('$35.00');
  await expect(row).toContainText('All staff');

  await row.getByRole('button', { name: 'Edit Haircut' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await dialog.getByLabel('Price ($)').fill('42.50');
  await dialog.getByRole('checkbox', { name: 'Jordan Rivera' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Service updated successfully')).toBeVisible();
  await expect(row).toContainText('$42.50');
  await expect(row).toContainText('Jordan Rivera');

  await row.getByRole('button', { name: 'Delete Haircut' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Service deleted successfully')).toBeVisible();
  await expect(page.getByText('No services yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('Settings shows the calendar feed link and can change it', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/settings/integrations');
  const feed = page.getByRole('textbox', { name: 'Calendar feed URL' });
  await expect(feed).toHaveValue(/\/api\/public\/calendar\/.+\.ics$/);
  await expectNoSeriousAxeViolations(page);
  const before = await feed.inputValue();
  expect((await page.request.get(before)).status()).toBe(200);

  await page.getByRole('button', { name: 'Change link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Change link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendar feed link changed' })).toBeVisible();
  await expect(feed).not.toHaveValue(before);
  expect((await page.request.get(before)).status()).toBe(404);
});
