import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { payslipBatchHandlers } from '../src/modules/payslips/payslip-batch.ts';
import type { Actor } from '../src/platform/auth/current-user.ts';
import { createBatchRunner, createDocumentBatchQueue } from '../src/platform/batches/index.ts';
import { createLocalStorage } from '../src/platform/files/file-storage.ts';
import { DOCUMENT_BATCH_QUEUE, QUEUE_SCHEMA } from '../src/platform/jobs/index.ts';
import { insertRun, insertSlip } from './setup/payslip-fixtures.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser } from './setup/test-users.ts';

/*
 * One instance killed in the middle of a payslip zip job, the other finishes it: a child process
 * takes the batch's job from the real pg-boss queue and is killed with SIGKILL after the first
 * payslip; this process's worker gets the job when the queue notices the silent heartbeat, makes
 * the batch again from the start and stores the complete archive.
 */
const ctx = useTestApp();
const PERIOD = { year: 2031, month: 6 };

const batchRow = async (id: number) =>
  (
    await ctx.database.db.execute<{ state: string; done: number; total: number }>(
      sql`select state, done, total from document_batches where id = ${id}`,
    )
  ).rows[0];

describe('a payslip zip whose instance is killed', () => {
  it('is finished by another instance through the queue, with every payslip', async () => {
    const runId = (await insertRun(ctx, { ...PERIOD, state: 'approved' })).runId;
    const { rows } = await ctx.database.pool.query<{ id: number; document_number: string }>(
      `select e.id, e.document_number from employees e join employee_jobs j on j.employee_id = e.id
       order by e.id limit 3`,
    );
    for (const r of rows) await insertSlip(ctx, runId, PERIOD, { employeeId: r.id });
    const owner = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    const storageDir = await mkdtemp(join(tmpdir(), 'zerg-batch-kill-'));
    const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;

    const child = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('./document-batch-crash-child.ts', import.meta.url)),
        url,
        storageDir,
        String(owner.id),
        String(runId),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('stalled')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}: ${out}`)));
    });
    const batchId = Number(/batch (\d+)/.exec(out)?.[1]);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(await batchRow(batchId)).toMatchObject({ state: 'running', total: 3 });
    const job = await ctx.database.db.execute<{ heartbeat_seconds: number | null }>(
      sql`select heartbeat_seconds from ${sql.identifier(QUEUE_SCHEMA)}.job
          where name = ${DOCUMENT_BATCH_QUEUE} and (data->>'batchId')::int = ${batchId}`,
    );
    expect(job.rows).toEqual([{ heartbeat_seconds: 10 }]);

    // The other instance: the same queue, the real handler, the same file storage.
    const queue = createDocumentBatchQueue(ctx.database.db, () => {}, 10);
    const storage = createLocalStorage(storageDir);
    const survivor = createBatchRunner(
      ctx.database.db,
      storage,
      { 'payslips-zip': payslipBatchHandlers()['payslips-zip'] },
      queue,
    );
    await survivor.startWorker();
    try {
      // The queue fails the silent job after its heartbeat and retries it here; waited for, not timed.
      for (let i = 0; i < 240 && (await batchRow(batchId))?.state !== 'done'; i++) await sleep(500);
    } finally {
      await survivor.stop();
    }
    expect(await batchRow(batchId)).toMatchObject({ state: 'done', done: 3, total: 3 });
    const jobs = await ctx.database.db.execute<{ retry_count: number }>(
      sql`select retry_count from ${sql.identifier(QUEUE_SCHEMA)}.job
          where name = ${DOCUMENT_BATCH_QUEUE} and (data->>'batchId')::int = ${batchId}`,
    );
    expect(jobs.rows.map((j) => j.retry_count)).toEqual([1]);
    const actor: Actor = {
      user: {
        id: owner.id,
        sessionId: 'test',
        email: 'test@zerg.pe',
        roleId: 1,
        isCeo: false,
        employeeId: null,
        sections: new Set(),
        modules: new Set(),
      },
      ip: '127.0.0.1',
      requestId: 'test',
    };
    const zip = await JSZip.loadAsync((await survivor.download(actor, batchId)).content);
    expect(Object.keys(zip.files).sort()).toEqual(rows.map((r) => `${r.document_number}-2031-06.pdf`).sort());
  }, 150_000);
});
