import {
  IMAGE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  UPLOAD_FIELD,
  UPLOAD_PATHS,
  type UploadedImage,
  type UploadTarget,
} from '../../contract/uploads';
import { ApiError } from './api-client';

/**
 * Sends a chosen file (from the computer, or a phone's camera) as the request's whole body, the way the upload
 * routes read it: with the session cookie like every API call (`credentials: 'include'`; the server refuses
 * cross-site writes by their Origin, so there is no token to add). A refusal throws the same ApiError as
 * apiRequest, so errorMessage() gives the server's words ("Choose a JPEG, PNG, WebP, GIF or AVIF image").
 * A file over the limit is refused here, before minutes of uploading on a phone's connection.
 */
export async function uploadImage(
  target: UploadTarget,
  file: Blob,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError(
      413,
      JSON.stringify({
        message: IMAGE_TOO_LARGE,
        errors: [{ path: UPLOAD_FIELD, message: IMAGE_TOO_LARGE }],
      }),
    );
  }
  const response = await fetch(UPLOAD_PATHS[target], {
    method: 'POST',
    credentials: 'include',
    // The server reads the bytes, whatever the type says; the file's own type is the honest one to send.
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  return (await response.json()) as UploadedImage;
}
