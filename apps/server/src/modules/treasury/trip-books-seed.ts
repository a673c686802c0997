import { centsToMoney, limaDate, moneyToCents, type TreasurySourceKind } from '@zerg/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountingTransactionTypes,
  postHandPayment,
  postJournalEntry,
  postSettlementEntry,
} from '../bookkeeping/index.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { markTripAdvancePaid, serviceOrders, travelOrders, tripAdvanceAmount } from '../operations/index.ts';
import { renderedExpensesOf, settlements } from '../settlements/index.ts';
import { markViaticPaid, viatics } from '../viatics/index.ts';
import { treasuryTransactionPayees, treasuryTransactions } from './treasury.table.ts';
import { movementEntryLines } from './treasury-entry.ts';
import { nextNumber, PEN_RATE, transactionCode } from './treasury-money.ts';

/** `userId` approved and processed the payments; their maker is the source's approver, not recorded here. */
type Options = { companyId: number; bankAccountId: number; userId: number | null };

type Movement = {
  typeCode: string;
  source: { kind: TreasurySourceKind; id: number };
  employeeId: number;
  amount: string;
  concept: string;
  date: string;
  at: Date;
};

/** A processed demo movement to a worker with its journal entry, as treasury's process would post it. */
const processedMovement = async (tx: DbOrTx, o: Options, m: Movement): Promise<string | null> => {
  const [type] = await tx
    .select({ id: accountingTransactionTypes.id })
    .from(accountingTransactionTypes)
    .where(eq(accountingTransactionTypes.code, m.typeCode));
  const worker = await findEmployeeFacts(tx, m.employeeId);
  if (!type || !worker) return null;
  const number = await nextNumber(tx, m.date);
  const [row] = await tx
    .insert(treasuryTransactions)
    .values({
      ...number,
      companyId: o.companyId,
      bankAccountId: o.bankAccountId,
      txDate: m.date,
      direction: 'expense',
      transactionTypeId: type.id,
      counterpartyKind: 'employee',
      employeeId: worker.id,
      counterpartyName: worker.fullName,
      counterpartyDocument: worker.documentNumber,
      concept: m.concept,
      amount: m.amount,
      currency: 'PEN',
      exchangeRate: PEN_RATE,
      amountPen: m.amount,
      state: 'processed',
      sourceKind: m.source.kind,
      sourceId: m.source.id,
      createdBy: null,
      createdAt: m.at,
      approvedBy: o.userId,
      approvedAt: m.at,
      processedBy: o.userId,
      processedAt: m.at,
      processedOn: m.date,
    })
    .returning({ id: treasuryTransactions.id });
  if (!row) return null;
  const code = transactionCode(number.year, number.seq);
  await tx
    .insert(treasuryTransactionPayees)
    .values({ transactionId: row.id, employeeId: worker.id, amount: m.amount });
  const journalEntryId = await postJournalEntry(tx, o.userId, {
    companyId: o.companyId,
    date: m.date,
    description: `${code} · ${m.concept}`,
    origin: 'treasury',
    sourceKind: 'treasury_transaction',
    sourceId: row.id,
    // As treasury's process books it: the bank side on the account's own sub-account of 1041.
    lines: await movementEntryLines(tx, {
      transactionTypeId: type.id,
      bankAccountId: o.bankAccountId,
      amountPen: m.amount,
      reversal: false,
      currency: 'PEN',
      counterpartyName: worker.fullName,
      counterpartyDocument: worker.documentNumber,
    }),
  });
  await tx.update(treasuryTransactions).set({ journalEntryId }).where(eq(treasuryTransactions.id, row.id));
  return code;
};

/**
 * One demo trip in the books, as the app would have booked it: the latest closed settlement of the
 * company — its advance and its crew's viatics paid the day it left (Dr 1413 / Cr 1041; a viatic's
 * cash advance Dr 1413 / Cr 101) and its receipts booked when it closed (Cr 1413, Dr expenses, IGV). The balance the driver
 * owes stays in 1413 while its return waits in treasury (the feed's pending movement).
 */
export const insertDemoTripBooks = async (tx: DbOrTx, o: Options): Promise<void> => {
  const [pick] = await tx
    .select({
      settlementId: settlements.id,
      closedAt: settlements.closedAt,
      trip: travelOrders,
    })
    .from(settlements)
    .innerJoin(travelOrders, eq(travelOrders.id, settlements.travelOrderId))
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .where(and(eq(settlements.state, 'closed'), eq(serviceOrders.companyId, o.companyId)))
    .orderBy(desc(settlements.closedAt))
    .limit(1);
  if (!pick?.closedAt) return;
  const trip = pick.trip;
  const amount = centsToMoney(tripAdvanceAmount(trip));
  if (amount === '0.00') return;

  const date = limaDate(trip.plannedDeparture.toISOString());
  const paid = async (m: Omit<Movement, 'date' | 'at'>) =>
    processedMovement(tx, o, { ...m, date, at: trip.plannedDeparture });
  const advanceCode = await paid({
    typeCode: 'ANTICIPO-VIAJE',
    source: { kind: 'travel_order', id: trip.id },
    employeeId: trip.driverId,
    amount,
    concept: `Anticipo de viaje ${trip.code} (peajes, combustible)`,
  });
  if (!advanceCode) return;
  await markTripAdvancePaid(tx, trip.id, advanceCode, trip.plannedDeparture);
  // The crew's viatics: the cash advance booked against Caja, the rest paid by treasury.
  const crewViatics = await tx
    .select()
    .from(viatics)
    .where(and(eq(viatics.travelOrderId, trip.id), eq(viatics.status, 2), isNull(viatics.paidAt)));
  for (const v of crewViatics) {
    const concept = `Viáticos ${v.startDate} – ${v.endDate}`;
    if (moneyToCents(v.advance) > 0n)
      await postHandPayment(tx, {
        source: { kind: 'viatic', id: v.id },
        companyId: o.companyId,
        date,
        concept: `Adelanto de ${concept.toLowerCase()}`,
        payees: [{ employeeId: v.employeeId, amount: v.advance }],
      });
    const due = moneyToCents(v.total) - moneyToCents(v.advance);
    const code =
      due > 0n
        ? await paid({
            typeCode: 'VIATICO',
            source: { kind: 'viatic', id: v.id },
            employeeId: v.employeeId,
            amount: centsToMoney(due),
            concept,
          })
        : null;
    await markViaticPaid(tx, v.id, code, trip.plannedDeparture);
  }
  const rendered = await renderedExpensesOf(
    tx,
    pick.settlementId,
    trip.id,
    limaDate(pick.closedAt.toISOString()),
  );
  if (rendered) await postSettlementEntry(tx, rendered);
};
