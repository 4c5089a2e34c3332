import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { BlobStore } from '../db/blob-store';
import { createS3BlobStore } from '../db/s3-blob-store';

// An S3-compatible store for the tests (decision 087): s3rver, in this process, on a port the system picks,
// with one bucket in a temporary directory. MinIO's server cannot be had on these machines.

export type TestObjectStore = {
  /** The S3_* settings a server is started with to keep its tiles there. */
  env: Record<string, string>;
  /** The bucket as a server with those settings reads it, for a test to look inside. */
  blobs: BlobStore;
  /** Every key under a prefix, as the bucket lists them. */
  keysUnder: (prefix: string) => Promise<string[]>;
  close: () => Promise<void>;
};

export async function startTestObjectStore(bucket = 'fablehold-tiles'): Promise<TestObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'fablehold-s3-'));
  // A port the system picks: two test files run side by side (vitest's two workers), and two stores
  // trying the same fixed port at once left one listening error unhandled and its set-up hanging.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // s3rver does not compute Signature Version 4; it takes the key id and passes the signature.
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const blobs = createS3BlobStore({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    blobs,
    keysUnder: async (prefix) => {
      const keys: string[] = [];
      for await (const key of blobs.list(prefix)) keys.push(key);
      return keys;
    },
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
