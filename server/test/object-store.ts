import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

// An S3-compatible store for the tests (decision 087): s3rver, in this process, on the first free port of
// 4901-4909, with one bucket in a temporary directory. MinIO's server cannot be had on these machines.

export type TestObjectStore = {
  /** The S3_* settings a server is started with to keep its tiles there. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startTestObjectStore(bucket = 'fablehold-tiles'): Promise<TestObjectStore> {
  const directory = mkdtempSync(join(tmpdir(), 'fablehold-s3-'));
  for (let port = 4901; port <= 4909; port += 1) {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      // s3rver does not compute Signature Version 4; it takes the key id and passes the signature.
      allowMismatchedSignatures: true,
      vhostBuckets: false,
      configureBuckets: [{ name: bucket }],
    });
    try {
      await server.run();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
      throw error;
    }
    return {
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
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
  throw new Error('No free port in 4901-4909 for the test object store');
}
