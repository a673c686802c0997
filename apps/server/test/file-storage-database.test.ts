import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabaseStorage } from '../src/platform/files/database-storage.ts';
import { MissingFileError } from '../src/platform/files/file-storage.ts';
import { withFiles } from '../src/platform/files/file-transaction.ts';
import { storedFiles } from '../src/platform/files/stored-file.table.ts';
import { TINY_PDF } from './setup/multipart.ts';
import { orderScanFlow } from './setup/order-scan.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();

const storedRow = async (key: string) => {
  const [row] = await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row;
};
const storedCount = async () => {
  const { rows } = await ctx.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${storedFiles}`,
  );
  return rows[0]?.n ?? -1;
};

describe('files in PostgreSQL (the default store)', () => {
  it('keeps an upload in stored_files with its size and SHA-256, serves it byte-exact, and drops it with its row', async () => {
    expect(ctx.config.filesStore.kind).toBe('database');
    const flow = await orderScanFlow(ctx);
    const up = await flow.upload({ name: 'guía.pdf', type: 'application/pdf', data: TINY_PDF });
    expect(up.status).toBe(200);
    const row = await storedRow(up.key ?? '');
    expect(row?.size).toBe(TINY_PDF.length);
    expect(row?.sha256).toBe(createHash('sha256').update(TINY_PDF).digest('hex'));
    expect(row?.data.equals(TINY_PDF)).toBe(true);

    const down = await flow.download(up.scanId);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toContain("filename*=UTF-8''gu%C3%ADa.pdf");
    expect(down.rawPayload.equals(TINY_PDF)).toBe(true);

    expect((await flow.remove(up.scanId)).status).toBe(200);
    expect(await storedRow(up.key ?? '')).toBeUndefined();
  });

  it('leaves no file behind a refused upload nor a failed transaction', async () => {
    const flow = await orderScanFlow(ctx);
    const before = await storedCount();
    const refused = await flow.upload({ name: 'x.pdf', type: 'application/pdf', data: Buffer.from('MZ no') });
    expect(refused.status).toBe(400);

    const store = createDatabaseStorage(ctx.database.db);
    let written = '';
    const failed = withFiles(ctx.database.db, store, async (_tx, files) => {
      written = await files.put(Buffer.from('half a write'), 'tests');
      throw new Error('the row was refused');
    });
    await expect(failed).rejects.toThrow('the row was refused');
    expect(written).toMatch(/^tests\//);
    expect(await storedCount()).toBe(before);
    await expect(store.read(written)).rejects.toBeInstanceOf(MissingFileError);
  });

  it('writes a moved file under its own key once, and knows it is there', async () => {
    const store = createDatabaseStorage(ctx.database.db);
    expect(await store.has('moved/a')).toBe(false);
    await store.putAt('moved/a', Buffer.from('first'));
    await store.putAt('moved/a', Buffer.from('second'));
    expect(await store.has('moved/a')).toBe(true);
    expect((await store.read('moved/a')).toString('utf8')).toBe('first');
  });
});
