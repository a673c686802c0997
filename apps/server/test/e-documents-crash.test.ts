import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEDocumentQueue } from '../src/modules/e-documents/e-document-queue.ts';
import { sendElectronicDocument } from '../src/modules/e-documents/send-document.ts';
import { E_DOCUMENT_QUEUE, QUEUE_SCHEMA } from '../src/platform/jobs/index.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser } from './setup/test-users.ts';
import { createSunatDouble } from './support/sunat-double.ts';

/*
 * An instance killed between marking a factura `sending` and SUNAT's answer: a child process takes
 * the record's job from the real pg-boss queue, sends it to a SUNAT double that registers it and
 * never answers, and is killed with SIGKILL. This process's worker gets the job when the queue
 * notices the silent heartbeat, finds the record in `sending`, asks SUNAT for the CDR it holds and
 * keeps it: the record ends accepted and SUNAT received the factura once.
 */
const ctx = useTestApp();
const COMPANY = 1;

const record = async (id: number) =>
  (
    await ctx.database.db.execute<{ state: string; attempts: number }>(
      sql`select state, attempts from electronic_documents where id = ${id}`,
    )
  ).rows[0];

describe('a factura whose instance is killed while SUNAT has it', () => {
  it('ends accepted through the queue on another instance, received by SUNAT once', async () => {
    const owner = await createTestUser(ctx, { sections: [SECTION_IDS.SALES_DOCUMENTS] });
    const { rows } = await ctx.database.pool.query<{ ruc: string }>(
      'select ruc from companies where id = $1',
      [COMPANY],
    );
    const fileName = `${rows[0]!.ruc}-01-F001-77`;
    await ctx.database.pool.query(
      `insert into company_sunat_credentials (company_id, environment, sol_user, sol_password_sealed)
       values ($1, 'beta', 'MODDATOS', $2)`,
      [COMPANY, (await import('../src/platform/crypto/secret-box.ts')).seal(Buffer.from('moddatos'))],
    );
    const storeFile = join(await mkdtemp(join(tmpdir(), 'zerg-sunat-double-')), 'sunat.json');
    const url = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;

    const child = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('./e-documents-crash-child.ts', import.meta.url)),
        url,
        storeFile,
        String(owner.id),
        String(COMPANY),
        fileName,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('stalled') && out.includes('record')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}: ${out}`)));
      setTimeout(() => reject(new Error(`child said only: ${out}`)), 60_000).unref();
    });
    const id = Number(/record (\d+)/.exec(out)?.[1]);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(await record(id)).toMatchObject({ state: 'sending', attempts: 1 });

    // The other instance: the same queue, SUNAT's same memory, answering this time.
    const double = createSunatDouble({ file: storeFile });
    expect(double.receivedCount(fileName)).toBe(1);
    const retry = { retryLimit: 3, retryDelaySeconds: 1 };
    const queue = createEDocumentQueue(
      ctx.database.db,
      { ...retry, heartbeatSeconds: 10, superviseSeconds: 5 },
      () => {},
    );
    const send = sendElectronicDocument({ db: ctx.database.db, transport: double, retry });
    await queue.start(({ id: recordId }, attempt) => send(recordId, attempt));
    try {
      // The queue fails the silent job after its heartbeat and retries it here; waited for, not timed.
      for (let i = 0; i < 240 && (await record(id))?.state !== 'accepted'; i++) await sleep(500);
    } finally {
      await queue.stop();
    }
    expect(await record(id)).toMatchObject({ state: 'accepted', attempts: 2 });
    expect(double.receivedCount(fileName)).toBe(1);
    expect(double.calls).toEqual(['getStatusCdr 01-F001-77']);
    const jobs = await ctx.database.db.execute<{ retry_count: number }>(
      sql`select retry_count from ${sql.identifier(QUEUE_SCHEMA)}.job
          where name = ${E_DOCUMENT_QUEUE} and (data->>'id')::int = ${id}`,
    );
    expect(jobs.rows.map((j) => j.retry_count)).toEqual([1]);
  }, 150_000);
});
