import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDemoByApi } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

/** The demo business's booking link (listed in the directory, so its page shows its reviews). */
const DEMO = 'willow-sage-salon';

test('a visitor reads the reviews, leaves one that stays text, and the owner removes it with a reason', async ({
  page,
  browser,
}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.message()}`);
  });
  await page.goto(`/business?business=${DEMO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Willow & Sage Salon' })).toBeVisible();
  await expect(page.getByText(/^Based on \d+ reviews$/)).toBeVisible();
  await expect(page).toHaveTitle('Willow & Sage Salon – Reviews and booking · Frontdesk');
  const reviews = page.getByRole('region', { name: 'Reviews' }).getByRole('article');
  await expect(reviews).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'Rating breakdown' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Book / }).first()).toHaveAttribute(
    'href',
    `/booking?business=${DEMO}`,
  );
  await page.getByRole('button', { name: /^View More Reviews \(\d+ more\)$/ }).click();
  await expect.poll(() => reviews.count()).toBeGreaterThan(6);
  await expect(
    page.getByRole('region', { name: 'Reviews' }).getByText('Added by staff').first(),
  ).toBeVisible();
  await expect(page.getByText(/removed under our review policy/)).toBeVisible();
  await page.getByRole('button', { name: 'Read the policy' }).click();
  await expect(page.getByText(/We publish every review from a client, good or bad/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Leave a Review' }).click();
  const form = page.getByRole('form', { name: 'Share Your Experience' });
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Comment must be at least 10 characters')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeVisible();
  const marker = Date.now().toString(36);
  const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)> ${marker}`;
  await form.getByText('4 stars').click();
  await form.getByLabel('Title').fill(hostile);
  await form.getByLabel('Comment').fill(`Lovely visit. ${hostile}`);
  await form.getByLabel('Your name').fill('Tess Tester');
  await form.getByLabel('Your email').fill(`tess-${marker}@example.com`);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Thank you! Your review has been submitted successfully')).toBeVisible();
  await expect(page.getByText('Review Submitted!')).toBeVisible();
  // Without a visit's link it waits for the business (the default hold, issue 32 F7): not shown yet.
  await expect(page.getByText('It will appear here once the business has read it.')).toBeVisible();
  await expect(page.getByRole('article', { name: hostile })).toHaveCount(0);

  // The owner finds it on /reviews, as text there too, approves it, and it shows on the page as text.
  const owner = await (await browser.newContext()).newPage();
  owner.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.message()}`);
  });
  await signInAsDemoByApi(owner);
  await owner.goto('/reviews');
  const card = owner.getByRole('article', { name: hostile });
  await expect(card).toContainText(hostile);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(owner, 'Review approved')).toBeVisible();
  await page.reload();
  const mine = page.getByRole('article', { name: hostile });
  await expect(mine).toContainText(`Lovely visit. ${hostile}`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // Then removes it for a stated reason.
  await card.getByRole('button', { name: /^Delete review/ }).click();
  const remove = owner.getByRole('dialog', { name: 'Delete review' });
  await remove.getByLabel('Reason').selectOption({ label: 'Spam or advertising' });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(owner, 'Review deleted successfully')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Willow & Sage Salon' })).toBeVisible();
  await page.getByRole('button', { name: /^View More Reviews/ }).click();
  await expect(page.getByRole('article', { name: hostile })).toHaveCount(0);
});

test('the business page fits a phone and reads well without serious axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/business?business=${DEMO}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/business-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/business-1280.png', fullPage: true });
  await page.goto('/business?business=no-such-salon');
  await expect(page.getByText('Business not found')).toBeVisible();
  await page.goto('/business?business=999999');
  await expect(page.getByText('Business not found')).toBeVisible();
});
