import { expect, type Page, test } from '@playwright/test';
import type { AppointmentItem } from '../../src/contract/appointments';
import { expectNoSeriousAxeViolations, signInAsDemoByApi } from './support';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

function daysAhead(days: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('the front desk books two services in one visit, back to back, and cancelling one cancels the visit', async ({
  page,
}) => {
  await signInAsDemoByApi(page);
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'New Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  const clientName = `Visit Test ${Date.now().toString(36)}`;
  await dialog.getByLabel('Client name').fill(clientName);
  await dialog
    .getByLabel('Client email')
    .fill(`${clientName.replace(/\W+/g, '.').toLowerCase()}@example.com`);
  const first = dialog.getByLabel('Service', { exact: true });
  await first.selectOption({ index: 1 });
  const firstName = ((await first.locator('option:checked').textContent()) ?? '').replace(
    / \(\d+ min\)$/,
    '',
  );
  const staff = dialog.getByLabel('Staff member (optional)');
  await staff.selectOption({ index: 1 });
  const date = daysAhead(20);
  await dialog.getByLabel('Date').fill(date);
  const time = dialog.getByLabel('Time');
  await expect(time.locator('option').nth(1)).toBeAttached();
  await time.selectOption({ index: 1 });

  // A second service, right after the first; leaving it empty says so under it.
  await dialog.getByRole('button', { name: 'Add another service' }).click();
  await expect(dialog.getByRole('switch', { name: 'Repeat' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(dialog.getByText('Please select a service')).toBeVisible();
  const second = dialog.getByLabel('Service 2', { exact: true });
  await second.selectOption({ index: 2 });
  const secondName = ((await second.locator('option:checked').textContent()) ?? '').replace(
    / \(\d+ min\)$/,
    '',
  );
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(toast(page, 'Appointment created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const listed: AppointmentItem[] = await (
    await page.request.get(`/api/appointments?search=${encodeURIComponent(clientName)}`)
  ).json();
  expect(listed).toHaveLength(2);
  const [one, two] = [...listed].sort((a, b) => a.startTime.localeCompare(b.startTime));
  expect(one?.service.name).toBe(firstName);
  expect(two?.service.name).toBe(secondName);
  expect(one?.visitId).not.toBeNull();
  expect(two?.visitId).toBe(one?.visitId);
  expect(two?.startTime).toBe(one?.endTime);

  // The list shows both; cancelling the second cancels the visit.
  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(clientName);
  const rows = page.getByRole('row').filter({ hasText: clientName });
  await expect(rows).toHaveCount(2);
  await rows
    .filter({ hasText: secondName })
    .getByRole('combobox', { name: `Status of ${clientName}'s appointment` })
    .selectOption('cancelled');
  // Asked first, with "Notify the client" ticked.
  const ask = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
  await expect(ask.getByRole('checkbox', { name: 'Notify the client' })).toBeChecked();
  await ask.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(page, 'Appointment updated successfully').first()).toContainText('has been notified.');
  await expect
    .poll(async () => {
      const now: AppointmentItem[] = await (
        await page.request.get(`/api/appointments?search=${encodeURIComponent(clientName)}`)
      ).json();
      return now.map((a) => a.status);
    })
    .toEqual(['cancelled', 'cancelled']);
});
