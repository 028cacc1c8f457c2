import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  sessionCookieFrom,
  TEST_PASSWORD,
  type TestBusiness,
} from '../../../../tests/support/factories';
import { teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { codeAt, cookieOf, turnOnTwoFactor } from '../../../../tests/support/two-factor';
import type { AuditEventPage } from '../../../contract/audit';
import {
  TWO_FACTOR_CODE_INVALID,
  TWO_FACTOR_SETUP_REQUIRED,
  TWO_FACTOR_SIGN_IN_EXPIRED,
  TWO_FACTOR_STILL_REQUIRED,
} from '../../../contract/two-factor';
import { TURN_ON_FOR_YOURSELF_FIRST } from './service';

let t: TestApp;
beforeAll(async () => {
  // Loose enough that the pending sign-in's own limit shows; the throttle has its own test below.
  t = await createTestApp({
    loginThrottle: { maxPerAddressAndEmail: 50, maxPerAddress: 200, freePerEmail: 50 },
  });
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; cookie?: string; payload?: object };
const call = ({ method, url, cookie, payload }: Call) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const turnOn = (owner: TestBusiness) => turnOnTwoFactor(t.app, owner.cookie);

const logIn = (email: string, cookie?: string) =>
  call({ method: 'POST', url: '/api/auth/login', cookie, payload: { email, password: TEST_PASSWORD } });

async function passwordStep(email: string, cookie?: string): Promise<string> {
  const res = await logIn(email, cookie);
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({
    twoFactorRequired: true,
    message: 'Enter the 6-digit code from your authenticator app.',
    passkey: false,
  });
  // A right password alone signs nobody in.
  expect(String(res.headers['set-cookie'])).not.toContain('fd_session=');
  return cookieOf(res.headers['set-cookie'], 'fd_2fa');
}

const sendCode = (pending: string, code: string, rememberDevice?: boolean) =>
  call({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    cookie: pending,
    payload: { code, ...(rememberDevice === undefined ? {} : { rememberDevice }) },
  });

describe('turning two-factor sign-in on', () => {
  it('needs the current password, shows a QR code and takes the first code before it is on', async () => {
    const owner = await createTestBusiness(t.app);
    const wrong = await call({
      method: 'POST',
      url: '/api/account/two-factor/setup',
      cookie: owner.cookie,
      payload: { currentPassword: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);

    const setup = await call({
      method: 'POST',
      url: '/api/account/two-factor/setup',
      cookie: owner.cookie,
      payload: { currentPassword: TEST_PASSWORD },
    });
    const body = setup.json() as { secret: string; otpauthUrl: string; qrCodeSvg: string };
    expect(body.otpauthUrl).toBe(
      `otpauth://totp/Frontdesk:${encodeURIComponent(owner.email)}?secret=${body.secret}&issuer=Frontdesk`,
    );
    expect(body.qrCodeSvg).toMatch(/^<svg /);
    // Not on until a code proves the app has it.
    expect((await logIn(owner.email)).statusCode).toBe(200);

    const bad = await call({
      method: 'POST',
      url: '/api/account/two-factor/confirm',
      cookie: owner.cookie,
      payload: { code: '000000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'code', message: TWO_FACTOR_CODE_INVALID }]);

    const other = sessionCookieFrom((await logIn(owner.email)).headers['set-cookie']);
    const confirmed = await call({
      method: 'POST',
      url: '/api/account/two-factor/confirm',
      cookie: owner.cookie,
      payload: { code: codeAt(body.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.every((c) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(c))).toBe(true);
    // Sessions that never passed a second factor end; this one goes on.
    expect((await call({ method: 'GET', url: '/api/auth/user', cookie: other })).statusCode).toBe(401);
    const me = await call({ method: 'GET', url: '/api/auth/user', cookie: owner.cookie });
    expect(me.json()).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect(
      (await call({ method: 'GET', url: '/api/account/two-factor', cookie: owner.cookie })).json(),
    ).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      rememberedDevices: 0,
      requiredByBusiness: false,
    });
    const activity = (
      await call({ method: 'GET', url: '/api/activity?action=auth.twoFactor.enabled', cookie: owner.cookie })
    ).json() as AuditEventPage;
    expect(activity.items).toHaveLength(1);
  });
});

describe('signing in with a second factor', () => {
  let owner: TestBusiness;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    owner = await createTestBusiness(t.app);
    ({ secret, recoveryCodes } = await turnOn(owner));
  });

  it('asks for a code after the password, and a code works once', async () => {
    const pending = await passwordStep(owner.email);
    const wrong = await sendCode(pending, '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: TWO_FACTOR_CODE_INVALID,
      errors: [{ path: 'code', message: TWO_FACTOR_CODE_INVALID }],
    });
    const code = codeAt(secret, 1);
    const right = await sendCode(pending, code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: owner.user.id, twoFactorEnabled: true });
    const session = sessionCookieFrom(right.headers['set-cookie']);
    expect((await call({ method: 'GET', url: '/api/auth/user', cookie: session })).statusCode).toBe(200);
    // The pending sign-in is spent, and the same code can't sign in again.
    expect((await sendCode(pending, code)).json().message).toBe(TWO_FACTOR_SIGN_IN_EXPIRED);
    expect((await sendCode(await passwordStep(owner.email), code)).statusCode).toBe(400);
  });

  it('takes a recovery code once, and records its use', async () => {
    const [first] = recoveryCodes as [string];
    const used = await sendCode(await passwordStep(owner.email), first.toUpperCase().replace('-', ' '));
    expect(used.statusCode).toBe(200);
    expect((await sendCode(await passwordStep(owner.email), first)).statusCode).toBe(400);
    const status = await call({ method: 'GET', url: '/api/account/two-factor', cookie: owner.cookie });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
    const activity = (
      await call({
        method: 'GET',
        url: '/api/activity?action=auth.twoFactor.recoveryCodeUsed',
        cookie: owner.cookie,
      })
    ).json() as AuditEventPage;
    expect(activity.items[0]).toMatchObject({ actorUserId: owner.user.id, after: { left: 9 } });
  });

  it('ends the waiting sign-in after five wrong codes', async () => {
    const pending = await passwordStep(owner.email);
    for (let i = 0; i < 5; i += 1) expect((await sendCode(pending, '000000')).statusCode).toBe(400);
    const sixth = await sendCode(pending, codeAt(secret, -1));
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().message).toBe(TWO_FACTOR_SIGN_IN_EXPIRED);
    expect((await sendCode('fd_2fa=made-up', '000000')).statusCode).toBe(401);
    expect(
      (await call({ method: 'POST', url: '/api/auth/login/two-factor', payload: { code: '000000' } }))
        .statusCode,
    ).toBe(401);
  });

  it('remembers a device for 30 days until the member forgets it', async () => {
    const remembered = await sendCode(await passwordStep(owner.email), recoveryCodes[1] as string, true);
    expect(remembered.statusCode).toBe(200);
    const device = cookieOf(remembered.headers['set-cookie'], 'fd_device');
    const set = [remembered.headers['set-cookie']].flat().find((c) => c?.startsWith('fd_device='));
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Lax/);
    const days = (Date.parse(/Expires=([^;]+)/.exec(set ?? '')?.[1] ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect((await logIn(owner.email, device)).statusCode).toBe(200);
    const session = sessionCookieFrom(remembered.headers['set-cookie']);
    const forgot = await call({ method: 'DELETE', url: '/api/account/two-factor/devices', cookie: session });
    expect(forgot.statusCode).toBe(204);
    expect((await logIn(owner.email, device)).statusCode).toBe(202);
  });
});

describe('the owner’s requirement', () => {
  it('obliges owners, admins and managers to set it up before anything but their account answers', async () => {
    const team = await teamOfEveryRole(t);
    const turnOnRequirement = () =>
      call({
        method: 'PUT',
        url: '/api/business/security',
        cookie: team.owner.cookie,
        payload: { requireTwoFactor: true },
      });
    const early = await turnOnRequirement();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TURN_ON_FOR_YOURSELF_FIRST);
    const { secret } = await turnOn(team.owner);
    expect((await turnOnRequirement()).json()).toEqual({ requireTwoFactor: true });

    const manager = team.members.manager.cookie;
    const refused = await call({ method: 'GET', url: '/api/clients', cookie: manager });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TWO_FACTOR_SETUP_REQUIRED);
    expect((await call({ method: 'GET', url: '/api/auth/user', cookie: manager })).json()).toMatchObject({
      twoFactorSetupRequired: true,
    });
    // Staff handle no pay, payroll, exports or billing: not covered.
    expect(
      (await call({ method: 'GET', url: '/api/clients', cookie: team.members.staff.cookie })).statusCode,
    ).toBe(200);
    const managerOwner = { ...team.owner, cookie: manager, email: team.members.manager.email };
    await turnOn(managerOwner);
    expect((await call({ method: 'GET', url: '/api/clients', cookie: manager })).statusCode).toBe(200);

    // While required, it can't be turned off.
    const off = await call({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      cookie: team.owner.cookie,
      payload: { currentPassword: TEST_PASSWORD, code: codeAt(secret, 1) },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TWO_FACTOR_STILL_REQUIRED);
    // Only the owner decides.
    const byAdmin = await call({
      method: 'PUT',
      url: '/api/business/security',
      cookie: team.members.admin.cookie,
      payload: { requireTwoFactor: false },
    });
    expect(byAdmin.statusCode).toBe(403);
  });

  it('turns off with the password and a code, and the next sign-in needs the password only', async () => {
    const owner = await createTestBusiness(t.app);
    const { secret } = await turnOn(owner);
    const off = (currentPassword: string, code: string) =>
      call({
        method: 'POST',
        url: '/api/account/two-factor/disable',
        cookie: owner.cookie,
        payload: { currentPassword, code },
      });
    expect((await off('wrong-password-here', codeAt(secret))).statusCode).toBe(400);
    expect((await off(TEST_PASSWORD, '999999')).statusCode).toBe(400);
    expect((await off(TEST_PASSWORD, codeAt(secret))).statusCode).toBe(204);
    expect((await logIn(owner.email)).statusCode).toBe(200);
  });
});

describe('the sign-in throttle', () => {
  it('counts wrong codes like wrong passwords, so the code route is no faster way to guess', async () => {
    const strict = await createTestApp();
    const owner = await createTestBusiness(strict.app);
    const post = (url: string, payload: object, cookie?: string) =>
      strict.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
    const setup = await post(
      '/api/account/two-factor/setup',
      { currentPassword: TEST_PASSWORD },
      owner.cookie,
    );
    const { secret } = setup.json() as { secret: string };
    await post('/api/account/two-factor/confirm', { code: codeAt(secret) }, owner.cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const password = await post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
      const pending = cookieOf(password.headers['set-cookie'], 'fd_2fa');
      for (let j = 0; j < 2; j += 1)
        statuses.push((await post('/api/auth/login/two-factor', { code: '000000' }, pending)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const password = await post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    expect(password.statusCode).toBe(429);
  });
});

describe('a lost phone', () => {
  it('the owner turns a member’s second factor off, and the member signs in with the password again', async () => {
    const team = await teamOfEveryRole(t);
    const manager = { ...team.owner, cookie: team.members.manager.cookie, email: team.members.manager.email };
    await turnOn(manager);
    expect((await logIn(manager.email)).statusCode).toBe(202);
    const reset = (cookie: string, staffId: number) =>
      call({ method: 'POST', url: `/api/staff/${staffId}/two-factor/reset`, cookie });

    expect((await reset(team.members.admin.cookie, team.members.manager.staffId)).statusCode).toBe(403);
    const other = await createTestBusiness(t.app);
    expect((await reset(other.cookie, team.members.manager.staffId)).statusCode).toBe(404);
    const notOn = await reset(team.owner.cookie, team.members.staff.staffId);
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().message).toBe('Two-factor sign-in is not on for this member.');
    const own = await reset(team.owner.cookie, team.ownerStaffId);
    expect(own.json().message).toBe(
      'Turn your own two-factor sign-in off in Settings → Account → Two-factor sign-in.',
    );

    const staffList = async (cookie: string) =>
      (await call({ method: 'GET', url: '/api/staff', cookie })).json() as {
        id: number;
        twoFactorEnabled: boolean | null;
      }[];
    const managerRow = (rows: { id: number; twoFactorEnabled: boolean | null }[]) =>
      rows.find((row) => row.id === team.members.manager.staffId);
    // Owners and admins see who uses a second factor; the rest of the team doesn't.
    expect(managerRow(await staffList(team.owner.cookie))?.twoFactorEnabled).toBe(true);
    expect(managerRow(await staffList(team.members.staff.cookie))?.twoFactorEnabled).toBeNull();

    expect((await reset(team.owner.cookie, team.members.manager.staffId)).statusCode).toBe(204);
    expect(managerRow(await staffList(team.owner.cookie))?.twoFactorEnabled).toBe(false);
    expect((await logIn(manager.email)).statusCode).toBe(200);
    const activity = (
      await call({
        method: 'GET',
        url: '/api/activity?action=auth.twoFactor.disabled',
        cookie: team.owner.cookie,
      })
    ).json() as AuditEventPage;
    expect(activity.items[0]).toMatchObject({
      actorUserId: team.owner.user.id,
      targetType: 'staff',
      targetId: String(team.members.manager.staffId),
      after: { by: 'owner', reason: 'lost device' },
    });
  });
});
