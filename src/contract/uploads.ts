import { z } from 'zod';

/** What an image is for: each kind has its own size box and format (decision 025). */
export const uploadKinds = ['logo', 'business_photo', 'staff_photo', 'product_image'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/**
 * Where each kind is uploaded (`POST /api/uploads/{path}`), with the raw image as the body. A member's own
 * profile picture is a staff photo uploaded through `profile-photo`, which every member may call.
 */
export const UPLOAD_PATHS = {
  logo: '/api/uploads/logo',
  business_photo: '/api/uploads/business-photo',
  staff_photo: '/api/uploads/staff-photo',
  product_image: '/api/uploads/product-image',
  profile_photo: '/api/uploads/profile-photo',
} as const;
export type UploadTarget = keyof typeof UPLOAD_PATHS;

/** The largest file accepted, before resizing: a phone camera's photo fits. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The field the upload's messages name. */
export const UPLOAD_FIELD = 'file';

/** The formats the server reads. HEIC needs a patented decoder the image library doesn't ship. */
export const NOT_AN_IMAGE = 'Choose a JPEG, PNG, WebP, GIF or AVIF image';
export const HEIC_NOT_READ =
  'HEIC photos can’t be read here: choose a JPEG, PNG, WebP, GIF or AVIF image (an iPhone sends JPEG when Camera → Formats is Most Compatible)';
export const IMAGE_TOO_LARGE = 'Choose an image of at most 10 MB';
export const IMAGE_TOO_SMALL = 'Choose an image at least 32 pixels wide and high';
export const IMAGE_TOO_MANY_PIXELS = 'Choose an image of at most 70 megapixels';
/** Saving an address of an upload this business doesn't have (or that doesn't exist). */
export const UPLOAD_NOT_FOUND = 'Image not found: upload it again';

/** POST /api/uploads/… answer (201): the stored image, as resized. */
export const uploadedImageSchema = z
  .object({
    id: z.string().describe('Random, unguessable id'),
    url: z.string().describe('Where it is served, `/media/{id}`: save this address in the image field'),
    contentType: z.string().describe('image/png for logos, image/webp for the other kinds'),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int().describe('Size of the stored image'),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
