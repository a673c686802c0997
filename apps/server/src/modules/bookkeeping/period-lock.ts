import { msg } from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { accountingPeriods } from './accounting-period.table.ts';

/**
 * One lock per company's books, held to the end of the transaction: a posting takes it to number
 * its entry and check its month; closing or reopening a month and closing a year take it too. So a
 * posting and a close racing end one after the other: either the entry is in before the month
 * closes, or the posting sees the month closed and is refused.
 */
const JOURNAL_LOCK = 4242350;

export const lockBooks = async (tx: DbOrTx, companyId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${JOURNAL_LOCK}, ${companyId})`);
};

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const periodOf = (date: string): string => date.slice(0, 7);

export const isMonthClosed = async (tx: DbOrTx, companyId: number, date: string): Promise<boolean> => {
  const [row] = await tx
    .select({ closed: accountingPeriods.closed })
    .from(accountingPeriods)
    .where(
      and(
        eq(accountingPeriods.companyId, companyId),
        eq(accountingPeriods.year, Number(date.slice(0, 4))),
        eq(accountingPeriods.month, Number(date.slice(5, 7))),
      ),
    );
  return row?.closed ?? false;
};

/** 409 PERIOD_CLOSED on `field` (`date` unless told), naming the month (`YYYY-MM`). Call with the books locked. */
export const assertMonthOpen = async (
  tx: DbOrTx,
  companyId: number,
  date: string,
  field = 'date',
): Promise<void> => {
  if (!(await isMonthClosed(tx, companyId, date))) return;
  const period = periodOf(date);
  throw conflict('PERIOD_CLOSED', { [field]: [msg('validation.periodClosed', { period })] }, { period });
};
