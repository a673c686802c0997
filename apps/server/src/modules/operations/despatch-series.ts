import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { despatchSeries as s } from './travel-order-despatch.table.ts';

/** The series a company's first guide opens when it has none. */
const FIRST_SERIES = 'V001';

const activeSeries = (tx: DbOrTx, companyId: number) =>
  tx
    .select({ id: s.id, series: s.series })
    .from(s)
    .where(and(eq(s.companyId, companyId), eq(s.isActive, true)))
    .orderBy(asc(s.series))
    .limit(1)
    .for('update');

/**
 * The series and number of a company's next GRE transportista, inside the caller's transaction
 * (the one that stores the guide). The series row stays locked until that transaction ends, so the
 * next take waits and reads the number this one wrote: gapless and never shared, as billing's
 * series. A company without any series opens V001; one whose series are all inactive gets 409.
 */
export const takeDespatchNumber = async (
  tx: DbOrTx,
  companyId: number,
): Promise<{ series: string; number: number }> => {
  let [row] = await activeSeries(tx, companyId);
  if (!row) {
    await tx.insert(s).values({ companyId, series: FIRST_SERIES }).onConflictDoNothing();
    [row] = await activeSeries(tx, companyId);
  }
  if (!row) throw conflict('INVALID_CHANGE');
  const [taken] = await tx
    .update(s)
    .set({ lastNumber: sql`${s.lastNumber} + 1`, updatedAt: new Date() })
    .where(eq(s.id, row.id))
    .returning({ number: s.lastNumber });
  if (!taken) throw new Error('series update returned nothing');
  return { series: row.series, number: taken.number };
};
