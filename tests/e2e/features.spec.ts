import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';

const slide = (page: import('@playwright/test').Page) =>
  page.getByRole('group').and(page.locator('[aria-roledescription="slide"]'));

test('the feature tour advances every 10 seconds, and holds while hovered, focused or paused', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 7: Scheduling');
  await expect(slide(page)).toContainText('Enterprise');
  await expect(slide(page)).not.toContainText('Premium');
  await expectNoSeriousAxeViolations(page);

  await page.clock.fastForward(10_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '2 of 7: Clients');

  // Hovered: it stays.
  await slide(page).hover();
  await page.clock.fastForward(25_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '2 of 7: Clients');
  await page.mouse.move(0, 0);
  await page.clock.fastForward(10_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '3 of 7: Communication');

  // Next, previous and the dots move by hand; the last wraps to the first.
  await page.getByRole('button', { name: 'Show Insights and integrations' }).click();
  await expect(slide(page)).toHaveAttribute('aria-label', '7 of 7: Insights and integrations');
  await expect(slide(page)).toContainText('Enterprise');
  await page.getByRole('button', { name: 'Next category' }).click();
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 7: Scheduling');
  await page.getByRole('button', { name: 'Previous category' }).click();
  await expect(slide(page)).toHaveAttribute('aria-label', '7 of 7: Insights and integrations');

  // Paused: it stays, even with focus gone.
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.mouse.move(0, 0);
  await page.clock.fastForward(30_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '7 of 7: Insights and integrations');
});

test('nothing moves by itself for a visitor who prefers less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/features');
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 7: Scheduling');
  await page.clock.fastForward(30_000);
  await expect(slide(page)).toHaveAttribute('aria-label', '1 of 7: Scheduling');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/features-390.png', fullPage: true });
});
