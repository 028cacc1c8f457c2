import AxeBuilder from '@axe-core/playwright';
import { type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { SIGNED_IN_MARKER_COOKIE, sessionCookieName } from '../../src/contract/cookies';

let counter = 0;
export function newOwner() {
  counter += 1;
  // The process too: with E2E_WORKERS=2 two workers' first owners may be made in the same millisecond.
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    firstName: 'Jordan',
    lastName: 'Rivera',
    businessName: `Rivera Studio ${id}`,
    email: `jordan-${id}@example.com`,
    password: 'a-long-password-1',
  };
}

/** Creates an account through the sign-up form, as a newcomer would, and waits for Home. */
export async function signUpThroughForm(page: Page, owner = newOwner()) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(owner.firstName);
  await form.getByLabel('Last name').fill(owner.lastName);
  await form.getByLabel('Business name').fill(owner.businessName);
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Welcome.*${owner.firstName}`) }),
  ).toBeVisible();
  return owner;
}

/**
 * Runs axe on the page and expects no serious or critical violation. A toast is closed first
 * (dismissToasts): one fading in or out is half transparent and fails contrast, and whether one is still up
 * when axe reads the page is a matter of timing. Legacy mode runs axe.run() in the page itself, the same
 * rules on the same document; the default would also open a blank page, load axe a second time there and
 * assemble the results in it, which is for cross-origin frames: the app has none.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await dismissToasts(page);
  // axe-core stays in the page until it loads another document: a second check of the same one (a dialog
  // opened, another width) runs that copy instead of sending and compiling half a megabyte of script again.
  const loaded = await page.evaluate(() => 'axe' in window);
  const axeSource = loaded ? '/* axe-core is already in this page */' : undefined;
  const results = await new AxeBuilder({ page, axeSource }).setLegacyMode().analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Closes whatever toast is on screen and waits until none is left. One fading in or out is half transparent,
 * and so fails contrast; one still up may cover what a test clicks next. Its own Close button gets a click
 * event, as a person's click would, without taking focus (Radix moves focus only when it was in the toast),
 * so the test goes on where it was instead of waiting out the five seconds a toast stays. (A toast's own
 * element is what counts: Radix's spoken copy of it, also a status, goes after a second.)
 */
export async function dismissToasts(page: Page) {
  // Hidden ones too: an open dialog hides the rest of the page from assistive technology, toasts included.
  const toasts = page.getByRole('region', { name: /^Notifications/, includeHidden: true }).locator('li');
  const closeButtons = toasts.getByRole('button', { name: 'Close', includeHidden: true });
  // Again until none is left: the answer to the last action may bring its toast just after the first look.
  await expect(async () => {
    await closeButtons.evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLElement).click();
    });
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Escape on a dialog that has just opened, as a person would press it again if nothing happened. Radix
 * listens for Escape only once the dialog knows it is the top layer, a render after it shows: a key
 * pressed in between (a test on a loaded machine can) is not heard. Pressed again only while the dialog
 * is still open, so a second press never reaches what is under it.
 */
export async function closeByEscape(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

const DEMO_LOGIN = { email: 'demo@frontdesk.test', password: 'frontdesk-demo' };

/**
 * Creates an account through the API, as the sign-up form does, and leaves the page's browser signed in to
 * it without opening anything. The form itself is the subject of shell.spec.ts and billing.spec.ts
 * (signUpThroughForm); every other test only needs a business of its own, which this makes with a request
 * instead of two pages.
 */
export async function signUpByApi(page: Page, owner = newOwner()) {
  const response = await page.request.post('/api/auth/signup', { data: owner });
  expect(response.status(), await response.text()).toBe(201);
  return owner;
}

/** signUpByApi, then Home, as signUpThroughForm leaves it: for a test that starts there. */
export async function signUp(page: Page, owner = newOwner()) {
  await signUpByApi(page, owner);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Welcome.*${owner.firstName}`) }),
  ).toBeVisible();
  return owner;
}

/** The demo owner's session cookies, once this worker has signed in (each worker has a server of its own). */
let demoSession: Cookie[] | undefined;

/**
 * Signs the page's browser in as the demo owner (the seed's Avery Morgan), opening nothing: through the API
 * the first time in a worker, then with that session's cookies, as a browser that stayed signed in would
 * (checking a password is slow on purpose, a third of a second of the server's time). No test signs the
 * demo owner out; the sign-in form has its own tests (shell.spec.ts).
 */
export async function signInAsDemoByApi(page: Page) {
  if (demoSession) {
    await page.context().addCookies(demoSession);
    return;
  }
  const response = await page.request.post('/api/auth/login', { data: DEMO_LOGIN });
  expect(response.status(), await response.text()).toBe(200);
  const cookies = await page.context().cookies();
  // The httpOnly session cookie's name depends on the scheme the server is reached by.
  const session = sessionCookieName(response.url().startsWith('https:'));
  demoSession = cookies.filter((cookie) => [session, SIGNED_IN_MARKER_COOKIE].includes(cookie.name));
  expect(demoSession).toHaveLength(2);
}

/** Signs in as the demo owner (the seed's Avery Morgan) and waits for Home. */
export async function signInAsDemo(page: Page) {
  await signInAsDemoByApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Avery/ })).toBeVisible();
}

/** A settings page's one Save: the button in the bar that shows once anything on the page changed (issue 33). */
export async function saveSettings(page: Page) {
  await page
    .getByRole('region', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Save changes' })
    .click();
}

/** The toast a settings page's save ends with when everything on it went. */
export const settingsSaved = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Changes saved' }).first();
