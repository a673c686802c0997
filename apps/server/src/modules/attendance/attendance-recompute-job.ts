import { SECTION_IDS } from '@zerg/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { documentBatches } from '../../platform/batches/document-batch.table.ts';
import { BatchNotLive, type BatchRunner, type TaskHandler } from '../../platform/batches/index.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employmentDates } from '../employees/index.ts';
import { earlierDate } from './attendance-day-rules.ts';
import { recomputeAttendance } from './attendance-recompute.ts';

const KIND = 'attendance-recompute';

/** Workers recomputed per transaction and progress step: short locks, a bar that moves. */
const CHUNK = 500;
/** A month's recompute chunks run one at a time (with the month, `YYYYMM`, as the second key). */
const MONTH_LOCK = 4242012;

/**
 * The start of a chunk's transaction: waits for a chunk of another recompute of the month, then
 * stops when this batch was superseded meanwhile. Whatever the order, a superseded recompute's
 * chunk (which may have read the tolerance before the save) never commits after the later one's.
 */
const claimChunk = async (tx: DbOrTx, batchId: number, month: string) => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${MONTH_LOCK}, ${Number(month.slice(0, 7).replace('-', ''))})`,
  );
  const [row] = await tx
    .select({ state: documentBatches.state })
    .from(documentBatches)
    .where(eq(documentBatches.id, batchId));
  if (row?.state !== 'running') throw new BatchNotLive(batchId);
};

/** The last day of the month that starts on `first` (`YYYY-MM-01`). */
const monthEnd = (first: string) => {
  const [y, m] = first.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).toISOString().slice(0, 10);
};

/**
 * Queues the recompute of a month's open days after the tolerance changed, inside the settings'
 * transaction: the save commits at once and the job exists only if it does. One recompute per
 * month at a time: a later save supersedes the one still queued or running, which stops at its
 * next step, and the later one (which reads the tolerance then in force) is the one that ends.
 */
export const startAttendanceRecompute = (tx: DbOrTx, batches: BatchRunner, actor: Actor, month: string) =>
  batches.start(tx, actor, KIND, { month }, { singletonKey: `${KIND}:${month}` });

/** The recompute still queued or running, the latest one: what the settings screen follows. */
export const liveAttendanceRecompute = async (db: DbOrTx): Promise<number | null> => {
  const [row] = await db
    .select({ id: documentBatches.id })
    .from(documentBatches)
    .where(and(eq(documentBatches.kind, KIND), inArray(documentBatches.state, ['queued', 'running'])))
    .orderBy(desc(documentBatches.id))
    .limit(1);
  return row?.id ?? null;
};

/**
 * The job: everyone employed in the month, from its first day to today (or its end), in chunks of
 * workers, each its own transaction. Closed months are skipped as before. A retry starts again from
 * the first chunk: a recompute gives the same days however often it runs.
 */
export const attendanceRecomputeBatch = (): TaskHandler => ({
  section: SECTION_IDS.PAYROLL_SETTINGS,
  work: async (db, task) => {
    const from = String(task.params.month);
    const to = earlierDate(monthEnd(from), limaToday());
    const people = to < from ? [] : (await employmentDates(db, 'all', { from, to })).map((p) => p.employeeId);
    for (let i = 0; i < people.length; i += CHUNK) {
      const employeeIds = people.slice(i, i + CHUNK);
      await db.transaction(async (tx) => {
        await claimChunk(tx, task.batchId, from);
        await recomputeAttendance(tx, { employeeIds, from, to });
      });
      await task.progress(Math.min(i + CHUNK, people.length), people.length);
    }
    await task.finish(async () => null);
  },
});
