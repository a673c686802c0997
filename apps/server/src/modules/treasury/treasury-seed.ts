import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { postableAccountIds, postJournalEntry, transactionTypeByCode } from '../bookkeeping/index.ts';
import { firstActiveClients } from '../clients/index.ts';
import { ensureBankLedgerAccounts } from './bank-ledger.ts';
import { insertDemoExchangeRates } from './exchange-rate-seed.ts';
import { treasuryBankAccounts, treasuryTransactions } from './treasury.table.ts';
import { movementEntryLines } from './treasury-entry.ts';
import { amountInPen, nextNumber, normalRate, PEN_RATE, transactionCode } from './treasury-money.ts';
import { MOVEMENTS, type SeedMovement } from './treasury-seed-data.ts';
import { arriveDemoPayables } from './treasury-seed-payables.ts';
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

/**
 * The bookkeeping type a demo movement takes by what it is: a collection, a bank's fee, or a payment
 * to a supplier (fuel, tyres, insurance, tolls, parts), so each lands on its own accounts.
 */
const typeCodeOf = (m: SeedMovement): string =>
  m.concept.startsWith('Cobranza') ? 'COBRANZA' : m.concept.startsWith('Comisión') ? 'COM-BANC' : 'PAGO-PROV';

/** That type when bookkeeping has seeded it active, with whether both its accounts take entries. */
const demoTypeOf = async (tx: DbOrTx, code: string) => {
  const found = await transactionTypeByCode(tx, code);
  if (!found?.active) return null;
  const type = { id: found.id, debit: found.debitAccountId, credit: found.creditAccountId };
  const postable = await postableAccountIds(tx, [type.debit, type.credit]);
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

  const demoClients = (await firstActiveClients(tx, 3)).map((c) => ({
    id: c.id,
    name: c.legalName,
    document: c.documentNumber,
  }));
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
