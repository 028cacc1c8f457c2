import { expect, type Page, test } from '@playwright/test';
import { startEnterpriseTrialByApi } from './plans';
import { dismissToasts, expectNoSeriousAxeViolations, signUpByApi } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoSeriousAxeViolationsWithToastsClosed(page: Page) {
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);
}

test('the owner switches on a ready-made flow, builds one of their own, switches it off and reads its history', async ({
  page,
}) => {
  // A business of its own: the demo's has all three ready-made flows already, so none could be switched on.
  // Flows are the plan's marketing (decision 021).
  await signUpByApi(page);
  await startEnterpriseTrialByApi(page);
  await page.goto('/automation');
  await expect(page.getByRole('tab')).toHaveText(['Flows', 'Campaigns', 'Offers']);
  await expect(page.getByRole('tab', { name: 'Flows', selected: true })).toBeVisible();
  const yourFlows = page.getByRole('list', { name: 'Your flows' });
  await expect(page.getByText('No flows yet')).toBeVisible();
  await expect(page.getByText('Start from a ready-made flow above or create your own.')).toBeVisible();

  const readyMade = page.getByRole('list', { name: 'Ready-made flows' });
  const noShowTemplate = readyMade.getByRole('group', { name: 'No-show follow-up' });
  await expect(noShowTemplate).toContainText('A client misses an appointment (no-show)');
  await expect(noShowTemplate).toContainText('Wait 1 hour, then send an email');
  await expectNoSeriousAxeViolations(page);
  await noShowTemplate.getByRole('button', { name: 'Switch on No-show follow-up' }).click();
  await expect(toast(page, 'Flow created successfully')).toBeVisible();
  await expect(noShowTemplate).toContainText('Added');
  await expect(noShowTemplate.getByRole('button', { name: 'Switch on No-show follow-up' })).toHaveCount(0);

  const noShow = yourFlows.getByRole('group', { name: 'No-show follow-up' });
  await expect(noShow.getByRole('switch', { name: 'No-show follow-up active' })).toBeChecked();
  await expect(noShow).toContainText('When: A client misses an appointment (no-show)');
  const noShowSteps = noShow.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(noShowSteps).toHaveText(['Wait 1 hour', 'Send an email: We missed you today']);

  await page.getByRole('button', { name: 'Create Flow' }).click();
  const create = page.getByRole('dialog', { name: 'Create Flow' });
  await create.getByLabel('Name', { exact: true }).fill('Booking thanks');
  await create.getByLabel('Trigger', { exact: true }).selectOption('appointment_booked');
  await create.getByLabel('Step to add').selectOption('send_sms');
  await create.getByRole('button', { name: 'Add step' }).click();
  const sms = create.getByRole('group', { name: 'Step 1: Send a text message' });
  await sms.getByLabel('Text', { exact: true }).fill('Thanks for booking with {{businessName}}');
  await expect(sms).toContainText(
    'Texts go out through the text message provider when one is set up; otherwise each is recorded in the history as not sent.',
  );
  await create.getByLabel('Step to add').selectOption('send_email');
  await create.getByRole('button', { name: 'Add step' }).click();
  const email = create.getByRole('group', { name: 'Step 2: Send an email' });
  await email.getByLabel('Message', { exact: true }).fill('See you soon, ');
  await email.getByRole('button', { name: /\{\{firstName\}\}/ }).click();
  await expect(email.getByLabel('Message', { exact: true })).toHaveValue('See you soon, {{firstName}}');

  // Moved by keyboard: focus stays on the moved step's button, so the way back is one key away.
  await email.getByRole('button', { name: 'Move step 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(create.getByRole('group', { name: 'Step 1: Send an email' })).toBeVisible();
  await expect(create.getByRole('button', { name: 'Move step 1 down' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(create.getByRole('button', { name: 'Move step 1 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(create.getByRole('group', { name: 'Step 2: Send an email' })).toBeVisible();

  await create.getByRole('switch', { name: /^Active/ }).click();
  await create.getByRole('button', { name: 'Create Flow' }).click();
  await expect(email.getByText('Subject is required')).toBeVisible();
  await expect(email.getByLabel('Subject', { exact: true })).toBeFocused();
  await expectNoSeriousAxeViolationsWithToastsClosed(page);
  await email.getByLabel('Subject', { exact: true }).fill('See you soon, {{firstName}}');
  await create.getByRole('button', { name: 'Create Flow' }).click();
  await expect(toast(page, 'Flow created successfully')).toBeVisible();
  await expect(create).toHaveCount(0);

  const custom = yourFlows.getByRole('group', { name: 'Booking thanks' });
  await expect(custom).toContainText('When: An appointment is booked');
  await expect(custom.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    'Send a text message',
    'Send an email: See you soon, {{firstName}}',
  ]);
  const customSwitch = custom.getByRole('switch', { name: 'Booking thanks active' });
  await expect(customSwitch).toBeChecked();
  await customSwitch.click();
  await expect(toast(page, 'Flow updated successfully')).toBeVisible();
  await expect(customSwitch).not.toBeChecked();

  await custom.getByRole('button', { name: 'Edit Booking thanks' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Flow' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Booking thanks');
  await expect(edit.getByLabel('Trigger', { exact: true })).toHaveValue('appointment_booked');
  await expect(edit.getByLabel('Subject', { exact: true })).toHaveValue('See you soon, {{firstName}}');
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);

  await custom.getByRole('button', { name: 'History of Booking thanks' }).click();
  const history = page.getByRole('dialog', { name: 'History of Booking thanks' });
  await expect(history.getByText("This flow hasn't run yet")).toBeVisible();
  await expectNoSeriousAxeViolationsWithToastsClosed(page);
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(custom).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: '/tmp/flows-390.png', fullPage: true });
  await custom.getByRole('button', { name: 'Edit Booking thanks' }).click();
  await expect(edit).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: '/tmp/flows-dialog-390.png' });
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);

  for (const name of ['Booking thanks', 'No-show follow-up']) {
    await yourFlows.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(confirm).toContainText('Are you sure you want to delete this flow?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Flow deleted successfully')).toBeVisible();
    await expect(yourFlows.getByRole('group', { name })).toHaveCount(0);
    // At this width the toast covers the next Delete button: closed, instead of waited out.
    await dismissToasts(page);
  }
  await expect(page.getByText('No flows yet')).toBeVisible();
  await expect(noShowTemplate.getByRole('button', { name: 'Switch on No-show follow-up' })).toBeVisible();
});
