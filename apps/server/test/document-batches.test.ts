import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SECTION_IDS } from '@zerg/shared';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/platform/auth/current-user.ts';
import { BatchItemSkipped, createBatchRunner } from '../src/platform/batches/index.ts';
import { createLocalStorage } from '../src/platform/files/file-storage.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();

/** A kind whose third item has nothing to print and whose others print their own label. */
const handler = {
  section: SECTION_IDS.PAYROLL,
  items: async (_db: unknown, params: Record<string, unknown>) =>
    Array.from({ length: Number(params.count) }, (_, i) => ({
      key: String(i + 1),
      label: `Worker ${i + 1}`,
    })),
  process: async (_db: unknown, _params: Record<string, unknown>, item: { key: string; label: string }) => {
    if (item.key === '3') throw new BatchItemSkipped('NOT_FOUND');
    return { fileName: `${item.key}.txt`, data: Buffer.from(item.label) };
  },
  archiveName: () => 'workers.zip',
};

const actorOf = (user: { id: number }, granted: number[] = [SECTION_IDS.PAYROLL]): Actor => ({
  user: {
    id: user.id,
    sessionId: 'test',
    email: 'test@zerg.pe',
    roleId: 1,
    isCeo: false,
    employeeId: null,
    sections: new Set(granted),
    modules: new Set(),
  },
  ip: '127.0.0.1',
  requestId: 'test',
});

describe('document batches', () => {
  it('records progress, lists the items it could not make, and zips the rest for who may see it', async () => {
    const storage = createLocalStorage(await mkdtemp(join(tmpdir(), 'zerg-batches-')));
    const runner = createBatchRunner(ctx.database.db, storage, { 'quinta-certificates': handler }, null);
    const owner = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    const batchId = await ctx.database.db.transaction((tx) =>
      runner.start(tx, actorOf(owner), 'quinta-certificates', { count: 4 }),
    );
    expect((await runner.get(actorOf(owner), batchId)).state).toBe('queued');
    expect(await runner.runQueued()).toEqual([batchId]);

    const done = await runner.get(actorOf(owner), batchId);
    expect(done).toMatchObject({ state: 'done', total: 4, done: 4, fileName: 'workers.zip' });
    expect(done.failures).toEqual([{ key: '3', label: 'Worker 3', reason: 'NOT_FOUND' }]);
    const zip = await JSZip.loadAsync((await runner.download(actorOf(owner), batchId)).content);
    expect(Object.keys(zip.files).sort()).toEqual(['1.txt', '2.txt', '4.txt']);

    await expect(runner.get(actorOf({ id: -1 }, []), batchId)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 through the API for a batch that does not exist, and 400 for a bad id', async () => {
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    const api = client(ctx, await sessionToken(ctx, user));
    expect((await api.post('/api/documents/batch/get', { batchId: 999999 })).status).toBe(404);
    const bad = await api.post('/api/documents/batch/get', { batchId: 'x' });
    expect(bad.status).toBe(400);
  });
});
