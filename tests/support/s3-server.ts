import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/config';

export type TestS3 = {
  settings: S3Settings;
  /** The environment that configures the app for this server (config.ts reads it). */
  env: Record<string, string>;
  /** The bucket's object under this key, read through the S3 API, or null when there is none. */
  objectBytes: (key: string) => Promise<Buffer | null>;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible server (s3rver, from the npm registry) on 127.0.0.1 and a free port, keeping its
 * objects in a temporary folder, with one bucket. Nothing leaves the machine.
 */
export async function startTestS3(bucket = 'frontdesk-uploads'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    settings: { endpoint, region: 'us-east-1', bucket, credentials, forcePathStyle: true },
    env: {
      UPLOADS_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async objectBytes(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
