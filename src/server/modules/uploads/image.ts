import type { Sharp, SharpOptions } from 'sharp';
import {
  HEIC_NOT_READ,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TOO_SMALL,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  UPLOAD_FIELD,
  type UploadKind,
} from '../../../contract/uploads';
import { HttpError } from '../../lib/http-errors';

/** Larger than any phone camera's photo (48 MP), far below what would take the server's memory. */
export const MAX_INPUT_PIXELS = 70_000_000;
/** A side shorter than this is an icon or a tracking pixel, not a picture of anything. */
export const MIN_SIDE = 32;

/**
 * What each kind becomes: the box it is resized into (never enlarged), and its format. Logos are PNG because
 * email clients show PNG everywhere (Outlook and older Apple Mail don't show WebP) and logos are mostly flat
 * colour with transparency, which PNG keeps exactly. Photos are WebP: every browser the app supports shows it,
 * and it is about a third smaller than JPEG at the same quality. Staff photos are cropped square (the booking
 * page shows them round).
 */
export const IMAGE_RULES: Record<
  UploadKind,
  { width: number; height: number; fit: 'inside' | 'cover'; format: 'png' | 'webp' }
> = {
  logo: { width: 512, height: 512, fit: 'inside', format: 'png' },
  business_photo: { width: 1600, height: 1200, fit: 'inside', format: 'webp' },
  staff_photo: { width: 512, height: 512, fit: 'cover', format: 'webp' },
  product_image: { width: 1200, height: 1200, fit: 'inside', format: 'webp' },
};

/** What sharp reports for the formats read here (by their bytes, never a file name or the request's type). */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export type ProcessedImage = { bytes: Buffer; contentType: string; width: number; height: number };

const refuse = (message: string, status = 400) =>
  new HttpError(status, message, [{ path: UPLOAD_FIELD, message }]);

let sharpModule: Promise<typeof import('sharp')> | undefined;
/** Loaded at the first upload: libvips adds about a tenth of a second to a start that never sees one. */
async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

const inputOptions: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // A photo cut short in transfer is refused rather than stored with a grey band; minor warnings pass.
  failOn: 'truncated',
  // One frame of an animated GIF or WebP: the first.
  pages: 1,
  // The way the camera was held (EXIF Orientation), applied before the metadata is dropped.
  autoOrient: true,
};

/**
 * Reads an uploaded file as an image by its content, and writes the image the app keeps: turned upright,
 * resized into its kind's box, re-encoded, with no metadata at all (no EXIF, so no GPS position, camera or
 * date; no XMP, IPTC or ICC profile: colours are converted to sRGB). Anything sharp can't read as one of the
 * accepted formats is a 400 with the field's message.
 */
export async function processImage(input: Buffer, kind: UploadKind): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw refuse(IMAGE_TOO_LARGE, 413);
  if (input.length === 0) throw refuse(NOT_AN_IMAGE);
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    metadata = await sharp(input, inputOptions).metadata();
  } catch {
    throw refuse(NOT_AN_IMAGE);
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format)) throw refuse(NOT_AN_IMAGE);
  // HEIF holds AVIF (AV1, read here) or HEIC (HEVC, whose decoder sharp's own libvips leaves out).
  if (metadata.format === 'heif' && metadata.compression !== 'av1') throw refuse(HEIC_NOT_READ);
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw refuse(IMAGE_TOO_MANY_PIXELS);
  if (width < MIN_SIDE || height < MIN_SIDE) throw refuse(IMAGE_TOO_SMALL);

  const rule = IMAGE_RULES[kind];
  let pipeline = sharp(input, inputOptions);
  if (rule.fit === 'cover') {
    // A square as large as the picture allows, up to the box: a small photo is cropped, never enlarged.
    const side = Math.min(rule.width, width, height);
    pipeline = pipeline.resize(side, side, { fit: 'cover', position: 'attention' });
  } else {
    pipeline = pipeline.resize(rule.width, rule.height, { fit: 'inside', withoutEnlargement: true });
  }
  // No keepMetadata/withMetadata/keepExif: sharp writes none of the input's metadata.
  pipeline =
    rule.format === 'png'
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : pipeline.webp({ quality: 82, effort: 4 });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: `image/${rule.format}`, width: info.width, height: info.height };
  } catch {
    // Read as an image above, yet undecodable further in: a damaged or cut-off file.
    throw refuse(NOT_AN_IMAGE);
  }
}
