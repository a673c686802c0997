import { centsToMoney, type JournalEntryKind, type JournalOrigin, moneyToCents, msg } from '@zerg/shared';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { journalEntries, journalLines } from './journal-entry.table.ts';
import { assertMonthOpen, lockBooks } from './period-lock.ts';

export type JournalLineInput = {
  accountId: number;
  /** Decimal strings with two decimals; exactly one of the two is above zero. */
  debit: string;
  credit: string;
  description?: string | null;
  /** SUNAT table 2 (`6` RUC, `1` DNI, `4` carné de extranjería…) and the number. */
  partyDocType?: string | null;
  partyDocNumber?: string | null;
  partyName?: string | null;
  /** SUNAT table 10 (`01` factura, `03` boleta, `12` ticket…), series, number and date. */
  docType?: string | null;
  docSeries?: string | null;
  docNumber?: string | null;
  docDate?: string | null;
  /** `PEN` unless the source document is in another currency. */
  currency?: string | null;
  costCentre?: string | null;
};

export type JournalEntryInput = {
  companyId: number;
  /** `YYYY-MM-DD` */
  date: string;
  description: string;
  origin: JournalOrigin;
  /** `ordinary` unless given. */
  kind?: JournalEntryKind;
  sourceKind?: string | null;
  sourceId?: number | null;
  reversesId?: number | null;
  lines: readonly JournalLineInput[];
};

/**
 * The one way an entry is written (manual entries, treasury, payroll, reversals): it refuses an
 * entry whose debits and credits differ, a line with both or neither side, and an account that is
 * inactive or has accounts below it, naming the line, and an entry dated in a closed month (409
 * PERIOD_CLOSED on `date`, checked under the books' lock, which also keeps the numbers gapless).
 * The year close's own closing entries (origin and kind `closing`, dated 31 December) are the one
 * exception: the close locks December itself. Runs inside the caller's transaction; the caller
 * records the audit entry.
 */
export const postJournalEntry = async (
  tx: DbOrTx,
  actorId: number | null,
  entry: JournalEntryInput,
  /**
   * Accounts that may take a line although accounts now sit below them: only a reclassification
   * emptying such an account — the chart sync moving a 2010 account the 2019 plan divided, and 1041
   * once each bank account has its own sub-account.
   */
  options: { parentsAllowed?: ReadonlySet<number> } = {},
): Promise<number> => {
  let debits = 0n;
  let credits = 0n;
  const fields: Record<string, string[]> = {};
  entry.lines.forEach((line, i) => {
    const d = moneyToCents(line.debit);
    const c = moneyToCents(line.credit);
    if (d < 0n || c < 0n || (d === 0n) === (c === 0n))
      fields[`lines.${i}.debit`] = [msg('validation.oneSide')];
    debits += d;
    credits += c;
  });
  if (entry.lines.length < 2) fields.lines = [msg('validation.entryLines')];
  else if (debits !== credits) fields.lines = [msg('validation.unbalanced')];
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);

  const ids = [...new Set(entry.lines.map((l) => l.accountId))];
  // Shared locks first, checked in the next statement: an account getting its first child right now
  // (the chart locks the parent `for update`) is either seen with that child or waits for this entry.
  await tx
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(inArray(accountingAccounts.id, ids))
    .orderBy(accountingAccounts.id)
    .for('share');
  const usable = await tx
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(
      and(
        inArray(accountingAccounts.id, ids),
        eq(accountingAccounts.active, true),
        sql`not exists (select 1 from ${accountingAccounts} c where c.parent_id = ${accountingAccounts.id})`,
      ),
    );
  const ok = new Set(usable.map((r) => r.id));
  if (options.parentsAllowed?.size) {
    const parents = await tx
      .select({ id: accountingAccounts.id })
      .from(accountingAccounts)
      .where(
        and(
          inArray(
            accountingAccounts.id,
            [...options.parentsAllowed].filter((id) => ids.includes(id)),
          ),
          eq(accountingAccounts.active, true),
        ),
      );
    for (const p of parents) ok.add(p.id);
  }
  entry.lines.forEach((line, i) => {
    if (!ok.has(line.accountId)) fields[`lines.${i}.accountId`] = [msg('validation.notPostable')];
  });
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);

  const year = Number(entry.date.slice(0, 4));
  await lockBooks(tx, entry.companyId);
  if (!(entry.origin === 'closing' && entry.kind === 'closing'))
    await assertMonthOpen(tx, entry.companyId, entry.date);
  const [last] = await tx
    .select({ seq: max(journalEntries.seq) })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, entry.companyId), eq(journalEntries.year, year)));
  const [created] = await tx
    .insert(journalEntries)
    .values({
      companyId: entry.companyId,
      year,
      seq: (last?.seq ?? 0) + 1,
      entryDate: entry.date,
      description: entry.description,
      origin: entry.origin,
      kind: entry.kind ?? 'ordinary',
      sourceKind: entry.sourceKind ?? null,
      sourceId: entry.sourceId ?? null,
      reversesId: entry.reversesId ?? null,
      total: centsToMoney(debits),
      createdBy: actorId,
    })
    .returning({ id: journalEntries.id });
  if (!created) throw new Error('journal entry not stored');
  await tx.insert(journalLines).values(
    entry.lines.map((line, i) => ({
      entryId: created.id,
      lineNo: i + 1,
      accountId: line.accountId,
      debit: line.debit,
      credit: line.credit,
      description: line.description ?? null,
      partyDocType: line.partyDocType ?? null,
      partyDocNumber: line.partyDocNumber ?? null,
      partyName: line.partyName ?? null,
      docType: line.docType ?? null,
      docSeries: line.docSeries ?? null,
      docNumber: line.docNumber ?? null,
      docDate: line.docDate ?? null,
      currency: line.currency ?? 'PEN',
      costCentre: line.costCentre ?? null,
    })),
  );
  return created.id;
};

/** `2026-000123` */
export const entryNumber = (year: number, seq: number): string => `${year}-${String(seq).padStart(6, '0')}`;
