import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissingFileError } from '../src/platform/files/file-storage.ts';
import { withFiles } from '../src/platform/files/file-transaction.ts';
import { createS3Storage } from '../src/platform/files/s3-storage.ts';
import { TINY_PDF } from './setup/multipart.ts';
import { orderScanFlow } from './setup/order-scan.ts';
import { startS3Server, type TestS3 } from './setup/s3-server.ts';
import { useTestApp } from './setup/test-app.ts';

// The app reads its variables when it is built, after the server below has its port.
const env: Record<string, string> = {};
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(env, s3.env);
});
// After-hooks run in reverse: the app closes first, then the server.
afterAll(() => s3?.close());
const ctx = useTestApp(env);

const storage = () => createS3Storage(s3.settings);
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('the S3 store', () => {
  it('puts under a new key of the prefix, reads, knows and removes a file', async () => {
    const store = storage();
    const key = await store.put(ctx.database.db, bytes('first file'), 'tests/1');
    expect(key).toMatch(/^tests\/1\/[0-9a-f-]{36}$/);
    expect((await store.read(key)).toString('utf8')).toBe('first file');
    expect(await store.has(key)).toBe(true);
    await store.remove(ctx.database.db, key);
    expect(await store.has(key)).toBe(false);
    await expect(store.read(key)).rejects.toBeInstanceOf(MissingFileError);
    await store.putAt('moved/kept-key', bytes('moved'));
    expect((await store.read('moved/kept-key')).toString('utf8')).toBe('moved');
  });

  it('deletes the object of a transaction that fails, and drops a removed file only after the commit', async () => {
    const store = storage();
    const db = ctx.database.db;
    let written = '';
    const failed = withFiles(db, store, async (_tx, files) => {
      written = await files.put(bytes('orphan?'), 'tests/2');
      expect(await store.has(written)).toBe(true);
      throw new Error('the row was refused');
    });
    await expect(failed).rejects.toThrow('the row was refused');
    expect(written).not.toBe('');
    expect(await store.has(written)).toBe(false);

    const kept = await store.put(db, bytes('dropped later'), 'tests/2');
    await withFiles(db, store, async (_tx, files) => {
      await files.remove(kept);
      expect(await store.has(kept)).toBe(true);
    });
    expect(await store.has(kept)).toBe(false);
  });
});

describe('an upload through the app with FILES_STORE=s3', () => {
  it('lands in the bucket, downloads byte-exact with its headers, and goes with its row', async () => {
    expect(ctx.config.filesStore.kind).toBe('s3');
    const flow = await orderScanFlow(ctx);
    const up = await flow.upload({ name: 'guía.pdf', type: 'application/pdf', data: TINY_PDF });
    expect(up.status).toBe(200);
    expect(up.key).toMatch(/^document-orders\/\d+\//);
    const key = up.key ?? '';
    expect((await storage().read(key)).equals(TINY_PDF)).toBe(true);

    const down = await flow.download(up.scanId);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toContain("filename*=UTF-8''gu%C3%ADa.pdf");
    expect(down.rawPayload.equals(TINY_PDF)).toBe(true);

    const refused = await flow.upload({
      name: 'x.pdf',
      type: 'application/pdf',
      data: bytes('MZ not a scan'),
    });
    expect(refused.status).toBe(400);

    expect((await flow.remove(up.scanId)).status).toBe(200);
    expect(await storage().has(key)).toBe(false);
  });
});
