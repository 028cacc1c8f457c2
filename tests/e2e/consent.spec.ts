import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signInAsDemoByApi } from './support';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("staff record a client's marketing consent; the profile says since when and how", async ({ page }) => {
  const id = Date.now().toString(36);
  await signInAsDemoByApi(page);
  const created = await page.request.post('/api/clients', {
    data: { name: `Morgan Consent ${id}`, email: `morgan-consent-${id}@example.com` },
  });
  expect(created.ok()).toBe(true);
  const client: { id: number; name: string } = await created.json();

  await page.goto(`/clients/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Marketing emails' })).toBeVisible();
  await expect(page.getByText('Not subscribed', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Change', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Marketing consent' });
  await expect(dialog.getByRole('radio', { name: 'Not subscribed' })).toBeChecked();
  await expect(dialog.getByLabel('How did the client ask?')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Subscribed', exact: true }).check();
  // Saying how the client agreed is required.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose how the client agreed')).toBeVisible();
  await dialog.getByLabel('How did the client agree?').selectOption({ label: 'Signed form' });
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Marketing consent updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Subscribed since [A-Z][a-z]{2} \d{1,2}, \d{4}, on a signed form \(recorded by staff\)$/),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('heading', { name: 'Marketing emails' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a client agrees in the portal and withdraws there; staff see when and how', async ({
  page,
  browser,
}) => {
  const id = Date.now().toString(36);
  const person = { name: `Sasha Portal ${id}`, email: `sasha-portal-${id}@example.com` };
  await signInAsDemoByApi(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(`/client?business=${businessSlug}`);
  const signUp = client.getByRole('form', { name: 'Create your profile' });
  const marketingBox = (form: typeof signUp) =>
    form.getByRole('checkbox', { name: /^Send me news and offers/ });
  await expect(marketingBox(signUp)).not.toBeChecked();
  await signUp.getByLabel('Full name').fill(person.name);
  await signUp.getByLabel('Email', { exact: true }).fill(person.email);
  await signUp.getByLabel('Phone').fill('555-010-5151');
  await marketingBox(signUp).check();
  await signUp.getByRole('button', { name: 'Create profile' }).click();

  const profile = client.getByRole('form', { name: 'My Profile' });
  await expect(marketingBox(profile)).toBeChecked();
  await marketingBox(profile).uncheck();
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(client, 'Profile Updated')).toBeVisible();
  await expect(marketingBox(profile)).not.toBeChecked();
  await context.close();

  const found = await (
    await page.request.get(`/api/clients?search=${encodeURIComponent(person.email)}`)
  ).json();
  await page.goto(`/clients/${found.items[0].id}`);
  await expect(page.getByText(/^Not subscribed since .+, in the client portal$/)).toBeVisible();
});

test('an unsubscribe link that is not one says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/unsubscribe/not-a-real-token-000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the unsubscribe page takes a click, never the visit, to unsubscribe', async ({ page }) => {
  // The real token reaches only the client's inbox; the campaign test follows one from a real email.
  const posts: string[] = [];
  await page.route('**/api/public/unsubscribe/*', (route) => {
    const request = route.request();
    if (request.method() === 'POST') posts.push(request.postData() ?? '');
    return route.fulfill({
      json: { businessName: 'Glow Studio', subscribed: request.method() !== 'POST' },
    });
  });
  await page.goto('/unsubscribe/a-token-from-an-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from Glow Studio' })).toBeVisible();
  await expect(page.getByText('Appointment confirmations and reminders still arrive.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(posts).toEqual([]);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByText("Glow Studio won't send you news and offers by email any more.")).toBeVisible();
  expect(posts).toEqual(['{}']);
});
