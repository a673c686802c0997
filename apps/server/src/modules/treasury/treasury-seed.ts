import { centsToMoney, moneyToCents, type TreasuryDirection } from '@zerg/shared';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import {
  accountingAccounts,
  accountingTransactionTypes,
  BANK_PARENT_CODE,
  postJournalEntry,
} from '../bookkeeping/index.ts';
import { clients } from '../clients/index.ts';
import { travelOrders, tripAdvanceAmount } from '../operations/index.ts';
import { payrollAdvances } from '../payroll-items/index.ts';
import { settlements } from '../settlements/index.ts';
import { viatics } from '../viatics/index.ts';
import { ensureBankLedgerAccounts } from './bank-ledger.ts';
import { insertDemoExchangeRates } from './exchange-rate-seed.ts';
import { treasuryBankAccounts, treasuryTransactions } from './treasury.table.ts';
import { movementEntryLines } from './treasury-entry.ts';
import { treasuryPayableArrived } from './treasury-feeds.ts';
import { amountInPen, nextNumber, normalRate, PEN_RATE, transactionCode } from './treasury-money.ts';
import { insertDemoTripBooks } from './trip-books-seed.ts';

/** The usual CCI check digits (see `cciCheckDigitsLookRight`), so demo accounts show no warning. */
const cciOf = (bankOffice: string, account12: string): string => {
  const check = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      const p = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
      sum += p > 9 ? Math.floor(p / 10) + (p % 10) : p;
    }
    return (10 - (sum % 10)) % 10;
  };
  return `${bankOffice}${account12}${check(bankOffice)}${check(account12)}`;
};

const daysAgo = (today: string, days: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

type SeedMovement = {
  account: 0 | 1 | 2;
  daysAgo: number;
  direction: TreasuryDirection;
  state: 'pending' | 'approved' | 'processed' | 'canceled';
  /** A demo client by position, or a supplier / bank named here. */
  client?: number;
  other?: { name: string; document: string | null };
  concept: string;
  amount: string;
  rate?: string;
  reference?: string;
  operation?: string;
  cancelReason?: string;
};

const MOVEMENTS: SeedMovement[] = [
  {
    account: 0,
    daysAgo: 29,
    direction: 'income',
    state: 'processed',
    client: 0,
    concept: 'Cobranza factura F001-00412 · transporte de carga',
    amount: '18450.00',
    reference: 'F001-00412',
    operation: '00512874',
  },
  {
    account: 0,
    daysAgo: 26,
    direction: 'expense',
    state: 'processed',
    other: { name: 'Repsol Comercial S.A.C.', document: '20503840121' },
    concept: 'Pago combustible flota · quincena 1',
    amount: '12300.00',
    reference: 'F204-018833',
    operation: '00513011',
  },
  {
    account: 0,
    daysAgo: 24,
    direction: 'income',
    state: 'processed',
    client: 1,
    concept: 'Cobranza factura F001-00418',
    amount: '9820.50',
    reference: 'F001-00418',
    operation: '00513402',
  },
  {
    account: 0,
    daysAgo: 21,
    direction: 'expense',
    state: 'processed',
    other: { name: 'Banco de Crédito del Perú', document: '20100047218' },
    concept: 'Comisión de mantenimiento de cuenta',
    amount: '35.00',
    operation: 'COM-1021',
  },
  {
    account: 0,
    daysAgo: 18,
    direction: 'expense',
    state: 'processed',
    other: { name: 'Goodyear del Perú S.A.', document: '20100011884' },
    concept: 'Neumáticos 295/80 R22.5 · 8 unidades',
    amount: '6780.00',
    reference: 'F010-004471',
    operation: '00514120',
  },
  {
    account: 0,
    daysAgo: 14,
    direction: 'income',
    state: 'processed',
    client: 2,
    concept: 'Cobranza factura F001-00425',
    amount: '14275.00',
    reference: 'F001-00425',
    operation: '00514788',
  },
  {
    account: 0,
    daysAgo: 10,
    direction: 'expense',
    state: 'approved',
    other: { name: 'Rímac Seguros y Reaseguros', document: '20100041953' },
    concept: 'Póliza vehicular · cuota 4 de 12',
    amount: '3250.00',
    reference: 'POL-778812',
  },
  {
    account: 0,
    daysAgo: 7,
    direction: 'expense',
    state: 'canceled',
    other: { name: 'Lima Expresa S.A.C.', document: '20523621212' },
    concept: 'Peajes Vía Expresa · octubre',
    amount: '1240.00',
    cancelReason: 'Registrado dos veces',
  },
  {
    account: 0,
    daysAgo: 4,
    direction: 'expense',
    state: 'pending',
    other: { name: 'Lima Expresa S.A.C.', document: '20523621212' },
    concept: 'Peajes Vía Expresa · mes',
    amount: '1240.00',
    reference: 'F003-009912',
  },
  {
    account: 0,
    daysAgo: 2,
    direction: 'income',
    state: 'pending',
    client: 0,
    concept: 'Cobranza factura F001-00431',
    amount: '5600.00',
    reference: 'F001-00431',
  },
  {
    account: 1,
    daysAgo: 20,
    direction: 'income',
    state: 'processed',
    client: 1,
    concept: 'Cobranza en dólares · contrato de transporte minero',
    amount: '4500.00',
    rate: '3.745',
    reference: 'F001-00420',
    operation: 'USD-88123',
  },
  {
    account: 1,
    daysAgo: 9,
    direction: 'expense',
    state: 'approved',
    other: { name: 'Scania del Perú S.A.', document: '20101363008' },
    concept: 'Repuestos importados · kit de embrague',
    amount: '1200.00',
    rate: '3.752',
    reference: 'F001-020117',
  },
  {
    account: 1,
    daysAgo: 5,
    direction: 'expense',
    state: 'processed',
    other: { name: 'BBVA Perú', document: '20100130204' },
    concept: 'Comisión por transferencia al exterior',
    amount: '25.00',
    rate: '3.760',
    operation: 'COM-USD-77',
  },
  {
    account: 2,
    daysAgo: 15,
    direction: 'expense',
    state: 'processed',
    other: { name: 'Interbank', document: '20100053455' },
    concept: 'Comisión por pago de haberes',
    amount: '18.00',
    operation: 'COM-3380',
  },
];

/**
 * The bookkeeping type a demo movement takes by what it is: a collection, a bank's fee, or a payment
 * to a supplier (fuel, tyres, insurance, tolls, parts), so each lands on its own accounts.
 */
const typeCodeOf = (m: SeedMovement): string =>
  m.concept.startsWith('Cobranza') ? 'COBRANZA' : m.concept.startsWith('Comisión') ? 'COM-BANC' : 'PAGO-PROV';

/** That type when bookkeeping has seeded it active, with whether both its accounts take entries. */
const demoTypeOf = async (tx: DbOrTx, code: string) => {
  const [type] = await tx
    .select({
      id: accountingTransactionTypes.id,
      debit: accountingTransactionTypes.debitAccountId,
      credit: accountingTransactionTypes.creditAccountId,
    })
    .from(accountingTransactionTypes)
    .where(and(eq(accountingTransactionTypes.code, code), eq(accountingTransactionTypes.active, true)));
  if (!type) return null;
  const postable = await tx
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(
      and(
        inArray(accountingAccounts.id, [type.debit, type.credit]),
        eq(accountingAccounts.active, true),
        // 1041 is where the bank accounts' sub-accounts sit: the movement's account picks the leaf.
        or(
          eq(accountingAccounts.code, BANK_PARENT_CODE),
          sql`not exists (select 1 from ${accountingAccounts} c where c.parent_id = ${accountingAccounts.id})`,
        ),
      ),
    );
  return { ...type, postable: postable.length === 2 };
};

/**
 * The demo's treasury: three accounts of the first company (BCP soles, BBVA dollars, Interbank
 * payroll account), a month of movements in every state, and a pending movement for each advance,
 * viatic and closed settlement the demo approved before treasury listened. Processed movements post
 * their journal entry only when bookkeeping has seeded a type with postable accounts; otherwise they
 * stay without one (bookkeeping's demo can post them later).
 */
export const insertDemoTreasury = async (
  tx: DbOrTx,
  /** The operator makes the movements, the checker approves and processes them: never one person. */
  options: { companyId: number; treasuryUserId: number | null; checkerUserId: number | null },
): Promise<void> => {
  const today = limaToday();
  const opened = daysAgo(today, 45);
  const accountIds = await tx
    .insert(treasuryBankAccounts)
    .values(
      [
        {
          bank: '002',
          kind: 'checking' as const,
          currency: 'PEN' as const,
          number: '191-2487356-0-48',
          cci: cciOf('002191', '002487356048'),
          openingBalance: '185000.00',
          description: 'Cuenta corriente principal',
        },
        {
          bank: '011',
          kind: 'checking' as const,
          currency: 'USD' as const,
          number: '0011-0172-0100045236',
          cci: cciOf('011172', '000100045236'),
          openingBalance: '42500.00',
          description: 'Cobranzas en dólares',
        },
        {
          bank: '003',
          kind: 'savings' as const,
          currency: 'PEN' as const,
          number: '200-3004518927',
          cci: cciOf('003200', '003004518927'),
          openingBalance: '60000.00',
          description: 'Cuenta planilla',
        },
      ].map((a) => ({
        ...a,
        companyId: options.companyId,
        openingDate: opened,
        createdBy: options.treasuryUserId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: treasuryBankAccounts.id, currency: treasuryBankAccounts.currency });
  if (accountIds.length !== 3) return;
  // The rate table first: the dollar account's opening is valued at its opening day's rate (3.750,
  // the rate bookkeeping's opening entry used) when 1041 is split into the accounts' sub-accounts.
  await insertDemoExchangeRates(tx, today, opened);
  await ensureBankLedgerAccounts(tx);

  const demoClients = await tx
    .select({ id: clients.id, name: clients.legalName, document: clients.documentNumber })
    .from(clients)
    .where(eq(clients.isActive, true))
    .orderBy(asc(clients.id))
    .limit(3);
  const types = new Map<string, Awaited<ReturnType<typeof demoTypeOf>>>();
  for (const code of new Set(MOVEMENTS.map(typeCodeOf))) types.set(code, await demoTypeOf(tx, code));
  const user = options.treasuryUserId;
  const checker = options.checkerUserId;

  for (const m of MOVEMENTS) {
    const account = accountIds[m.account];
    const client = m.client === undefined ? undefined : demoClients[m.client];
    if (!account) continue;
    const date = daysAgo(today, m.daysAgo);
    const rate = account.currency === 'USD' ? normalRate(m.rate ?? '3.750') : PEN_RATE;
    const type = types.get(typeCodeOf(m));
    const number = await nextNumber(tx, date);
    const at = new Date(`${date}T15:00:00Z`);
    const past = m.state !== 'pending';
    const [row] = await tx
      .insert(treasuryTransactions)
      .values({
        ...number,
        companyId: options.companyId,
        bankAccountId: account.id,
        txDate: date,
        direction: m.direction,
        transactionTypeId: type?.id ?? null,
        counterpartyKind: client ? 'client' : 'other',
        clientId: client?.id ?? null,
        counterpartyName: client?.name ?? m.other?.name ?? 'Proveedor',
        counterpartyDocument: client?.document ?? m.other?.document ?? null,
        concept: m.concept,
        amount: m.amount,
        currency: account.currency,
        exchangeRate: rate,
        amountPen: amountInPen(m.amount, rate),
        referenceDocument: m.reference ?? null,
        state: m.state,
        createdBy: user,
        createdAt: at,
        approvedBy: past && m.state !== 'canceled' ? checker : null,
        approvedAt: past && m.state !== 'canceled' ? at : null,
        processedBy: m.state === 'processed' ? checker : null,
        processedAt: m.state === 'processed' ? at : null,
        processedOn: m.state === 'processed' ? date : null,
        operationNumber: m.state === 'processed' ? (m.operation ?? null) : null,
        canceledBy: m.state === 'canceled' ? user : null,
        canceledAt: m.state === 'canceled' ? at : null,
        cancelReason: m.cancelReason ?? null,
      })
      .returning({ id: treasuryTransactions.id, amountPen: treasuryTransactions.amountPen });
    if (row && m.state === 'processed' && type?.postable) {
      const journalEntryId = await postJournalEntry(tx, checker, {
        companyId: options.companyId,
        date,
        description: `${transactionCode(number.year, number.seq)} · ${m.concept}`,
        origin: 'treasury',
        sourceKind: 'treasury_transaction',
        sourceId: row.id,
        lines: await movementEntryLines(tx, {
          transactionTypeId: type.id,
          bankAccountId: account.id,
          amountPen: row.amountPen,
          reversal: false,
          currency: account.currency,
          counterpartyName: client?.name ?? m.other?.name ?? 'Proveedor',
          counterpartyDocument: client?.document ?? m.other?.document ?? null,
        }),
      });
      await tx
        .update(treasuryTransactions)
        .set({ journalEntryId })
        .where(eq(treasuryTransactions.id, row.id));
    }
  }

  const penChecking = accountIds[0];
  if (penChecking)
    await insertDemoTripBooks(tx, {
      companyId: options.companyId,
      bankAccountId: penChecking.id,
      userId: options.checkerUserId,
    });
  await arriveDemoPayables(tx, today);
};

/** The sources the demo approved while nobody listened: advances, viatics, closed settlements. */
const arriveDemoPayables = async (tx: DbOrTx, today: string) => {
  const advances = await tx
    .select({
      id: payrollAdvances.id,
      employeeId: payrollAdvances.employeeId,
      amount: payrollAdvances.amount,
      period: payrollAdvances.period,
    })
    .from(payrollAdvances)
    .where(eq(payrollAdvances.status, 'approved'))
    .orderBy(asc(payrollAdvances.id));
  for (const a of advances)
    await treasuryPayableArrived(tx, {
      source: { kind: 'payroll_advance', id: a.id },
      companyId: null,
      direction: 'expense',
      date: today,
      concept: `Adelanto de sueldo ${a.period.slice(0, 7)}`,
      payees: [{ employeeId: a.employeeId, amount: a.amount }],
    });

  const approvedViatics = await tx
    .select({
      id: viatics.id,
      employeeId: viatics.employeeId,
      total: viatics.total,
      advance: viatics.advance,
      startDate: viatics.startDate,
      endDate: viatics.endDate,
    })
    .from(viatics)
    .where(and(eq(viatics.status, 2), isNull(viatics.paidAt)))
    .orderBy(asc(viatics.id));
  for (const v of approvedViatics) {
    const due = moneyToCents(v.total) - moneyToCents(v.advance);
    if (due > 0n)
      await treasuryPayableArrived(tx, {
        source: { kind: 'viatic', id: v.id },
        companyId: null,
        direction: 'expense',
        date: today,
        concept: `Viáticos ${v.startDate} – ${v.endDate}`,
        payees: [{ employeeId: v.employeeId, amount: centsToMoney(due) }],
      });
  }

  // Trips not yet left: their advance (tolls + fuel + other) waits in treasury to be paid.
  const registered = await tx
    .select({
      id: travelOrders.id,
      code: travelOrders.code,
      driverId: travelOrders.driverId,
      expectedTolls: travelOrders.expectedTolls,
      fuelAllowance: travelOrders.fuelAllowance,
      otherAllowance: travelOrders.otherAllowance,
    })
    .from(travelOrders)
    .where(eq(travelOrders.state, 'registered'))
    .orderBy(asc(travelOrders.id));
  for (const trip of registered) {
    const amount = tripAdvanceAmount(trip);
    if (amount > 0n)
      await treasuryPayableArrived(tx, {
        source: { kind: 'travel_order', id: trip.id },
        companyId: null,
        direction: 'expense',
        date: today,
        concept: `Anticipo de viaje ${trip.code} (peajes, combustible)`,
        payees: [{ employeeId: trip.driverId, amount: centsToMoney(amount) }],
      });
  }

  const closed = await tx
    .select({
      id: settlements.id,
      balance: settlements.closedBalance,
      travelOrderId: settlements.travelOrderId,
    })
    .from(settlements)
    .where(
      and(eq(settlements.state, 'closed'), isNull(settlements.settledAt), ne(settlements.closedBalance, '0')),
    )
    .orderBy(asc(settlements.id));
  for (const s of closed) {
    const [driver] = await tx
      .select({ code: travelOrders.code, driverId: travelOrders.driverId })
      .from(travelOrders)
      .where(eq(travelOrders.id, s.travelOrderId));
    const owed = moneyToCents(s.balance ?? '0');
    if (!driver || owed === 0n) continue;
    await treasuryPayableArrived(tx, {
      source: { kind: 'settlement', id: s.id },
      companyId: null,
      direction: owed > 0n ? 'income' : 'expense',
      date: today,
      concept: `Liquidación documentaria ${driver.code}`,
      payees: [{ employeeId: driver.driverId, amount: centsToMoney(owed > 0n ? owed : -owed) }],
    });
  }
};
