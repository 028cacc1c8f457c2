import { z } from 'zod';

/** Where an uploaded image is served: `/media/{id}`, the same for either storage backend (decision 025). */
export const MEDIA_PATH_PREFIX = '/media/';

/** An upload's id: 22 base64url characters (128 random bits). */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]{22})$/;

/** The upload an image address names, when it is one of ours (`/media/{id}`); else null. */
export function uploadIdOf(address: string): string | null {
  return MEDIA_PATH.exec(address)?.[1] ?? null;
}

export const mediaPathOf = (uploadId: string) => `${MEDIA_PATH_PREFIX}${uploadId}`;

function isHttpsAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Whether a text is an image address the app stores: an upload of ours, or an https:// address. */
export function isImageAddress(address: string): boolean {
  return uploadIdOf(address) !== null || isHttpsAddress(address);
}

/**
 * An image address as pictures are saved everywhere (a logo, directory photos, a profile picture, a product's
 * or a staff member's image): one of our uploads (`/media/{id}`, what the upload field sends) or an https://
 * address (kept for earlier data and for integrators who host their own images). `message` says what the
 * field wants; the server also checks that an upload named belongs to the same business (modules/uploads).
 */
export function imageAddressSchema(message: string, tooLong: string, max = 500) {
  return z.string({ error: message }).trim().max(max, tooLong).refine(isImageAddress, message);
}

/** The same for a form's optional picture: '' (an emptied field) or null is none. */
export function optionalImageAddressSchema(message: string, tooLong: string, max = 500) {
  return z
    .string({ error: message })
    .trim()
    .max(max, tooLong)
    .refine((address) => address === '' || isImageAddress(address), message)
    .nullable()
    .optional()
    .transform((address) => (address === '' ? null : address));
}

/**
 * The address as someone outside the app reaches it (an email, a search engine's copy of the page): our
 * uploads' paths prefixed with the public origin; any other address is already absolute.
 */
export function absoluteImageAddress(address: string, origin: string): string {
  return uploadIdOf(address) ? `${origin}${address}` : address;
}
