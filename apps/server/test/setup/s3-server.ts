import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config/files-store.ts';

export type TestS3 = { settings: S3Settings; env: Record<string, string>; close: () => Promise<void> };

/** s3rver's fixed account: it checks request signatures against these keys. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server on this machine (s3rver, objects in a temporary folder) with one empty
 * bucket, on a port the system picks, and the settings and FILES_STORE variables that reach it.
 */
export const startS3Server = async (bucket = 'zerg-files'): Promise<TestS3> => {
  const directory = await mkdtemp(join(tmpdir(), 'zerg-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { endpoint, bucket, region: 'us-east-1', forcePathStyle: true, credentials: KEYS },
    env: {
      FILES_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
