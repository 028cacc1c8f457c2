import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  expectNoSeriousAxeViolations,
  newOwner,
  saveSettings,
  settingsSaved,
  signInAsDemoByApi,
  signUp,
  signUpByApi,
} from './support';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Confirm card' }).click();
}

/** A real 240×80 PNG, as a logo file from the computer would be. */
const logoPng = () =>
  sharp({ create: { width: 240, height: 80, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } } })
    .png()
    .toBuffer();

test('a visitor signs up from the launch offer, claims it, and the trial unlocks Enterprise', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/promo');
  await expect(page.getByRole('heading', { level: 1, name: 'Early-bird launch offer' })).toBeVisible();
  // The offer is its own chunk: a visitor loads none of the signed-in app.
  expect(scripts.some((path) => /\/assets\/promo-page-.*\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /signed-in-routes|app-shell/.test(path))).toEqual([]);
  const progress = page.getByRole('progressbar', { name: 'Launch discounts claimed' });
  await expect(progress).toHaveAttribute('aria-valuemax', '500');
  const claimedBefore = Number(await progress.getAttribute('aria-valuenow'));
  await expect(page.getByText(`${claimedBefore} of 500 claimed`)).toBeVisible();
  const plan = page.getByRole('region', { name: 'Enterprise', exact: true });
  await expect(plan).toContainText('$19.99/month');
  await expect(plan).toContainText('First 3 months free');
  await expect(plan).toContainText('$9.99/month');

  // Signed out, the offer sends the visitor to create an account and brings them back.
  await plan.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup&next=%2Fpromo$/);
  const owner = newOwner();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(owner.firstName);
  await form.getByLabel('Last name').fill(owner.lastName);
  await form.getByLabel('Business name').fill(owner.businessName);
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/promo$/);

  await page.getByRole('button', { name: 'Claim Offer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your 3-month free trial is active' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Enterprise is unlocked for your business');
  await expect(page.getByRole('main')).toContainText('50% launch discount is locked in: $9.99/month');
  await expectNoSeriousAxeViolations(page);

  // Back shows the offer again: the business is on the plan now, and the counter moved.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByText('Your business is already on Enterprise.')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', String(claimedBefore + 1));
  await expect(page.getByRole('button', { name: 'Claim Offer' })).toHaveCount(0);

  await page.goto('/promo');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/chat');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByText('This feature requires a paid subscription.')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('main').getByText('Enterprise', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toHaveCount(0);
});

test('Claim Offer, then Continue to Dashboard, refreshes the plan everywhere', async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toBeVisible();
  await page.goto('/promo');
  await expect(page.getByRole('link', { name: 'Open Frontdesk' })).toBeVisible();
  await page.getByRole('button', { name: 'Claim Offer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your 3-month free trial is active' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Unlimited appointments this month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Chat' }).first().click();
  await expect(page.getByText('No conversations yet')).toBeVisible();
});

test('a new owner subscribes on /subscribe: a declined card, then a good one', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await signUp(page);
  await page.goto('/subscribe');
  const plan = page.getByRole('region', { name: 'Enterprise', exact: true });
  await expect(plan).toContainText('$19.99/month');
  await plan.getByRole('button', { name: 'Start 3-Month Free Trial' }).click();

  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Plan' })).toBeVisible();

  // The card form checks its fields before sending.
  await page
    .getByRole('form', { name: 'Card details' })
    .getByRole('button', { name: 'Confirm card' })
    .click();
  await expect(page.getByText('Expiry must be MM/YY')).toBeVisible();

  await payWith(page, '4000 0000 0000 0002');
  await expect(toast(page, 'Payment Failed')).toContainText('Your card was declined.');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);

  await payWith(page, '4242424242424242');
  await expect(page).toHaveURL(/\/dashboard\?subscription=success$/);
  // The demo provider's form never loads Stripe's code.
  expect(requests.filter((url) => /stripe/i.test(url))).toEqual([]);
  await expect(toast(page, 'Payment Successful')).toContainText('You are now subscribed to Enterprise!');
  const banner = page.getByRole('status').filter({ hasText: 'Subscription created successfully' });
  await expect(banner).toContainText('Enterprise plan');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Subscription created successfully')).toHaveCount(0);

  // Settings → Billing: the trial, the card, the first invoice; cancel and resume.
  await page.goto('/settings#billing');
  await expect(page).toHaveURL(/\/settings\/billing#billing$/);
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing).toContainText('Trial');
  await expect(billing).toContainText('Free trial ends');
  await expect(billing).toContainText('Visa');
  await expect(billing).toContainText('4242');
  await expect(billing.getByRole('table', { name: 'Invoices' })).toContainText('3-month free trial');
  await billing.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your Enterprise plan?' });
  await expect(dialog).toContainText('stays active until');
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(toast(page, 'Plan cancelled')).toBeVisible();
  await expect(billing).toContainText('Access ends');
  await billing.getByRole('button', { name: 'Resume plan' }).click();
  await expect(toast(page, 'Plan resumed')).toBeVisible();
  await expect(billing.getByRole('button', { name: 'Cancel plan' })).toBeVisible();

  // /subscribe now shows the plan it is on, with the way to Settings.
  await page.goto('/subscribe');
  await expect(page.getByText('Your business is on Enterprise.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage billing in Settings' })).toHaveAttribute(
    'href',
    '/settings/billing',
  );
  await expect(page.getByRole('button', { name: 'Start 3-Month Free Trial' })).toHaveCount(0);
});

test('an Enterprise business creates and revokes an API token and brands its booking page', async ({
  page,
  browser,
}) => {
  await signUpByApi(page);
  await page.goto('/settings/integrations');
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await expect(tokens).toContainText('This feature requires a paid subscription.');
  await expect(tokens.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
  await page.goto('/settings/business');
  await expect(page.getByRole('region', { name: 'Branding' })).toContainText(
    'This feature requires a paid subscription.',
  );

  await page.goto('/promo');
  await page.getByRole('button', { name: 'Claim Offer' }).click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings/integrations');
  await expect(tokens).toContainText('No API tokens yet');
  await tokens.getByLabel('Token name').fill('Website sync');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await expect(tokens).toContainText("It won't be shown again.");
  const secret = await tokens.getByLabel('New token').inputValue();
  expect(secret).toMatch(/^fd_pat_/);
  const row = tokens.getByRole('row', { name: /Website sync/ });
  await expect(row).toContainText('Jordan Rivera');
  await expect(row).toContainText('Never');
  await tokens.getByRole('button', { name: 'Done' }).click();
  await expect(tokens.getByLabel('New token')).toHaveCount(0);
  await tokens.getByRole('button', { name: 'Revoke Website sync' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this token?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(toast(page, 'Token revoked')).toBeVisible();
  await expect(tokens).toContainText('No API tokens yet');

  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Business' }).click();
  const branding = page.getByRole('region', { name: 'Branding' });
  const logoFile = branding.locator('input[type=file]');
  // Read by content: a text file named and typed as a PNG is refused with the server's words.
  await logoFile.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(branding.getByRole('alert')).toHaveText('Choose a JPEG, PNG, WebP, GIF or AVIF image');
  await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  const preview = branding.getByRole('img', { name: 'Current logo' });
  await expect(preview).toHaveAttribute('src', /^\/media\/[\w-]{22}$/);
  const logoAddress = await preview.getAttribute('src');
  await branding.getByLabel('Accent colour (optional)').fill('#0F76');
  await saveSettings(page);
  await expect(branding).toContainText('Accent colour must be a hex colour such as #4f46e5');
  await expect(page.getByRole('region', { name: 'Unsaved changes' })).toContainText(
    'Branding: Check the highlighted fields.',
  );
  await branding.getByLabel('Accent colour (optional)').fill('#0F766E');
  await saveSettings(page);
  await expect(settingsSaved(page)).toBeVisible();
  await expect(branding.getByLabel('Accent colour (optional)')).toHaveValue('#0f766e');

  const { businessSlug, businessName } = await (await page.request.get('/api/auth/user')).json();
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/booking?business=${businessSlug}`);
  const logo = visitor.getByRole('img', { name: `${businessName} logo` });
  await expect(logo).toHaveAttribute('src', logoAddress ?? '');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const buttonColour = await visitor
    .getByRole('button', { name: 'Book Appointment' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(buttonColour).toBe('rgb(15, 118, 110)');
  await context.close();
});

test('a free business sees the paid-feature gate on Clients', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/clients');
  await expect(page.getByText('This feature requires a paid subscription.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade', exact: true })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByRole('button', { name: 'Add client' })).toHaveCount(0);
  await page.goto('/clients/1');
  await expect(page.getByText('This feature requires a paid subscription.')).toBeVisible();
  await page.goto('/settings#billing');
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing).toContainText('Free');
  await expect(billing.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscribe');
});

test('the demo owner sees its plan, card and invoices; a staff member is not offered billing', async ({
  page,
}) => {
  await signInAsDemoByApi(page);
  await page.goto('/settings#billing');
  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing).toContainText('Enterprise');
  await expect(billing).toContainText('Active');
  await expect(billing).toContainText('Next charge');
  await expect(billing).toContainText('50% launch discount');
  await expect(billing.getByRole('table', { name: 'Invoices' })).toContainText('3-month free trial');
  await expect(billing.getByRole('button', { name: 'Cancel plan' })).toBeVisible();

  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), role: 'staff' } });
  });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/business$/);
  const menu = page.getByRole('navigation', { name: 'Settings' });
  await expect(menu.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await page.goto('/settings/billing');
  await expect(page.getByText("You don't have access to Billing settings.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing' })).toHaveCount(0);
  await page.goto('/settings/integrations');
  await expect(page.getByRole('region', { name: 'API tokens' })).toHaveCount(0);
  await page.goto('/subscribe');
  await expect(page.getByText('Only the business owner can change the plan.')).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`promo, subscribe and settings have no serious axe violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/promo');
    await expect(page.getByRole('progressbar', { name: 'Launch discounts claimed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectFitsWidth(page);

    await signInAsDemoByApi(page);
    await page.goto('/settings#billing');
    await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectFitsWidth(page);
    await page.goto('/settings/integrations');
    await expect(
      page.getByRole('table', { name: 'API tokens' }).or(page.getByText('No API tokens yet')),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectFitsWidth(page);

    await page.context().clearCookies();
    await signUpByApi(page, newOwner());
    await page.goto('/subscribe');
    await expect(page.getByRole('button', { name: 'Start 3-Month Free Trial' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectFitsWidth(page);
    await page.getByRole('button', { name: 'Start 3-Month Free Trial' }).click();
    await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectFitsWidth(page);
    await page.goto('/promo');
    await expect(page.getByText('Your business is already on Enterprise.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
