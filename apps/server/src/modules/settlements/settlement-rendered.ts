import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type TripExpensesRendered, tripExpensesRendered } from '../../platform/events/trip-expenses.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { findTrip } from '../operations/index.ts';
import { settlementLines } from './settlement.table.ts';

/**
 * What the driver rendered account of: every line with its receipt, the trip's company and the
 * driver's identity document (SUNAT table 3 code `01` DNI becomes table 2's `1` for the journal's
 * party). Null when the trip is gone.
 */
export const renderedExpensesOf = async (
  tx: DbOrTx,
  settlementId: number,
  travelOrderId: number,
  date: string,
): Promise<TripExpensesRendered | null> => {
  const trip = await findTrip(tx, travelOrderId);
  if (!trip) return null;
  const driver = await findEmployeeFacts(tx, trip.driverId);
  const lines = await tx
    .select({
      nature: settlementLines.nature,
      description: settlementLines.description,
      amount: settlementLines.amount,
      base: sql<string>`coalesce(${settlementLines.base}, ${settlementLines.amount})::text`,
      igv: settlementLines.igv,
      docType: settlementLines.docType,
      docSeries: settlementLines.docSeries,
      docNumber: settlementLines.docNumber,
      supplierRuc: settlementLines.supplierRuc,
      date: settlementLines.spentOn,
    })
    .from(settlementLines)
    .where(eq(settlementLines.settlementId, settlementId))
    .orderBy(asc(settlementLines.spentOn), asc(settlementLines.id));
  return {
    settlementId,
    companyId: trip.companyId,
    date,
    tripCode: trip.code,
    driver: {
      docType: driver ? String(Number(driver.documentType)) : '0',
      docNumber: driver?.documentNumber ?? '',
      name: driver?.fullName ?? '',
    },
    expenses: lines,
  };
};

/** Tells bookkeeping, inside the closing transaction, what the driver rendered account of. */
export const announceRenderedExpenses = async (
  tx: DbOrTx,
  settlementId: number,
  travelOrderId: number,
  date: string,
): Promise<void> => {
  const event = await renderedExpensesOf(tx, settlementId, travelOrderId, date);
  if (event) await tripExpensesRendered(tx, event);
};
