import type { Readable } from 'node:stream';
import type { S3Settings } from '../../../config';
import type { StoredImage, UploadStorage } from './storage';

type Sdk = typeof import('@aws-sdk/client-s3');

/** An object the bucket doesn't have: GetObject's NoSuchKey, or a bare 404 (HEAD-like answers have no code). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.Code === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...) through
 * `@aws-sdk/client-s3`: one object per upload, its key the upload's id. The SDK loads at the first use, so a
 * server on the database backend never pays for it. Checksums are sent only where S3 requires them: several
 * S3-compatible servers refuse the SDK's newer default trailers.
 */
export function s3Storage(settings: S3Settings): UploadStorage {
  let connection: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
      }),
    }));
    return connection;
  };
  const Bucket = settings.bucket;
  return {
    name: 's3',
    async put(key: string, bytes: Buffer, contentType: string) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          // The object never changes under its key, should anything serve it directly.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key: string): Promise<StoredImage | null> {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key: string) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async close() {
      if (connection) (await connection).client.destroy();
      connection = undefined;
    },
  };
}
