import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, expectNoSeriousAxeViolations, signInAsDemoByApi, signUp } from './support';

async function expectFitsPhoneWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a client writes from the booking page, the owner answers in /chat, both without reloading', async ({
  page,
  browser,
}) => {
  const clientName = `Robin Ash ${Date.now().toString(36)}`;
  await signInAsDemoByApi(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByText('Communicate with your clients')).toBeVisible();
  await expect(page.getByText('Select a Conversation')).toBeVisible();
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The client: a separate, signed-out browser on the public booking page.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const clientRequests: string[] = [];
  client.on('request', (request) => clientRequests.push(new URL(request.url()).pathname));
  await client.goto(`/booking?business=${businessSlug}`);
  const launcher = client.getByRole('button', { name: /^Chat with Willow & Sage/ });
  await expect(launcher).toBeVisible();
  // The conversation's code loads when the chat opens, not with the booking page.
  expect(clientRequests.filter((path) => /widget-body/.test(path))).toEqual([]);
  await launcher.click();
  const widget = client.getByRole('region', { name: /^Chat with Willow & Sage/ });
  await expect(widget.getByRole('button', { name: 'Start chat' })).toBeVisible();
  expect(clientRequests.filter((path) => /widget-body/.test(path))).toHaveLength(1);
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('Name must be at least 2 characters')).toBeVisible();
  await widget.getByLabel('Your name').fill(clientName);
  await widget.getByLabel('Your email').fill(`robin-${Date.now()}@example.com`);
  await widget.getByRole('button', { name: 'Start chat' }).click();
  await expect(widget.getByText('No messages yet. Start the conversation!')).toBeVisible();

  const clientBox = widget.getByRole('textbox', { name: 'Message to Willow & Sage' });
  await clientBox.fill('   ');
  await clientBox.press('Enter');
  await clientBox.fill('Hello! Do you have time on Friday?');
  await clientBox.press('Shift+Enter');
  await clientBox.pressSequentially('Afternoon is best.');
  await expect(clientBox).toHaveValue('Hello! Do you have time on Friday?\nAfternoon is best.');
  await expect(widget.getByText('No messages yet. Start the conversation!')).toBeVisible();
  await clientBox.press('Enter');
  await expect(clientBox).toHaveValue('');
  const clientLog = widget.getByRole('log');
  await expect(clientLog.getByRole('listitem')).toHaveCount(1);
  await expect(clientLog).toContainText('Afternoon is best.');
  // Identity is the API's token, never a bare id: nothing asked for client 1 or a /api/clients route.
  expect(clientRequests.some((path) => path.startsWith('/api/clients'))).toBe(false);
  // The booking page and its widget load none of the signed-in app's code.
  expect(clientRequests.filter((path) => path.includes('signed-in-routes'))).toEqual([]);

  // The owner's list shows the new conversation, unread, without a reload.
  const room = conversations.getByRole('button', { name: new RegExp(clientName) });
  await expect(room).toBeVisible();
  await expect(room).toContainText('1 unread');
  // Started from the widget without signing in: the typed name and email are unproven.
  await expect(room).toContainText('Unverified');
  await room.click();
  await expect(
    page.getByRole('main').getByText(/^Started from the chat widget without signing in/),
  ).toBeVisible();
  const ownerLog = page.getByRole('log', { name: `Messages with ${clientName}` });
  await expect(ownerLog).toContainText('Hello! Do you have time on Friday?');
  await expect(room).not.toContainText('unread');
  await expectNoSeriousAxeViolations(page);

  const ownerBox = page.getByRole('textbox', { name: `Message to ${clientName}` });
  await ownerBox.fill('Yes, 3 PM on Friday works. See you then!');
  await ownerBox.press('Enter');
  await expect(ownerLog.getByRole('listitem')).toHaveCount(2);
  await expect(room).toContainText('You: Yes, 3 PM on Friday works.');

  // The client sees the answer arrive over /ws.
  await expect(clientLog).toContainText('Yes, 3 PM on Friday works. See you then!');
  await expect(clientLog.getByRole('listitem')).toHaveCount(2);

  // Minimized and reopened, the conversation is still this client's.
  await widget.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(widget).toBeHidden();
  await client.getByRole('button', { name: /^Chat with Willow & Sage/ }).click();
  await expect(client.getByRole('log')).toContainText('Yes, 3 PM on Friday works.');
  await expectNoSeriousAxeViolations(client);

  // The client writes again; it arrives in the open conversation as it is.
  await client.getByRole('textbox', { name: 'Message to Willow & Sage' }).fill('Perfect, thank you!');
  await client.getByRole('textbox', { name: 'Message to Willow & Sage' }).press('Enter');
  await expect(ownerLog).toContainText('Perfect, thank you!');
  await clientContext.close();
});

test('the owner writes first from a client profile; the client, signed in to the portal, answers', async ({
  page,
  browser,
}) => {
  const id = Date.now().toString(36);
  const person = { name: `Morgan Vale ${id}`, email: `morgan-${id}@example.com` };
  await signInAsDemoByApi(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(`/client?business=${businessSlug}`);
  const signUp = client.getByRole('form', { name: 'Create your profile' });
  await signUp.getByLabel('Full name').fill(person.name);
  await signUp.getByLabel('Email').fill(person.email);
  await signUp.getByLabel('Phone').fill('555-010-5151');
  await signUp.getByRole('button', { name: 'Create profile' }).click();
  await expect(client.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();

  await page.goto('/clients');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(person.email);
  await page.getByRole('link', { name: person.name }).click();
  await page.getByRole('button', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/chat\?room=\d+$/);
  const ownerLog = page.getByRole('log', { name: `Messages with ${person.name}` });
  await expect(ownerLog).toContainText('No messages yet. Start the conversation!');
  // Opened by staff for a client who signed up: nothing unverified about it.
  await expect(page.getByText(/^Started from the chat widget without signing in/)).toHaveCount(0);
  const ownerBox = page.getByRole('textbox', { name: `Message to ${person.name}` });
  await ownerBox.fill('Welcome to Willow & Sage! Any questions before your visit?');
  await ownerBox.press('Enter');
  await expect(ownerLog.getByRole('listitem')).toHaveCount(1);

  // Signed in to the portal, the widget knows the client: no name and email to give, same conversation. The
  // launcher sits where toasts show: closed, instead of waited out.
  await dismissToasts(client);
  await client.getByRole('button', { name: /^Chat with Willow & Sage/ }).click();
  const widget = client.getByRole('region', { name: /^Chat with Willow & Sage/ });
  await expect(widget.getByRole('button', { name: 'Start chat' })).toHaveCount(0);
  await expect(widget.getByRole('log')).toContainText('Any questions before your visit?');
  await widget.getByRole('textbox', { name: 'Message to Willow & Sage' }).fill('Is there parking nearby?');
  await widget.getByRole('textbox', { name: 'Message to Willow & Sage' }).press('Enter');
  await expect(ownerLog).toContainText('Is there parking nearby?');
  await clientContext.close();
});

test("a guest chat under a client's email stays unverified and theirs only once they sign in", async ({
  page,
  browser,
}) => {
  const id = Date.now().toString(36);
  const person = { name: `Quinn Reed ${id}`, email: `quinn-${id}@example.com` };
  const typedName = `Quinn On The Go ${id}`;
  await signInAsDemoByApi(page);
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();

  // The client has a profile (and its access code), but is signed out on this device.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(`/client?business=${businessSlug}`);
  const signUp = client.getByRole('form', { name: 'Create your profile' });
  await signUp.getByLabel('Full name').fill(person.name);
  await signUp.getByLabel('Email').fill(person.email);
  await signUp.getByLabel('Phone').fill('555-010-6161');
  await signUp.getByRole('button', { name: 'Create profile' }).click();
  const code = (await client.getByTestId('access-code').textContent())?.trim() ?? '';
  await client.getByRole('button', { name: 'I saved my code' }).click();
  await client.getByRole('button', { name: 'Sign Out' }).click();

  // Signed out, they ask from the widget with their email; anyone could have typed it. The launcher sits where
  // toasts show: closed, instead of waited out.
  await dismissToasts(client);
  await client.getByRole('button', { name: /^Chat with Willow & Sage/ }).click();
  const widget = client.getByRole('region', { name: /^Chat with Willow & Sage/ });
  await widget.getByLabel('Your name').fill(typedName);
  await widget.getByLabel('Your email').fill(person.email);
  await widget.getByRole('button', { name: 'Start chat' }).click();
  const box = widget.getByRole('textbox', { name: 'Message to Willow & Sage' });
  await box.fill('Can I move my visit?');
  await box.press('Enter');
  await expect(widget.getByRole('log')).toContainText('Can I move my visit?');

  await page.goto('/chat');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  const room = conversations.getByRole('button', { name: new RegExp(typedName) });
  await expect(room).toContainText('Unverified');
  await room.click();
  await expect(
    page.getByRole('main').getByText(`(on file as ${person.name})`, { exact: false }),
  ).toBeVisible();

  // Signing in with the code proves who they are: the widget keeps the same conversation as theirs.
  await widget.getByRole('button', { name: 'Close chat' }).click();
  const signIn = client.getByRole('form', { name: 'Sign in with your access code' });
  await signIn.getByLabel('Access code').fill(code);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
  await client.getByRole('button', { name: /^Chat with Willow & Sage/ }).click();
  await expect(widget.getByRole('button', { name: 'Start chat' })).toHaveCount(0);
  await expect(widget.getByRole('log')).toContainText('Can I move my visit?');
  await box.fill('Signed in now.');
  await box.press('Enter');
  const verified = conversations.getByRole('button', { name: new RegExp(person.name) });
  await expect(verified).toContainText('Signed in now.');
  await expect(verified).not.toContainText('Unverified');
  await clientContext.close();
});

test('a message that fails to send says so and stays in the box', async ({ page }) => {
  await signInAsDemoByApi(page);
  await page.goto('/chat');
  await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
  await page.route('**/api/chat/rooms/*/messages', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  const box = page.getByRole('textbox', { name: /^Message to / });
  await box.fill('This one will not go through');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Failed to send message' })).toBeVisible();
  await expect(box).toHaveValue('This one will not go through');
});

test('chat fits a phone: the list, then the open conversation with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsDemoByApi(page);
  await page.goto('/chat');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await conversations.getByRole('button').first().click();
  await expect(page.getByRole('log')).toBeVisible();
  await expect(conversations).toBeHidden();
  await expectFitsPhoneWidth(page);
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(conversations).toBeVisible();
  await expectFitsPhoneWidth(page);
});

test('a business on the free plan sees the upgrade gate and no chat call is made', async ({ page }) => {
  const chatCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/chat')) chatCalls.push(path);
  });
  await signUp(page);
  await page.goto('/chat');
  await expect(page.getByText('This feature requires a paid subscription.')).toBeVisible();
  await expect(page.getByText("You're on the free plan with limited features.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByText('No conversations yet')).toBeHidden();
  expect(chatCalls).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  // Its booking page offers no chat either: the widget asks whether chat is on and stays away.
  const { businessSlug } = await (await page.request.get('/api/auth/user')).json();
  // By its slug, as the booking page names it: never its number (issue 32 F7).
  const answered = page.waitForResponse((response) =>
    response.url().endsWith(`/api/portal/businesses/${businessSlug}`),
  );
  await page.goto(`/booking?business=${businessSlug}`);
  expect((await (await answered).json()).chatEnabled).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Chat with/ })).toHaveCount(0);
});
