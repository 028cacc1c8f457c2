import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../../contract/errors';
import { UPLOAD_ID_PATTERN } from '../../../contract/images';
import {
  IMAGE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  UPLOAD_FIELD,
  UPLOAD_PATHS,
  type UploadKind,
  type UploadTarget,
  uploadedImageSchema,
} from '../../../contract/uploads';
import { requireAuth } from '../../core/access';
import { routeSpecs } from '../../core/route-spec';
import type { Database } from '../../db/client';
import { ifNoneMatchHits } from '../../lib/conditional-get';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Access } from '../../openapi/route-contract';
import { findUpload, storeUpload } from './service';
import type { UploadStores } from './storage/index';

const spec = routeSpecs(['uploads']);

/** An upload never changes under its id: a browser or CDN may keep it for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Each kind of image is uploaded by whoever may change what it is for: the business's logo (plan feature
 * custom_branding, as the branding it is for) and directory photos with `business.manage`, product images with
 * `products.manage`, staff photos with `staff.manage`; and every member their own profile picture.
 */
const TARGETS: Record<
  UploadTarget,
  { kind: UploadKind; access: Access; operationId: string; summary: string }
> = {
  logo: {
    kind: 'logo',
    access: { ability: 'business.manage', feature: 'custom_branding' },
    operationId: 'uploadLogo',
    summary: 'Upload the business logo (stored as PNG within 512×512)',
  },
  business_photo: {
    kind: 'business_photo',
    access: { ability: 'business.manage' },
    operationId: 'uploadBusinessPhoto',
    summary: 'Upload a photo of the business for its directory listing (WebP within 1600×1200)',
  },
  staff_photo: {
    kind: 'staff_photo',
    access: { ability: 'staff.manage' },
    operationId: 'uploadStaffPhoto',
    summary: "Upload a staff member's photo for the booking page (WebP, cropped square, 512×512)",
  },
  product_image: {
    kind: 'product_image',
    access: { ability: 'products.manage' },
    operationId: 'uploadProductImage',
    summary: 'Upload a product image (WebP within 1200×1200)',
  },
  profile_photo: {
    kind: 'staff_photo',
    access: { ability: 'account.use' },
    operationId: 'uploadProfilePhoto',
    summary: 'Upload your own profile picture (WebP, cropped square, 512×512)',
  },
};

const UPLOAD_DESCRIPTION = `The image file itself is the request body (not a form): any Content-Type, since the file is read by its content. JPEG, PNG, WebP, GIF (its first frame) and AVIF are read; HEIC is not. At most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and 70 megapixels, at least 32 pixels a side. The stored image is turned upright by its EXIF orientation, resized into its box (never enlarged) and keeps no metadata: no EXIF (location, camera, time), XMP or IPTC. Save the answer's \`url\` in the image field it is for (logoUrl, photoUrls, profileImageUrl, imageUrl, photoUrl).`;

/** The request body in the document: bytes, of whichever image type. */
const imageBodySchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: 'The image file (JPEG, PNG, WebP, GIF or AVIF)',
});
const IMAGE_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'application/octet-stream',
];

const refusal = (status: number, message: string) =>
  new HttpError(status, message, [{ path: UPLOAD_FIELD, message }]);

/**
 * `POST /api/uploads/{kind}`: one route per kind, so each declares the ability that owns what the image is for
 * (route-roles.api.test.ts holds them). `GET /media/{id}`: the image, to anyone, for a year (decision 025).
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  { db, uploads }: { db: Database; uploads: UploadStores },
) {
  app.addHook('onClose', async () => uploads.close());
  app.register(async (scope) => {
    // In this scope only: whatever the body's type says, it arrives as bytes, and the bytes decide (image.ts).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error, _request, _reply) => {
      // Fastify's own 413 names no field; the upload field says how large an image may be.
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw refusal(413, IMAGE_TOO_LARGE);
      throw error;
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    for (const [target, route] of Object.entries(TARGETS) as [
      UploadTarget,
      (typeof TARGETS)[UploadTarget],
    ][]) {
      r.post(
        UPLOAD_PATHS[target],
        spec({
          bodyLimit: MAX_UPLOAD_BYTES,
          access: route.access,
          operationId: route.operationId,
          summary: route.summary,
          description: UPLOAD_DESCRIPTION,
          consumes: IMAGE_MEDIA_TYPES,
          body: imageBodySchema,
          response: {
            201: uploadedImageSchema.describe('Stored: save `url` where the image is used'),
            400: apiErrorBodySchema.describe(`${NOT_AN_IMAGE}, or too small (field \`${UPLOAD_FIELD}\`)`),
            413: apiErrorBodySchema.describe(`${IMAGE_TOO_LARGE} (field \`${UPLOAD_FIELD}\`)`),
          },
        }),
        async (request, reply) => {
          const auth = requireAuth(request);
          // No body at all reaches here as {} (app.ts): no file, so not an image either.
          const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const stored = await storeUpload(db, uploads, auth, route.kind, file);
          return reply.code(201).send(stored);
        },
      );
    }
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:id',
    spec({
      // Outside /api/: not in the API document (route-contract.ts), a plain address an <img> or an email loads.
      access: { public: true },
      params: z.object({ id: z.string().regex(UPLOAD_ID_PATTERN) }),
    }),
    async (request, reply) => {
      const upload = await findUpload(db, request.params.id);
      if (!upload) throw notFound();
      // The id names one image forever, so it is the ETag too: a revalidation needs no bytes.
      const etag = `"${upload.id}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // Logos load in webmail and on integrators' sites: helmet's same-origin default would block them.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const stored = await uploads.read(upload.storage)?.get(upload.id);
      if (!stored) {
        request.log.warn({ upload: upload.id, storage: upload.storage }, 'upload has no stored bytes');
        reply.removeHeader('cache-control').removeHeader('etag');
        throw notFound();
      }
      reply.type(upload.contentType);
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );
}
