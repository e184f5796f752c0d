import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: the app's S3 client reads them from the environment, as in production. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestBucket {
  bucket: string;
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** What an app server needs to use the bucket: S3_BUCKET, S3_REGION, S3_ENDPOINT and the credentials. */
  env: Record<string, string>;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free port of 127.0.0.1, with one empty bucket, its objects in a temporary folder. */
export async function startTestBucket(bucket: string): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: { S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, ...S3RVER_CREDENTIALS },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
