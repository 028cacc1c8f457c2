import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectNoSeriousAxeViolations, signInAsDemo, signUp } from './support';

const checklistOf = (page: Page) => page.getByRole('region', { name: 'Get ready to take bookings' });

test('a new owner follows Home’s checklist: a service, then the booking link, each checked off as it is done', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page);
  const checklist = checklistOf(page);
  await expect(checklist).toContainText('0 of 5 done');
  for (const step of [
    'Add a service',
    'Set your hours',
    'Add your staff',
    'Share your booking link',
    'Try a test booking',
  ])
    await expect(checklist.getByRole('listitem').filter({ hasText: step })).toContainText('(to do)');
  await dismissToasts(page);
  await expectNoSeriousAxeViolations(page);

  // Signed in, the owner's own empty booking page says what to add, and where.
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  await page.goto(`/booking?business=${businessSlug}`);
  await expect(page.getByText('No services to book yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add a service' }).click();
  await expect(page).toHaveURL(/\/settings\/services$/);

  await page.getByRole('button', { name: 'Add service' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Name').fill('Signature Cut');
  await dialog.getByLabel('Duration (minutes)').fill('45');
  await dialog.getByLabel('Price ($)').fill('55');
  await dialog.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('row', { name: /Signature Cut/ })).toBeVisible();

  // Back on Home the step is done, from what the business now has.
  await page.goto('/');
  await expect(checklist).toContainText('1 of 5 done');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Add a service' })).toContainText('(done)');
  await expect(checklist.getByRole('link', { name: 'Add a service' })).toHaveCount(0);

  await checklist.getByRole('button', { name: 'Copy booking link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking link copied' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/booking\\?business=${businessSlug}$`),
  );
  await expect(checklist).toContainText('2 of 5 done');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Share your booking link' })).toContainText(
    '(done)',
  );

  // The checklist's steps lead to their screens.
  await checklist.getByRole('link', { name: 'Add staff' }).click();
  await expect(page).toHaveURL(/\/staff$/);
});

test('the demo business is set up, so its Home shows no checklist; at phone width a new one fits', async ({
  page,
}) => {
  await signInAsDemo(page);
  await expect(page.getByText('Quick actions')).toBeVisible();
  await expect(checklistOf(page)).toHaveCount(0);
  await page
    .getByRole('button', { name: /Avery|account|user/i })
    .first()
    .isVisible();

  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page);
  await expect(checklistOf(page)).toContainText('0 of 5 done');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
