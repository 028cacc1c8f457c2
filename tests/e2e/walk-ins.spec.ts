import { expect, type Page, test } from '@playwright/test';
import { startEnterpriseTrialByApi } from './plans';
import { expectNoSeriousAxeViolations, signInAsDemo, signUpByApi } from './support';

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Shows the demo owner's session to the app as another role (as abilities.spec.ts does): the web's own choice. */
async function seeAs(page: Page, role: 'staff' | 'contractor') {
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), role } });
  });
}

/** Creates a room through the staff screen's dialog and answers its id (from the address it selects). */
async function createRoom(page: Page, name: string) {
  await page.getByRole('button', { name: 'New waiting room' }).click();
  const dialog = page.getByRole('dialog', { name: 'New waiting room' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Welcome message', { exact: true }).fill('Take a seat, we will call you.');
  await dialog.getByRole('button', { name: 'Create waiting room' }).click();
  await expect(toast(page, 'Waiting room created successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page).toHaveURL(/\/walk-ins\?room=\d+$/);
  return Number(new URL(page.url()).searchParams.get('room'));
}

test('a visitor joins from their phone, staff see and call them live, the board shows only "First L."', async ({
  page,
  browser,
}) => {
  const roomName = `Front desk ${Date.now().toString(36)}`;
  const visitorName = 'Marisol Quintero';
  // Walk-ins are the plan's front_desk (decision 021).
  await signUpByApi(page);
  await startEnterpriseTrialByApi(page);

  // Reached from the dashboard's Quick Actions; the sidebar stays as the spec lists it.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Walk-ins' }).click();
  await expect(page).toHaveURL(/\/walk-ins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-ins' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Walk-ins' }),
  ).toHaveCount(0);
  await expect(page.getByText('No waiting rooms yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'New waiting room' }).click();
  const dialog = page.getByRole('dialog', { name: 'New waiting room' });
  await dialog.getByRole('button', { name: 'Create waiting room' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const roomId = await createRoom(page, roomName);
  await expect(page.getByText('Nobody is waiting')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The visitor: a separate, signed-out phone.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const visitor = await visitorContext.newPage();
  const visitorRequests: string[] = [];
  visitor.on('request', (request) => visitorRequests.push(new URL(request.url()).pathname));
  await visitor.goto(`/queue/join/${roomId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(visitor.getByText('Take a seat, we will call you.')).toBeVisible();
  const join = visitor.getByRole('form', { name: 'Join the waiting list' });
  await join.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(join.getByText('Name is required')).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);
  await expectFitsWidth(visitor);
  await join.getByLabel('Name', { exact: true }).fill(visitorName);
  await join.getByLabel('Phone (optional)').fill('555-201-3344');
  await join.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(visitor).toHaveURL(/\/queue\/[^/]+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: "You're number 1" })).toBeVisible();
  await expect(visitor.getByText(/^Estimated call time \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);
  await expectFitsWidth(visitor);
  // The join and status pages load none of the signed-in app's code.
  expect(visitorRequests.filter((path) => path.includes('signed-in-routes'))).toEqual([]);

  // The staff screen shows them without a reload.
  const entry = page.getByRole('list', { name: 'Waiting list' }).getByRole('group', { name: visitorName });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Waiting');
  await expect(entry).toContainText('Just joined');
  await expectNoSeriousAxeViolations(page);

  // The TV board: first name and initial, never the full name.
  const board = await page.context().newPage();
  await board.goto(`/walk-ins/${roomId}/board`);
  await expect(board.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(board.getByRole('list', { name: 'Waiting' })).toContainText('Marisol Q.');
  await expect(board.getByText(visitorName)).toHaveCount(0);
  await expect(board.getByText('Quintero')).toHaveCount(0);
  await expect(board.getByRole('navigation')).toHaveCount(0);
  await expectNoSeriousAxeViolations(board);

  // Staff call them: the visitor's page and the board change without a reload.
  await page.bringToFront();
  await entry.getByRole('button', { name: `Call ${visitorName}` }).click();
  await expect(entry).toContainText('Called');
  await expect(
    visitor.getByRole('heading', { level: 1, name: "It's your turn! Please come to the front desk." }),
  ).toBeVisible();
  await expect(board.getByRole('list', { name: 'Now called' })).toContainText('Marisol Q.');
  await expectNoSeriousAxeViolations(visitor);

  // The visitor leaves; staff see them move to Finished today.
  await visitor.getByRole('button', { name: 'Leave the waiting list' }).click();
  const confirm = visitor.getByRole('alertdialog', { name: 'Leave the waiting list?' });
  await expectNoSeriousAxeViolations(visitor);
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'You left the waiting list' })).toBeVisible();
  await expect(entry).toHaveCount(0);
  await expect(page.getByText('Nobody is waiting')).toBeVisible();
  await page.getByText('Finished today (1)').click();
  await expect(page.getByRole('list', { name: 'Finished today' })).toContainText(visitorName);
  await expect(board.getByText('Marisol Q.')).toHaveCount(0);

  // Unknown rooms and places say so.
  await visitor.goto('/queue/join/999999999');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Waiting list not found' })).toBeVisible();
  await visitor.goto('/queue/not-a-real-token-not-a-real-token');
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This place in line was not found' }),
  ).toBeVisible();
  await visitorContext.close();
});

test('staff add walk-ins at the kiosk and the desk, serve them, print the poster, edit and delete the room', async ({
  page,
}) => {
  const roomName = `Lobby ${Date.now().toString(36)}`;
  await signUpByApi(page);
  await startEnterpriseTrialByApi(page);
  await page.goto('/walk-ins');
  const roomId = await createRoom(page, roomName);

  // The kiosk: no app frame, a big form, a confirmation, then an empty form again on Done.
  await page.getByRole('link', { name: 'Kiosk' }).click();
  await expect(page).toHaveURL(`/walk-ins/${roomId}/kiosk`);
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  const kiosk = page.getByRole('form', { name: 'Join the waiting list' });
  const name = kiosk.getByLabel('Name', { exact: true });
  expect((await name.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  await expectNoSeriousAxeViolations(page);
  await name.fill('Sam Park');
  await kiosk.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('heading', { name: "You're number 1" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(name).toHaveValue('');

  // At the desk: Add walk-in, then serve the first, complete them.
  await page.goto(`/walk-ins?room=${roomId}`);
  await page.getByRole('button', { name: 'Add walk-in' }).click();
  const add = page.getByRole('dialog', { name: 'Add walk-in' });
  await add.getByLabel('Name', { exact: true }).fill('Lee Chen');
  await add.getByLabel('Email (optional)').fill('not-an-email');
  await add.getByRole('button', { name: 'Add walk-in' }).click();
  await expect(add.getByText('Valid email is required')).toBeVisible();
  await add.getByLabel('Email (optional)').fill('lee@example.com');
  await add.getByRole('button', { name: 'Add walk-in' }).click();
  await expect(add).toHaveCount(0);
  const queue = page.getByRole('list', { name: 'Waiting list' });
  const sam = queue.getByRole('group', { name: 'Sam Park' });
  const lee = queue.getByRole('group', { name: 'Lee Chen' });
  await expect(lee).toContainText('Waiting');
  await expect(page.getByText('Estimated wait:').first()).toBeVisible();
  await expect(page.getByText(/^Based on the room's default of 20 min · /)).toBeVisible();

  // Lee moves ahead of Sam.
  await lee.getByRole('button', { name: 'Move Lee Chen up' }).click();
  await expect(queue.getByRole('group').first()).toHaveAccessibleName('Lee Chen');
  await sam.getByRole('button', { name: 'Start Sam Park' }).click();
  await expect(sam).toContainText('Being served');
  await sam.getByRole('button', { name: 'Complete Sam Park' }).click();
  await expect(sam).toHaveCount(0);
  await expect(page.getByText('Finished today (1)')).toBeVisible();

  // A room with someone in it can't be deleted.
  await page.getByRole('button', { name: `Delete ${roomName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Visitors are still in this waiting list')).toBeVisible();
  await lee.getByRole('button', { name: 'Remove Lee Chen' }).click();
  await expect(page.getByText('Nobody is waiting')).toBeVisible();

  // The poster: printable, the QR code named for the room, the link written out.
  await page.getByRole('link', { name: 'Poster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(page.getByText('Scan to join the waiting list')).toBeVisible();
  const qr = page.getByRole('img', { name: `QR code to join the ${roomName} waiting list` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  await expect(page.getByText(`${origin}/queue/join/${roomId}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Edit: closing the room shows the kiosk's refusal.
  await page.getByRole('link', { name: 'Back to Walk-ins' }).click();
  await page.getByRole('button', { name: 'Edit room' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit room' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(roomName);
  await edit.getByRole('switch', { name: /^Open/ }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Waiting room updated successfully')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await page.goto(`/walk-ins/${roomId}/kiosk`);
  await expect(page.getByText('This waiting list is closed')).toBeVisible();

  // Phone width: the staff screen fits.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/walk-ins?room=${roomId}`);
  await expect(page.getByRole('heading', { level: 2, name: roomName })).toBeVisible();
  await expectFitsWidth(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: `Delete ${roomName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Waiting room deleted successfully')).toBeVisible();
  await expect(page.getByText('No waiting rooms yet')).toBeVisible();
});

test('staff serve walk-ins without managing rooms; contractors are refused every walk-in screen', async ({
  page,
}) => {
  await signInAsDemo(page);
  const rooms: { id: number }[] = await page.evaluate(() =>
    fetch('/api/waiting-rooms').then((r) => r.json()),
  );
  const roomId = rooms[0]?.id;
  await seeAs(page, 'staff');
  await page.goto('/walk-ins');
  // The demo's room: someone called, someone being served, three waiting.
  const queue = page.getByRole('list', { name: 'Waiting list' });
  await expect(queue.getByRole('button', { name: /^Call / }).first()).toBeVisible();
  await expect(queue.getByRole('button', { name: /^Complete / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add walk-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New waiting room' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit room' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  // The demo's served visits are today's, so how many there are depends on the hour (none just after midnight).
  await expect(
    page.getByText(
      /^Based on (the median of the last \d+ visits today: \d+ min each|the one visit today: \d+ min|the services asked for|the room's default of \d+ min) · (\d+ staff (clocked in|scheduled now)|assuming 1 staff member)$/,
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await seeAs(page, 'contractor');
  await page.goto('/walk-ins');
  await expect(page.getByText("You don't have access to Walk-ins.")).toBeVisible();
  for (const screen of ['kiosk', 'board', 'poster']) {
    await page.goto(`/walk-ins/${roomId}/${screen}`);
    await expect(page.getByText("You don't have access to Walk-ins.")).toBeVisible();
  }
  await page.goto('/dashboard');
  await expect(page.getByText('Quick Actions')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Walk-ins' })).toHaveCount(0);
});
