import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAxeViolations, newOwner, saveSettings, settingsSaved, signUpByApi } from './support';

const cards = (page: Page) => page.getByRole('region', { name: 'Businesses' }).getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** A real 1200×900 JPEG, as a phone's photo would be. */
const photoJpeg = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('a visitor searches and filters the directory, and books from a card', async ({ page }) => {
  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
  await expect(card(page, 'Willow & Sage Salon')).toBeVisible();
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(8);

  // A card: category, rating, three specialties, two services, hours and badges.
  const spa = card(page, 'Blue Lotus Day Spa');
  await expect(spa).toContainText('Day Spa');
  await expect(spa.getByRole('img', { name: '4.8 out of 5 stars' })).toBeVisible();
  await expect(spa).toContainText('4.8 (4 reviews)');
  await expect(spa.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveCount(3);
  await expect(spa.getByRole('list', { name: 'Services' }).getByRole('listitem')).toHaveCount(2);
  await expect(spa).toContainText('Verified');
  await expect(spa).toContainText('Premium');
  // The week's hours open from their summary, by keyboard too.
  const hours = spa.locator('summary', { hasText: 'Tue–Sat 10:00 AM–7:00 PM; Sun 10:00 AM–4:00 PM' });
  await expect(spa.getByText('Monday')).toBeHidden();
  await hours.focus();
  await page.keyboard.press('Enter');
  await expect(spa.getByText('Monday')).toBeVisible();
  await expect(spa.getByText('Closed')).toBeVisible();
  await expect(spa.getByText('10:00 AM–4:00 PM', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await hours.click();
  await expect(spa.getByText('Monday')).toBeHidden();

  await page.getByLabel('Category').selectOption('Barbershop');
  await expect(page).toHaveURL(/category=Barbershop/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Sharp & Co. Barbers');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Search').fill('hot stone');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Blue Lotus Day Spa');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('City').selectOption('Bloomfield');
  await page.getByLabel('Rating').selectOption('4.5');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Lash & Brow Bar');
  await page.getByLabel('Price range').selectOption('$$$$');
  await expect(page.getByText('No businesses found')).toBeVisible();

  // The address holds the filters: a reload shows the same search.
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Bloomfield');
  await expect(page.getByText('No businesses found')).toBeVisible();

  await page.goto('/directory?search=Mirror%20Finish');
  const detail = card(page, 'Mirror Finish Auto Detailing');
  const book = detail.getByRole('link', { name: 'Book Now at Mirror Finish Auto Detailing' });
  await expect(book).toHaveAttribute('href', '/booking?business=mirror-finish-auto-detailing');
  await book.click();
  await expect(page.getByRole('heading', { name: /Mirror Finish Auto Detailing/ }).first()).toBeVisible();
});

test('at phone width the directory stacks its cards and keeps every filter', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/directory');
  await expect(card(page, 'Willow & Sage Salon')).toBeVisible();
  for (const label of ['Search', 'Category', 'City', 'Price range', 'Rating'])
    await expect(page.getByLabel(label)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page);
});

test('an owner lists the business from Settings, finds it in the directory, and asks to verify its email', async ({
  page,
}) => {
  const owner = await signUpByApi(page, newOwner());
  await page.goto('/settings#directory');
  const form = page.getByRole('form', { name: 'Directory listing' });
  await form.getByLabel('List my business in the directory').check();
  await form.getByLabel('Category').selectOption('Massage');
  await form.getByLabel('Price range').selectOption('$$');
  await form.getByLabel('Specialties').fill('Deep tissue, Sports massage, Prenatal, Cupping');
  // Photos from the computer, two at once; the second is made the card's picture, then the first removed.
  const photoFiles = form.locator('input[type=file]');
  await photoFiles.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<html>'),
  });
  await expect(form.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP, GIF or AVIF image');
  await photoFiles.setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg({ r: 200, g: 80, b: 40 }) },
    { name: 'room.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg({ r: 40, g: 80, b: 200 }) },
  ]);
  const photos = form.getByRole('list', { name: 'Photos' }).getByRole('img');
  await expect(photos).toHaveCount(2);
  const second = await photos.nth(1).getAttribute('src');
  await form.getByRole('button', { name: 'Use photo 2 as card picture' }).click();
  await expect(photos.first()).toHaveAttribute('src', second ?? '');
  await form.getByRole('button', { name: 'Remove photo 2' }).click();
  await expect(photos).toHaveCount(1);
  await saveSettings(page);
  await expect(settingsSaved(page)).toBeVisible();
  const listed = await (await page.request.get('/api/business')).json();
  expect(listed.photoUrls).toEqual([second]);
  const served = await page.request.get(second ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The sign-in email is never the public one: the owner enters a contact email first, then verifies it.
  const section = page.locator('#directory');
  await expect(section).toContainText('Add a business email under Business, then verify it');
  const contact = `front-desk-${owner.email}`;
  const details = page.getByRole('form', { name: 'Business details' });
  await details.getByLabel('Public contact email (optional)').fill(contact);
  await details.getByLabel('Public contact email (optional)').press('Enter');
  await expect(settingsSaved(page)).toBeVisible();
  await expect(section).toContainText(`${contact} is not verified yet`);
  await section.getByRole('button', { name: 'Send verification email' }).click();
  await expect(section).toContainText(`We sent a link to ${contact}`);

  await page.goto(`/directory?search=${encodeURIComponent(owner.businessName)}`);
  const mine = card(page, owner.businessName);
  await expect(mine).toContainText('Massage');
  await expect(mine).toContainText('No reviews yet');
  await expect(mine.getByRole('list', { name: 'Specialties' })).toHaveText(
    /Deep tissue.*Sports massage.*Prenatal/,
  );
  await expect(mine).not.toContainText('Cupping');
  await expect(mine).not.toContainText('Verified');

  // A made-up link says so, without verifying anything.
  await page.goto('/verify-business-email?token=made-up-token-that-was-never-sent-123');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This verification link was already used or has expired',
  );
  await expectNoSeriousAxeViolations(page);
});
