import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountingAccounts, accountingTransactionTypes } from './accounting-account.table.ts';
import { journalEntries, journalLines } from './journal-entry.table.ts';
import { type JournalLineInput, postJournalEntry } from './journal-posting.ts';
import { PCGE_2010_MOVES, type PcgeMove } from './pcge-2010-moves.ts';

type Account = { id: number; code: string; name: string; system: boolean };
type Due = { move: PcgeMove; from: Account; to: Account };

/** What a 2010 account is called once the plan no longer has it. */
export const retiredName = (name2010: string) => `${name2010} (PCGE 2010)`;

/**
 * Moves the balances of the 2010 accounts in `PCGE_2010_MOVES` still found with their 2010 name:
 * per company one entry (origin `reclassification`, dated `date`) with, per account, the line that
 * empties it and the line that carries the amount to its 2019 account. History is not rewritten: the
 * entries posted before stay on the accounts they were posted to. The transaction types that post to a
 * moved account post to the new one; a removed account is deactivated and renamed `… (PCGE 2010)`.
 * Runs after the 2019 accounts are inserted and before the stored names follow the chart.
 */
export const reclassify2010Balances = async (tx: Tx, date: string): Promise<number> => {
  const codes = PCGE_2010_MOVES.flatMap((m) => [m.from, m.to]);
  const byCode = new Map(
    (
      await tx
        .select({
          id: accountingAccounts.id,
          code: accountingAccounts.code,
          name: accountingAccounts.name,
          system: accountingAccounts.system,
        })
        .from(accountingAccounts)
        .where(inArray(accountingAccounts.code, codes))
    ).map((r) => [r.code, r]),
  );
  const due = PCGE_2010_MOVES.flatMap((move): Due[] => {
    const from = byCode.get(move.from);
    const to = byCode.get(move.to);
    return from?.system && from.name === move.name2010 && to ? [{ move, from, to }] : [];
  });
  if (!due.length) return 0;

  const fromIds = due.map((d) => d.from.id);
  const balances = await tx
    .select({
      companyId: journalEntries.companyId,
      accountId: journalLines.accountId,
      debit: sql<string>`sum(${journalLines.debit})::text`,
      credit: sql<string>`sum(${journalLines.credit})::text`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(inArray(journalLines.accountId, fromIds))
    .groupBy(journalEntries.companyId, journalLines.accountId)
    .orderBy(journalEntries.companyId, journalLines.accountId);

  const perCompany = new Map<number, JournalLineInput[]>();
  for (const b of balances) {
    const cents = moneyToCents(b.debit) - moneyToCents(b.credit);
    const d = due.find((x) => x.from.id === b.accountId);
    if (cents === 0n || !d) continue;
    const amount = centsToMoney(cents > 0n ? cents : -cents);
    const description = `${d.from.code} ${d.move.name2010} (PCGE 2010) → ${d.to.code} ${d.to.name}`.slice(
      0,
      200,
    );
    const side = (accountId: number, debit: boolean): JournalLineInput => ({
      accountId,
      debit: debit ? amount : '0.00',
      credit: debit ? '0.00' : amount,
      description,
    });
    // A debit balance is credited off the old account and debited to the new one; a credit balance
    // the other way. The debit line comes first, as the journal book reads.
    const lines = perCompany.get(b.companyId) ?? [];
    if (cents > 0n) lines.push(side(d.to.id, true), side(d.from.id, false));
    else lines.push(side(d.from.id, true), side(d.to.id, false));
    perCompany.set(b.companyId, lines);
  }
  const parentsAllowed = new Set(fromIds);
  for (const [companyId, lines] of perCompany)
    await postJournalEntry(
      tx,
      null,
      {
        companyId,
        date,
        description: 'Reclasificación de saldos al PCGE 2019 (Resolución 002-2019-EF/30)',
        origin: 'reclassification',
        lines,
      },
      { parentsAllowed },
    );

  for (const { move, from, to } of due) {
    const t = accountingTransactionTypes;
    await tx
      .update(t)
      .set({ debitAccountId: to.id, updatedAt: new Date() })
      .where(and(eq(t.debitAccountId, from.id), ne(t.creditAccountId, to.id)));
    await tx
      .update(t)
      .set({ creditAccountId: to.id, updatedAt: new Date() })
      .where(and(eq(t.creditAccountId, from.id), ne(t.debitAccountId, to.id)));
    if (move.kind === 'removed')
      await tx
        .update(accountingAccounts)
        .set({ active: false, name: retiredName(move.name2010), updatedAt: new Date() })
        .where(eq(accountingAccounts.id, from.id));
  }
  return perCompany.size;
};
