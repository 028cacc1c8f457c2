import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDemo, signInAsDemoByApi } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

test('the owner reads the overview, adds a comment card, and removes a review only with a reason', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rating breakdown' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Reviews' });
  await expect(list.getByText('Verified visit').first()).toBeVisible();
  await expect(list.getByText(/^Added by staff/).first()).toBeVisible();
  await expect(list.getByText(/^Related to Appointment #\d+$/).first()).toBeVisible();
  await expect(list.getByText('Approved').first()).toBeVisible();

  const id = Date.now().toString(36);
  await page.getByRole('button', { name: 'Add Review' }).click();
  const add = page.getByRole('dialog', { name: 'Add Review' });
  await add.getByRole('button', { name: 'Add Review' }).click();
  await expect(add.getByText('Title is required')).toBeVisible();
  await expect(add.getByText('Comment must be at least 10 characters')).toBeVisible();
  await add.getByLabel('Title').fill(`Card ${id}`);
  await add.getByLabel('Comment').fill('Left on the front desk: lovely colour, very relaxing.');
  await add.getByLabel('Reviewer name').fill('Paper Card');
  await add.getByLabel('Reviewer email').fill(`card-${id}@example.com`);
  await add.getByRole('button', { name: 'Add Review' }).click();
  await expect(toast(page, 'Review submitted successfully')).toBeVisible();
  const card = page.getByRole('article', { name: `Card ${id}` });
  await expect(card.getByText('Added by staff (Avery Morgan)')).toBeVisible();

  // A client's review: removing it asks why.
  const clientCard = list.getByRole('article').filter({ hasText: 'Verified visit' }).first();
  const title = (await clientCard.getByRole('heading').textContent()) ?? '';
  await clientCard.getByRole('button', { name: /^Delete review/ }).click();
  const remove = page.getByRole('dialog', { name: 'Delete review' });
  await expect(remove.getByText('Are you sure you want to delete this review?')).toBeVisible();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove.getByText('Choose a reason for removing this review')).toBeVisible();
  await remove.getByLabel('Reason').selectOption({ label: 'Off-topic (not about this business)' });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Review deleted successfully')).toBeVisible();
  await expect(list.getByRole('article', { name: title })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Removed' }).click();
  const removed = page.getByRole('list', { name: 'Removed reviews' });
  await expect(removed.getByRole('article', { name: title })).toContainText('Off-topic');
  // Put it back for the other tests.
  await removed.getByRole('article', { name: title }).getByRole('button', { name: 'Publish again' }).click();
  await expect(toast(page, 'Review published again')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`the reviews screen and its dialogs have no serious axe violations at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemoByApi(page);
    await page.goto('/reviews');
    await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Review' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `/tmp/reviews-${width}.png`, fullPage: false });
  });
}
