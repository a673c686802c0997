import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REALTIME_EVENTS,
  type RealtimeServerMessage,
  SECTION_IDS,
  type TDocumentBatch,
  type TDocumentBatchProgress,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { payslipBatchHandlers } from '../src/modules/payslips/payslip-batch.ts';
import type { Actor } from '../src/platform/auth/current-user.ts';
import {
  type BatchHandler,
  createBatchRunner,
  createDocumentBatchQueue,
} from '../src/platform/batches/index.ts';
import { createLocalStorage } from '../src/platform/files/file-storage.ts';
import { DOCUMENT_BATCH_QUEUE, QUEUE_SCHEMA } from '../src/platform/jobs/index.ts';
import { client } from './setup/http.ts';
import { insertRun, insertSlip } from './setup/payslip-fixtures.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { openAuthedSocket } from './setup/ws-client.ts';

/*
 * Long tasks as document batches: their progress pushed over the socket to whoever started them,
 * the user's recent batches, and a batch whose worker died finished by another runner.
 */
const ctx = useTestApp();
const PERIOD = { year: 2031, month: 5 };
let url = '';
let runId = 0;
let documents: string[] = [];

beforeAll(async () => {
  url = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  runId = (await insertRun(ctx, { ...PERIOD, state: 'approved' })).runId;
  const { rows } = await ctx.database.pool.query<{ id: number; document_number: string }>(
    `select e.id, e.document_number from employees e join employee_jobs j on j.employee_id = e.id
     order by e.id limit 3`,
  );
  for (const r of rows) await insertSlip(ctx, runId, PERIOD, { employeeId: r.id });
  documents = rows.map((r) => `${r.document_number}-2031-05.pdf`).sort();
});

const isProgress = (batchId: number, state?: string) => (m: RealtimeServerMessage) =>
  m.type === 'event' &&
  m.event === REALTIME_EVENTS.documentBatch &&
  m.payload.id === batchId &&
  (state === undefined || m.payload.state === state);

const hrUser = async () => {
  const user = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
  const token = await sessionToken(ctx, user);
  return { user, token, api: client(ctx, token) };
};

describe('progress pushed over the socket', () => {
  it('reaches the socket of the user who started the batch, and nobody else', async () => {
    const alice = await hrUser();
    const bob = await hrUser();
    const aliceSocket = await openAuthedSocket(url, alice.token);
    const bobSocket = await openAuthedSocket(url, bob.token);

    const mine = (await alice.api.post('/api/rrhh/payroll/payslip/zip', { runId })).body as {
      batchId: number;
    };
    const bobs = (await bob.api.post('/api/rrhh/payroll/payslip/all-pdf', { runId })).body as {
      batchId: number;
    };
    expect(await ctx.app.documentBatches.runQueued()).toEqual([mine.batchId, bobs.batchId]);

    const running = await aliceSocket.next(isProgress(mine.batchId, 'running'));
    expect(running).toMatchObject({ source: 'user', payload: { kind: 'payslips-zip', total: 3 } });
    const done = await aliceSocket.next(isProgress(mine.batchId, 'done'));
    expect(done).toMatchObject({ payload: { done: 3, total: 3, failureCount: 0 } });
    // Every step pushed says how far the batch got, in order and never past its total.
    const steps = aliceSocket.messages
      .filter(isProgress(mine.batchId))
      .map((m) => (m.type === 'event' ? (m.payload as TDocumentBatchProgress).done : -1));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(Math.max(...steps)).toBe(3);

    // Bob's batch ran after Alice's: had her events reached him, they would be there by now.
    await bobSocket.next(isProgress(bobs.batchId, 'done'));
    expect(bobSocket.messages.filter(isProgress(mine.batchId))).toEqual([]);
    expect(aliceSocket.messages.filter(isProgress(bobs.batchId))).toEqual([]);
    aliceSocket.close();
    bobSocket.close();
  });

  it('lists the user’s own recent batches, newest first, with the file to download', async () => {
    const carol = await hrUser();
    const first = (await carol.api.post('/api/rrhh/payroll/payslip/zip', { runId })).body as {
      batchId: number;
    };
    await ctx.app.documentBatches.runQueued();
    const second = (await carol.api.post('/api/rrhh/payroll/payslip/all-pdf', { runId })).body as {
      batchId: number;
    };
    const listed = (await carol.api.post('/api/documents/batch/mine')).body as TDocumentBatch[];
    expect(listed.map((b) => [b.id, b.state])).toEqual([
      [second.batchId, 'queued'],
      [first.batchId, 'done'],
    ]);
    expect(listed[1]?.fileName).toBe(`boletas-2031-05-${runId}.zip`);
    const dave = await hrUser();
    expect((await dave.api.post('/api/documents/batch/mine')).body).toEqual([]);
    await ctx.app.documentBatches.runQueued();
  });
});

const actorOf = (id: number): Actor => ({
  user: {
    id,
    sessionId: 'test',
    email: 'test@zerg.pe',
    roleId: 1,
    isCeo: false,
    employeeId: null,
    sections: new Set([SECTION_IDS.PAYROLL]),
    modules: new Set(),
  },
  ip: '127.0.0.1',
  requestId: 'test',
});

describe('a batch whose worker dies', () => {
  it('is made again from the start by another runner, and its archive is complete', async () => {
    const storage = createLocalStorage(await mkdtemp(join(tmpdir(), 'zerg-batch-crash-')));
    const real = payslipBatchHandlers()['payslips-zip'];
    // Instance A makes two payslips, then stops answering in the middle of the third, as a
    // process killed there would: no error, no state written after it.
    let made = 0;
    let stalled: () => void = () => {};
    const stalledAt = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    const dying: BatchHandler = {
      ...real,
      process: (db, params, item) => {
        if (made++ < 2) return real.process(db, params, item);
        stalled();
        return new Promise(() => {});
      },
    };
    const a = createBatchRunner(ctx.database.db, storage, { 'payslips-zip': dying }, null);
    const b = createBatchRunner(ctx.database.db, storage, { 'payslips-zip': real }, null);
    const owner = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    const params = { runId, period: '2031-05', scope: { all: true } };
    const batchId = await ctx.database.db.transaction((tx) =>
      a.start(tx, actorOf(owner.id), 'payslips-zip', params),
    );
    void a.run(batchId);
    await stalledAt;
    const half = await a.get(actorOf(owner.id), batchId);
    expect(half).toMatchObject({ state: 'running', total: 3, fileName: null });
    expect(half.done).toBeLessThan(3);

    // The queue hands the job to instance B (its heartbeat stopped): B claims the running batch.
    await b.run(batchId);
    const done = await b.get(actorOf(owner.id), batchId);
    expect(done).toMatchObject({ state: 'done', done: 3, total: 3, failures: [] });
    const zip = await JSZip.loadAsync((await b.download(actorOf(owner.id), batchId)).content);
    expect(Object.keys(zip.files).sort()).toEqual(documents);
    for (const name of documents) {
      const pdf = await zip.file(name)!.async('nodebuffer');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('is retried by the queue within about a minute of its worker going silent', async () => {
    const errors: unknown[] = [];
    const queue = createDocumentBatchQueue(ctx.database.db, (err) => errors.push(err));
    await queue.start(async () => {});
    try {
      const { rows } = await ctx.database.db.execute<{ q: Record<string, unknown> }>(
        sql`select to_jsonb(q) as q from ${sql.identifier(QUEUE_SCHEMA)}.queue q where q.name = ${DOCUMENT_BATCH_QUEUE}`,
      );
      const settings = JSON.stringify(rows[0]?.q);
      expect(settings).toMatch(/"heartbeat_?[a-z_]*":20/i);
      expect(settings).toMatch(/"retry_?limit":2/i);
    } finally {
      await queue.stop();
    }
    expect(errors).toEqual([]);
  });
});
