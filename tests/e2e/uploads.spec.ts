import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newOwner, saveSettings, settingsSaved, signInAsDemoByApi, signUpByApi } from './support';

/** A real photo as a phone's camera would send it: a JPEG, 1600×1200. */
const cameraJpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 90, b: 70 } } })
    .jpeg()
    .toBuffer();

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test('a manager uploads a stylist’s photo and clients see it when choosing whom to book', async ({
  page,
  browser,
}) => {
  await signInAsDemoByApi(page);
  await page.goto('/staff');
  const avery = page.getByRole('group', { name: 'Avery Morgan', exact: true });
  await avery.getByRole('button', { name: 'Edit Avery Morgan' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Staff Member' });
  await edit.locator('input[type=file]').setInputFiles({
    name: 'IMG_0042.JPG',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(),
  });
  const photo = edit.getByRole('img', { name: 'Current photo' });
  await expect(photo).toHaveAttribute('src', /^\/media\/[\w-]{22}$/);
  const address = (await photo.getAttribute('src')) as string;
  // Resized and cropped square for the booking page.
  expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    512, 512,
  ]);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Staff member updated successfully')).toBeVisible();

  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const client = await context.newPage();
    await client.goto('/booking?business=willow-sage-salon');
    await client
      .getByRole('radio', { name: /Men's Haircut/ })
      .first()
      .check({ force: true });
    const choice = client
      .getByRole('group', { name: 'Staff member' })
      .locator('label')
      .filter({ hasText: 'Avery M.' });
    await expect(choice.locator('img')).toHaveAttribute('src', address);
    await expect
      .poll(() => choice.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(512);
    await context.close();
  } finally {
    // The demo is shared: Avery goes back to no photo.
    await avery.getByRole('button', { name: 'Edit Avery Morgan' }).click();
    await edit.getByRole('button', { name: 'Remove' }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Staff member updated successfully')).toBeVisible();
  }
});

test('a member uploads their own profile picture in Settings → Account and the header shows it', async ({
  page,
}) => {
  await signUpByApi(page, newOwner());
  await page.goto('/settings/account');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.locator('input[type=file]').setInputFiles({
    name: 'me.heic',
    mimeType: 'image/heic',
    buffer: Buffer.from('ftypheic not really'),
  });
  await expect(profile.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP, GIF or AVIF image');
  await profile.locator('input[type=file]').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(),
  });
  await expect(profile.getByRole('img', { name: 'Current profile picture' })).toHaveAttribute(
    'src',
    /^\/media\//,
  );
  await saveSettings(page);
  await expect(settingsSaved(page)).toBeVisible();
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.profileImageUrl).toMatch(/^\/media\/[\w-]{22}$/);
  await expect(page.getByRole('banner').locator(`img[src="${me.profileImageUrl}"]`)).toBeVisible();
});
