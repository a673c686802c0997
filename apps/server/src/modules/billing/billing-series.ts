import type {
  TBillingSeries,
  TBillingSeriesActiveBody,
  TBillingSeriesCreateBody,
  TBillingSeriesQuery,
} from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { companyById, companyNameOf } from '../references/index.ts';
import { billingSeries as s } from './billing.table.ts';

const columns = {
  id: s.id,
  companyId: s.companyId,
  companyName: companyNameOf(s.companyId),
  documentType: s.documentType,
  series: s.series,
  lastNumber: s.lastNumber,
  isActive: s.isActive,
};

const toSeries = (
  r: Omit<TBillingSeries, 'companyName'> & { companyName: string | null },
): TBillingSeries => ({
  ...r,
  companyName: r.companyName ?? '',
});

export const listSeries = async (db: DbOrTx, query: TBillingSeriesQuery): Promise<TBillingSeries[]> => {
  const conditions: (SQL | undefined)[] = [
    query.companyId ? eq(s.companyId, query.companyId) : undefined,
    query.documentType ? eq(s.documentType, query.documentType) : undefined,
    query.activeOnly ? eq(s.isActive, true) : undefined,
  ];
  const rows = await db
    .select(columns)
    .from(s)
    .where(and(...conditions))
    .orderBy(asc(s.companyId), asc(s.documentType), asc(s.series));
  return rows.map(toSeries);
};

export const findSeries = async (db: DbOrTx, id: number): Promise<TBillingSeries | null> => {
  const [row] = await db.select(columns).from(s).where(eq(s.id, id));
  return row ? toSeries(row) : null;
};

/**
 * The series a document of `companyId` and `documentType` may use, or 400 on `field`. `lock` takes
 * the row `for update`: the transaction holds it until it commits, so the next issue of the
 * same series waits and reads the number this one wrote (gapless, never shared).
 */
export const seriesForDocument = async (
  db: DbOrTx,
  input: { seriesId: number; companyId: number; documentType: string },
  field = 'seriesId',
  lock = false,
) => {
  const query = db.select().from(s).where(eq(s.id, input.seriesId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row || row.companyId !== input.companyId || row.documentType !== input.documentType) {
    throw badRequest('VALIDATION_ERROR', { [field]: ['validation.seriesOfType'] });
  }
  if (!row.isActive) throw badRequest('VALIDATION_ERROR', { [field]: ['validation.seriesInactive'] });
  return row;
};

/** Takes the next correlative of a series locked by `seriesForDocument(…, lock)`, in the same transaction. */
export const takeNextNumber = async (tx: DbOrTx, seriesId: number): Promise<number> => {
  const [row] = await tx
    .update(s)
    .set({ lastNumber: sql`${s.lastNumber} + 1`, updatedAt: new Date() })
    .where(eq(s.id, seriesId))
    .returning({ number: s.lastNumber });
  if (!row) throw notFound();
  return row.number;
};

export const createSeries =
  ({ db }: Deps) =>
  async (actor: Actor, body: TBillingSeriesCreateBody): Promise<TBillingSeries> => {
    if (!(await companyById(db, body.companyId))) {
      throw badRequest('VALIDATION_ERROR', { companyId: ['validation.invalid'] });
    }
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(s)
          .values({ ...body, createdBy: actor.user.id })
          .returning({ id: s.id });
        if (!row) throw new Error('insert returned nothing');
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'billing_series',
          entityId: row.id,
          after: body,
        });
        return row.id;
      });
      return (await findSeries(db, id)) as TBillingSeries;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict('BILLING_SERIES_EXISTS', { series: ['errors.BILLING_SERIES_EXISTS'] });
      }
      throw error;
    }
  };

export const setSeriesActive =
  ({ db }: Deps) =>
  async (actor: Actor, body: TBillingSeriesActiveBody): Promise<TBillingSeries> => {
    const before = await findSeries(db, body.id);
    if (!before) throw notFound();
    await db.transaction(async (tx) => {
      await tx.update(s).set({ isActive: body.isActive, updatedAt: new Date() }).where(eq(s.id, body.id));
      await recordAudit(tx, actor, {
        action: body.isActive ? 'activate' : 'deactivate',
        entity: 'billing_series',
        entityId: body.id,
        before,
      });
    });
    return (await findSeries(db, body.id)) as TBillingSeries;
  };
