import { centsToMoney, limaDate, moneyToCents, type TreasurySourceKind } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  postHandPayment,
  postJournalEntry,
  postSettlementEntry,
  transactionTypeByCode,
} from '../bookkeeping/index.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { findTrip, markTripAdvancePaid, type TripFacts, tripAdvanceAmount } from '../operations/index.ts';
import { closedSettlements, renderedExpensesOf } from '../settlements/index.ts';
import { approvedUnpaidViatics, markViaticPaid } from '../viatics/index.ts';
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
  const type = await transactionTypeByCode(tx, m.typeCode);
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
  // The company's latest closed settlement.
  let pick: { settlementId: number; closedAt: Date; trip: TripFacts } | undefined;
  for (const s of await closedSettlements(tx)) {
    if (!s.closedAt || (pick && pick.closedAt >= s.closedAt)) continue;
    const trip = await findTrip(tx, s.travelOrderId);
    if (trip?.companyId === o.companyId) pick = { settlementId: s.id, closedAt: s.closedAt, trip };
  }
  if (!pick) return;
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
  const crewViatics = (await approvedUnpaidViatics(tx))
    .filter((v) => v.travelOrderId === trip.id)
    .sort((a, b) => a.id - b.id);
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
