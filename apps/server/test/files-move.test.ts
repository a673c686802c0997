import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { referencedFileKeys } from '../src/composition/file-references.ts';
import { SERVER_DIR } from '../src/config/paths.ts';
import { createFileStorage } from '../src/platform/files/create-storage.ts';
import { createDatabaseStorage } from '../src/platform/files/database-storage.ts';
import {
  createLocalStorage,
  type FileStorage,
  MissingFileError,
} from '../src/platform/files/file-storage.ts';
import { moveFiles } from '../src/platform/files/move-files.ts';
import { TINY_PDF, TINY_PNG } from './setup/multipart.ts';
import { orderScanFlow } from './setup/order-scan.ts';
import { useTestApp } from './setup/test-app.ts';

// The app of this file keeps its uploads in a folder, as an installation before the move did.
const filesDir = mkdtempSync(join(tmpdir(), 'zerg-files-move-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
const ctx = useTestApp({ FILES_STORE: 'local', FILES_DIR: filesDir });

const pdf = (name: string) => ({ name, type: 'application/pdf', data: TINY_PDF });
const uploadedKey = async (flow: Awaited<ReturnType<typeof orderScanFlow>>, name: string) => {
  const up = await flow.upload(pdf(name));
  expect(up.status).toBe(200);
  return up.key ?? '';
};

describe('moving files from the folder into the database', () => {
  it('copies each file a row points at under its key, names the missing ones, and skips them all on a second run', async () => {
    expect(ctx.config.filesStore.kind).toBe('local');
    const db = ctx.database.db;
    const flow = await orderScanFlow(ctx);
    const a = await uploadedKey(flow, 'a.pdf');
    const b = await uploadedKey(flow, 'b.pdf');
    await db.execute(
      sql`update companies set logo_key = 'logos/gone' where id = (select min(id) from companies)`,
    );
    // A mail attachment points at a file a row holds too: it is copied once.
    const attachments = JSON.stringify([
      { fileName: 'a.pdf', storageKey: a, contentType: 'application/pdf' },
    ]);
    await db.execute(
      sql`insert into mail_outbox ("to", subject, text, attachments) values ('x@zerg.pe', 's', 't', ${attachments}::jsonb)`,
    );
    const keys = await referencedFileKeys(db);
    expect(keys).toEqual([a, b, 'logos/gone'].sort());

    // Before the move the database store already serves the folder's files.
    const upgraded = createFileStorage({ filesStore: { kind: 'database' }, filesDir }, db);
    expect((await upgraded.read(a)).equals(TINY_PDF)).toBe(true);
    await expect(upgraded.read('logos/gone')).rejects.toBeInstanceOf(MissingFileError);

    const source = createLocalStorage(filesDir);
    const target = createDatabaseStorage(db);
    const first = await moveFiles(keys, source, target);
    expect(first).toEqual({ referenced: 3, copied: 2, skipped: 0, missing: ['logos/gone'] });
    expect((await target.read(a)).equals(TINY_PDF)).toBe(true);
    expect(await source.has(a)).toBe(true);

    const again = await moveFiles(keys, source, target);
    expect(again).toEqual({ referenced: 3, copied: 0, skipped: 2, missing: ['logos/gone'] });
  });

  it('resumes after an interruption where it stopped', async () => {
    const db = ctx.database.db;
    const flow = await orderScanFlow(ctx);
    const up = await flow.upload({ name: 'c.png', type: 'image/png', data: TINY_PNG });
    const keys = [up.key ?? '', await uploadedKey(flow, 'd.pdf')].sort();
    const store = createDatabaseStorage(db);
    let writes = 0;
    const failsOnSecond: FileStorage = {
      ...store,
      putAt: async (key, data) => {
        writes += 1;
        if (writes === 2) throw new Error('connection lost');
        await store.putAt(key, data);
      },
    };
    await expect(moveFiles(keys, createLocalStorage(filesDir), failsOnSecond)).rejects.toThrow(
      'connection lost',
    );
    expect(await store.has(keys[0] ?? '')).toBe(true);
    expect(await store.has(keys[1] ?? '')).toBe(false);

    const resumed = await moveFiles(keys, createLocalStorage(filesDir), store);
    expect(resumed).toMatchObject({ copied: 1, skipped: 1, missing: [] });
  });

  it('is `npm run files:move`: the script prints the counts', async () => {
    const { rows } = await ctx.database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(inject('adminUrl'));
    url.pathname = `/${rows[0]?.name}`;
    const run = spawnSync(process.execPath, ['scripts/files-move.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: url.toString(),
        FILES_DIR: filesDir,
        FILES_STORE: 'database',
      },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // Four uploads above, all moved by the earlier tests; the company logo is still missing.
    expect(run.stdout).toMatch(/\s5 referenced by rows/);
    expect(run.stdout).toMatch(/\s0 copied/);
    expect(run.stdout).toMatch(/\s4 already in the store \(skipped\)/);
    expect(run.stdout).toMatch(/\s1 missing from the folder:\n\s+logos\/gone/);
  });
});
