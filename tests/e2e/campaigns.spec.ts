import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectNoSeriousAxeViolations, signInAsDemoByApi } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

test('the owner writes a campaign to lapsed clients, previews it, sends a test, sends it, and sees it go out', async ({
  page,
}) => {
  await signInAsDemoByApi(page);
  await page.goto('/automation');
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  // The demo's campaign went out ten days ago and shows what it did.
  const autumn = page.getByRole('group', { name: 'Autumn color week' });
  await expect(autumn).toContainText('Sent');
  await expect(autumn).toContainText('All subscribed clients');

  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
  await dialog.getByLabel('Name', { exact: true }).fill('Come back soon');
  await dialog.getByLabel('Subject', { exact: true }).fill('Hello {{firstName}} from {{businessName}}');
  await dialog.getByLabel('Message', { exact: true }).fill('We would love to see you again. ');
  await dialog.getByRole('button', { name: /\{\{bookingLink\}\}/ }).click();
  await dialog.getByLabel('Who gets it').selectOption('not_seen_for');
  await dialog.getByLabel('Days', { exact: true }).fill('7');
  await expect(dialog.getByText(/\d+ subscribed clients?/)).toBeVisible();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Hello Alex from Willow & Sage Salon');
  await expect(preview).toContainText('/booking?business=willow-sage-salon');
  await expect(preview).toContainText('Unsubscribe');
  // Each variable with the value it takes; an offer code with no offer chosen is refused, named.
  const variables = preview.getByRole('definition');
  await expect(variables).toContainText([
    'Alex (a sample client: each client gets their own first name)',
    'Willow & Sage Salon',
  ]);
  await dialog.getByRole('button', { name: /\{\{offerCode\}\}/ }).click();
  await expect(preview.getByText('No value: choose an offer')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(
    dialog.getByText(
      '{{offerCode}} has no value: choose an offer for this campaign, or take {{offerCode}} out.',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Message', { exact: true }).fill('We would love to see you again. ');
  await dialog.getByRole('button', { name: /\{\{bookingLink\}\}/ }).click();
  await dialog.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toast(page, 'Campaign created successfully')).toBeVisible();

  const card = page.getByRole('group', { name: 'Come back soon' });
  await expect(card).toContainText('Draft');
  await card.getByRole('button', { name: 'Send test of Come back soon' }).click();
  await expect(toast(page, 'Test email sent')).toContainText('demo@frontdesk.test');

  await card.getByRole('button', { name: 'Send Come back soon' }).click();
  const send = page.getByRole('dialog', { name: 'Send Come back soon' });
  await send.getByRole('radio', { name: 'Send now' }).check();
  await send.getByRole('button', { name: /^Send to \d+ clients?$/ }).click();
  // The sender job writes the emails within seconds; the card follows without a reload.
  await expect(card).toContainText('Sent', { timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'View Come back soon' })).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);
});
