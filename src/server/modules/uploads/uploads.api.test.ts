import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, uniqueClientAddress } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { startTestS3, type TestS3 } from '../../../../tests/support/s3-server';
import { type Team, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  HEIC_NOT_READ,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_SMALL,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  UPLOAD_NOT_FOUND,
  type UploadedImage,
} from '../../../contract/uploads';
import { loadConfig } from '../../config';
import { outbox, uploads } from '../../db/schema/index';
import { enqueueBrandedEmail } from '../../jobs/outbox';
import { publicOrigin } from '../../lib/public-url';
import { addService, schedulingBusiness } from '../slots/scheduling-fixtures';

/**
 * Issue 33, Deliver 8: images uploaded from a computer or a phone, read by their content, resized, stripped
 * of every piece of metadata (EXIF location above all) and served for a year at `/media/{id}`, from the
 * database or from S3-compatible storage.
 */
let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
});

const solid = { r: 190, g: 110, b: 70 };
/** A plain picture of this size and format, made the way a camera or an editor would write it. */
function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' = 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: solid } })
    .toFormat(format)
    .toBuffer();
}

function upload(
  path: string,
  body: Buffer | string,
  cookie: string | null,
  contentType = 'application/octet-stream',
  app = t.app,
) {
  return app.inject({
    method: 'POST',
    url: `/api/uploads/${path}`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

const owner = () => team.members.owner.cookie;
const media = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers, remoteAddress: uniqueClientAddress() });

describe('uploading an image', () => {
  it('reads the file by its content: a PNG sent as image/jpeg is stored as the PNG it is', async () => {
    const png = await picture(300, 200, 'png');
    const response = await upload('logo', png, owner(), 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json() as UploadedImage;
    expect(stored).toMatchObject({ contentType: 'image/png', width: 300, height: 200 });
    expect(stored.url).toBe(`/media/${stored.id}`);
    expect(stored.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const served = await media(stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect(served.rawPayload.length).toBe(stored.bytes);
  });

  it('takes JPEG, PNG, WebP, GIF and AVIF whatever the request calls them', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
      const response = await upload('product-image', await picture(120, 90, format), owner(), 'image/png');
      expect(response.statusCode, `${format}: ${response.body}`).toBe(201);
      expect(response.json()).toMatchObject({ contentType: 'image/webp', width: 120, height: 90 });
    }
  });

  it('refuses a file that is not an image with a message on the field, whatever its Content-Type says', async () => {
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>';
    for (const [body, type] of [
      [html, 'image/png'],
      [html, 'text/html'],
      ['just some text', 'text/plain'],
      [svg, 'image/svg+xml'],
      [JSON.stringify({ not: 'an image' }), 'application/json'],
    ] as const) {
      const response = await upload('business-photo', body, owner(), type);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        message: NOT_AN_IMAGE,
        errors: [{ path: 'file', message: NOT_AN_IMAGE }],
      });
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/business-photo',
      headers: { cookie: owner() },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NOT_AN_IMAGE);
    // A picture cut off in transfer is not stored with a grey band.
    const jpeg = await picture(400, 300);
    const cut = await upload('business-photo', jpeg.subarray(0, Math.floor(jpeg.length / 2)), owner());
    expect(cut.statusCode).toBe(400);
  });

  it('says why a HEIC photo is refused', async () => {
    // sharp's own libvips writes no HEIC either, so the test marks an AVIF's brand as HEIC's.
    const avif = await picture(64, 64, 'avif');
    const ftyp = avif.indexOf('ftypavif');
    expect(ftyp).toBeGreaterThan(0);
    const heic = Buffer.from(avif);
    heic.write('ftypheic', ftyp, 'latin1');
    const response = await upload('staff-photo', heic, owner(), 'image/heic');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(HEIC_NOT_READ);
  });

  it('refuses a file over 10 MB, and a picture too small to show', async () => {
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff);
    const tooLarge = await upload('business-photo', huge, owner(), 'image/jpeg');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      message: IMAGE_TOO_LARGE,
      errors: [{ path: 'file', message: IMAGE_TOO_LARGE }],
    });
    const tiny = await upload('business-photo', await picture(16, 16, 'png'), owner());
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe(IMAGE_TOO_SMALL);
  });

  it('keeps no EXIF at all: no GPS position, camera or orientation tag; the picture is turned upright', async () => {
    const withGps = await sharp({ create: { width: 400, height: 200, channels: 3, background: solid } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      // Held upright: the sensor's 400×200 is shown 200×400.
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes('PhoneCam')).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    expect(
      before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const response = await upload('business-photo', withGps, owner(), 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ width: 200, height: 400 });
    const served = (await media(response.json().url)).rawPayload;
    const after = await sharp(served).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('PhoneCam')).toBe(false);
  });

  it("resizes a 4000×3000 photo into its kind's box, and crops staff photos square", async () => {
    const photo = await picture(4000, 3000);
    const sizes = {
      'business-photo': [1600, 1200],
      'product-image': [1200, 900],
      'staff-photo': [512, 512],
      logo: [512, 384],
    };
    for (const [path, [width, height]] of Object.entries(sizes)) {
      const response = await upload(path, photo, owner(), 'image/jpeg');
      expect(response.statusCode, `${path}: ${response.body}`).toBe(201);
      expect(response.json(), path).toMatchObject({ width, height });
      const served = await sharp((await media(response.json().url)).rawPayload).metadata();
      expect([served.width, served.height], path).toEqual([width, height]);
    }
    // Never enlarged: a small photo stays its size.
    const small = await upload('business-photo', await picture(320, 240), owner());
    expect(small.json()).toMatchObject({ width: 320, height: 240 });
  });

  it('records the upload for the business and the person who made it', async () => {
    const response = await upload('business-photo', await picture(64, 64), owner());
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, response.json().id));
    expect(row).toMatchObject({
      businessId: team.owner.user.businessId,
      kind: 'business_photo',
      storage: 'database',
      createdBy: team.owner.user.id,
      contentType: 'image/webp',
    });
    expect(row?.bytes?.length).toBe(response.json().bytes);
  });
});

describe('who may upload what', () => {
  it('asks for a session', async () => {
    const png = await picture(64, 64, 'png');
    for (const path of ['logo', 'business-photo', 'staff-photo', 'product-image', 'profile-photo']) {
      expect((await upload(path, png, null, 'image/png')).statusCode, path).toBe(401);
    }
  });

  it('lets a staff member upload their own profile picture and save it, but not a logo', async () => {
    const staff = team.members.staff.cookie;
    const png = await picture(800, 600, 'png');
    for (const path of ['logo', 'business-photo', 'staff-photo', 'product-image']) {
      expect((await upload(path, png, staff, 'image/png')).statusCode, path).toBe(403);
    }
    const mine = await upload('profile-photo', png, staff, 'image/png');
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ width: 512, height: 512, contentType: 'image/webp' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie: staff },
      payload: { firstName: 'Staff', profileImageUrl: mine.json().url },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profileImageUrl).toBe(mine.json().url);
  });

  it('gates the logo file like the branding it is for (custom_branding)', async () => {
    const free = await createTestBusiness(t.app);
    const png = await picture(64, 64, 'png');
    expect((await upload('logo', png, free.cookie, 'image/png')).statusCode).toBe(403);
    expect((await upload('business-photo', png, free.cookie, 'image/png')).statusCode).toBe(201);
  });
});

describe('serving an image', () => {
  it('caches for a year with an ETag, answers 304 to it, and never sniffs', async () => {
    const stored = (await upload('product-image', await picture(200, 200), owner())).json();
    const first = await media(stored.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'content-length': String(stored.bytes),
    });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['set-cookie']).toBeUndefined();

    const again = await media(stored.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await media(stored.url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    // HEAD: the headers without the bytes.
    const head = await t.app.inject({ method: 'HEAD', url: stored.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const url of [
      '/media/AAAAAAAAAAAAAAAAAAAAAA',
      '/media/nope',
      '/media/',
      '/media/..%2Fapi%2Fhealth',
    ]) {
      const response = await media(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('saving an uploaded image where pictures are kept', () => {
  it("takes the business's own uploads and refuses another business's", async () => {
    const other = await paidBusiness(t);
    const theirs = (await upload('product-image', await picture(100, 100), other.cookie)).json();
    const ours = (await upload('product-image', await picture(100, 100), owner())).json();

    const create = (imageUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie: owner() },
        payload: { name: `Serum ${imageUrl.slice(-4)}`, price: '20.00', imageUrl },
      });
    const refused = await create(theirs.url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: UPLOAD_NOT_FOUND,
      errors: [{ path: 'imageUrl', message: UPLOAD_NOT_FOUND }],
    });
    const made = await create(ours.url);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().imageUrl).toBe(ours.url);
    // An https:// address stays allowed; an address that is neither is refused by the contract.
    expect((await create('https://cdn.example.com/serum.png')).statusCode).toBe(201);
    expect((await create('/media/not-an-id')).statusCode).toBe(400);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${made.json().id}`,
      headers: { cookie: owner() },
      payload: { imageUrl: theirs.url },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual([{ path: 'imageUrl', message: UPLOAD_NOT_FOUND }]);
  });

  it('checks the logo, directory photos and profile pictures the same way', async () => {
    const other = await paidBusiness(t);
    const theirs = (await upload('business-photo', await picture(100, 100), other.cookie)).json();
    const ours = (await upload('business-photo', await picture(100, 100), owner())).json();
    const logo = (await upload('logo', await picture(100, 100, 'png'), owner())).json();
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie: owner() }, payload });

    const photos = await put('/api/business', { photoUrls: [ours.url, theirs.url] });
    expect(photos.statusCode).toBe(400);
    expect(photos.json().errors).toEqual([{ path: 'photoUrls.1', message: UPLOAD_NOT_FOUND }]);
    const savedPhotos = await put('/api/business', { photoUrls: [ours.url, 'https://example.com/a.jpg'] });
    expect(savedPhotos.statusCode, savedPhotos.body).toBe(200);
    expect(savedPhotos.json().photoUrls).toEqual([ours.url, 'https://example.com/a.jpg']);

    const brandingOf = (logoUrl: string) => put('/api/business/branding', { logoUrl, accentColor: null });
    expect((await brandingOf(theirs.url)).statusCode).toBe(400);
    const branded = await brandingOf(logo.url);
    expect(branded.statusCode, branded.body).toBe(200);
    expect(branded.json().logoUrl).toBe(logo.url);
    // An email can't load a path: its logo is the whole address, on PUBLIC_URL.
    await enqueueBrandedEmail(t.db, {
      to: 'client@example.com',
      subject: 'Your place in line',
      text: 'You are next.',
      kind: 'queue_update',
      businessId: team.owner.user.businessId,
    });
    const [mail] = await t.db
      .select({ html: outbox.html })
      .from(outbox)
      .where(eq(outbox.recipient, 'client@example.com'));
    expect(mail?.html).toContain(`src="${publicOrigin()}${logo.url}"`);

    const profile = await put('/api/account/profile', { firstName: 'Olivia', profileImageUrl: theirs.url });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toEqual([{ path: 'profileImageUrl', message: UPLOAD_NOT_FOUND }]);
  });

  it("shows a staff member's photo on the booking page", async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    await addService(t.app, biz.cookie, { name: 'Cut', duration: 60 });
    const photo = (await upload('staff-photo', await picture(900, 1200), biz.cookie)).json();
    expect(photo).toMatchObject({ width: 512, height: 512 });
    const put = (photoUrl: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/staff/${biz.ownerStaffId}`,
        headers: { cookie: biz.cookie },
        payload: { photoUrl },
      });
    const saved = await put(photo.url);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().photoUrl).toBe(photo.url);
    const page = async () =>
      (await media(`/api/public/businesses/${biz.user.businessSlug}`)).json().staff as {
        id: number;
        photoUrl: string | null;
      }[];
    expect((await page()).find((m) => m.id === biz.ownerStaffId)?.photoUrl).toBe(photo.url);

    // Another business's staff photo can't be borrowed; removing the photo clears it.
    const foreign = (await upload('staff-photo', await picture(64, 64), owner())).json();
    expect((await put(foreign.url)).statusCode).toBe(400);
    expect((await put(null)).json().photoUrl).toBeNull();
    expect((await page()).find((m) => m.id === biz.ownerStaffId)?.photoUrl).toBeNull();
  });
});

describe('S3-compatible storage', () => {
  let s3: TestS3;
  let s3App: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3();
    s3App = await createTestApp({ uploads: loadConfig(s3.env).uploads });
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('stores the object in the bucket and serves it at the same /media address', async () => {
    const ownerOfS3 = await paidBusiness(s3App);
    const photo = await picture(2000, 1500);
    const response = await upload('business-photo', photo, ownerOfS3.cookie, 'image/jpeg', s3App.app);
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json() as UploadedImage;
    expect(stored).toMatchObject({ width: 1600, height: 1200, contentType: 'image/webp' });

    const [row] = await s3App.db.select().from(uploads).where(eq(uploads.id, stored.id));
    expect(row).toMatchObject({ storage: 's3', bytes: null });
    const object = await s3.objectBytes(stored.id);
    expect(object?.length).toBe(stored.bytes);

    const served = await media(stored.url, {}, s3App.app);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.compare(served.rawPayload, object as Buffer)).toBe(0);
    const again = await media(stored.url, { 'if-none-match': String(served.headers.etag) }, s3App.app);
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 when the bucket has lost the object', async () => {
    const ownerOfS3 = await paidBusiness(s3App);
    const stored = (
      await upload('product-image', await picture(100, 100), ownerOfS3.cookie, 'image/png', s3App.app)
    ).json();
    await s3App.db.update(uploads).set({ id: 'lostlostlostlostlost00' }).where(eq(uploads.id, stored.id));
    expect((await media('/media/lostlostlostlostlost00', {}, s3App.app)).statusCode).toBe(404);
  });
});
