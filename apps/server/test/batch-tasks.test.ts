import { SECTION_IDS } from '@zerg/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CLIENT_IMPORT_COLUMNS } from '../src/modules/clients/client-import.ts';
import { recordAudit } from '../src/platform/audit/audit.service.ts';
import type { Actor } from '../src/platform/auth/current-user.ts';
import { type BatchTask, createBatchRunner, type TaskHandler } from '../src/platform/batches/index.ts';
import { createDatabaseStorage } from '../src/platform/files/database-storage.ts';
import { withFiles } from '../src/platform/files/file-transaction.ts';
import { client } from './setup/http.ts';
import { multipart } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();

const actorOf = (user: { id: number }): Actor => ({
  user: {
    id: user.id,
    sessionId: 'test',
    email: 'test@zerg.pe',
    roleId: 1,
    isCeo: false,
    employeeId: null,
    sections: new Set([SECTION_IDS.CLIENTS]),
    modules: new Set(),
  },
  ip: '127.0.0.1',
  requestId: 'batch-task-test',
});

const audits = async (requestId: string) =>
  (
    await ctx.database.pool.query<{ n: number }>(
      'select count(*)::int as n from audit_log where request_id = $1',
      [requestId],
    )
  ).rows[0]?.n ?? 0;

/** A task that counts its source's bytes in steps and writes one audit entry at its end. */
const counting = (hooks: { beforeFinish?: (task: BatchTask) => Promise<void> } = {}): TaskHandler => ({
  section: SECTION_IDS.CLIENTS,
  work: async (_db, task) => {
    const total = task.source?.length ?? 0;
    for (let done = 1; done <= total; done++) await task.progress(done, total);
    await hooks.beforeFinish?.(task);
    await task.finish(async (tx) => {
      await recordAudit(
        tx,
        { user: { id: task.createdBy }, ip: '-', requestId: String(task.params.tag) },
        {
          action: 'import',
          entity: 'test',
          entityId: task.batchId,
        },
      );
      return { total, created: total, refused: [] };
    });
  },
});

const setUp = async (handler: TaskHandler, tag: string) => {
  const storage = createDatabaseStorage(ctx.database.db);
  const runner = createBatchRunner(ctx.database.db, storage, { 'client-import': handler }, null);
  const owner = await createTestUser(ctx, { sections: [SECTION_IDS.CLIENTS] });
  const batchId = await withFiles(ctx.database.db, storage, async (tx, files) =>
    runner.start(
      tx,
      actorOf(owner),
      'client-import',
      { tag },
      { sourceKey: await files.put(Buffer.from('abc'), 'imports') },
    ),
  );
  const row = async () =>
    (
      await ctx.database.pool.query<{ state: string; done: number; source_key: string | null }>(
        'select state, done, source_key from document_batches where id = $1',
        [batchId],
      )
    ).rows[0];
  return { runner, owner, batchId, row };
};

describe('task batches', () => {
  it('work from their stored file, keep the result, and drop the file when done', async () => {
    const { runner, owner, batchId, row } = await setUp(counting(), 'task-done');
    const sourceKey = (await row())?.source_key;
    expect(sourceKey).toBeTruthy();
    await runner.runQueued();
    expect(await runner.get(actorOf(owner), batchId)).toMatchObject({
      state: 'done',
      done: 3,
      total: 3,
      fileName: null,
      result: { total: 3, created: 3, refused: [] },
    });
    expect((await row())?.source_key).toBeNull();
    const { rows } = await ctx.database.pool.query('select 1 from stored_files where key = $1', [sourceKey]);
    expect(rows).toEqual([]);
    expect(await audits('task-done')).toBe(1);
  });

  it('write once when a dead worker’s attempt and its retry both reach the end', async () => {
    // The first attempt stalls before its last transaction (a worker gone silent); the retry,
    // claiming the batch still `running`, finishes it; the stalled one then wakes and finishes too.
    let release: () => void = () => {};
    const stalled = new Promise<void>((resolve) => {
      release = resolve;
    });
    let attempts = 0;
    const { runner, batchId, row } = await setUp(
      counting({
        beforeFinish: async () => {
          attempts += 1;
          if (attempts === 1) await stalled;
        },
      }),
      'task-twice',
    );
    const first = runner.run(batchId);
    while (attempts < 1) await new Promise((r) => setTimeout(r, 10));
    await runner.run(batchId);
    expect((await row())?.state).toBe('done');
    release();
    await first;
    expect(await audits('task-twice')).toBe(1);
    expect((await row())?.state).toBe('done');
  });

  it('stop quietly at their next step once superseded, writing nothing', async () => {
    const { runner, batchId, row } = await setUp(
      counting({
        beforeFinish: async (task) => {
          await ctx.database.pool.query(`update document_batches set state = 'superseded' where id = $1`, [
            task.batchId,
          ]);
        },
      }),
      'task-superseded',
    );
    await runner.run(batchId);
    expect((await row())?.state).toBe('superseded');
    expect(await audits('task-superseded')).toBe(0);
  });
});

describe('an import job after a crash', () => {
  it('is made again from the first row by the retry, and its rows are written once', async () => {
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.CLIENTS] });
    const token = await sessionToken(ctx, user);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('clients');
    sheet.addRow([...CLIENT_IMPORT_COLUMNS]);
    sheet.addRow(['RUC', '20600000056', 'Crash Test S.A.C.', '', '30', 'PEN', '0', '080101', 'Av. Sol 1']);
    sheet.addRow([
      'RUC',
      '20600000064',
      'Crash Test Dos S.A.C.',
      '',
      '30',
      'PEN',
      '0',
      '080101',
      'Av. Sol 2',
    ]);
    const body = await multipart(
      {},
      {
        name: 'clients.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: Buffer.from(await book.xlsx.writeBuffer()),
      },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/setting/client/import',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    const { batchId } = res.json() as { batchId: number };
    // A worker claimed it, checked a row and died: the batch is left running, one row done.
    await ctx.database.pool.query(`update document_batches set state = 'running', done = 1 where id = $1`, [
      batchId,
    ]);
    await ctx.app.documentBatches.run(batchId);
    const api = client(ctx, token);
    expect((await api.post('/api/documents/batch/get', { batchId })).body).toMatchObject({
      state: 'done',
      done: 2,
      total: 2,
      result: { total: 2, created: 2, refused: [] },
    });
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      `select count(*)::int as n from clients where document_number in ('20600000056', '20600000064')`,
    );
    expect(rows[0]?.n).toBe(2);
    // Another user does not see the import; the sender's "My documents" lists it.
    const other = client(ctx, await sessionToken(ctx, await createTestUser(ctx, { sections: [] })));
    expect((await other.post('/api/documents/batch/get', { batchId })).status).toBe(404);
    const mine = (await api.post('/api/documents/batch/mine')).body as { id: number; kind: string }[];
    expect(mine[0]).toMatchObject({ id: batchId, kind: 'client-import' });
  });
});
