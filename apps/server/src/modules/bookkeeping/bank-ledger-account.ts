import { msg } from '@zerg/shared';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { accountingAccounts as a } from './accounting-account.table.ts';

/**
 * PCGE 2019, 1041 "Cuentas corrientes operativas": every bank account of the company is a
 * sub-account of it (104101, 104102…), so the ledger shows each account's balance. The transaction
 * types name 1041; the movement's bank account decides the leaf (treasury).
 */
export const BANK_PARENT_CODE = '1041';

/** The account 1041, locked `for update` like any parent getting a child (see `postJournalEntry`). */
export const lockBankParent = async (tx: DbOrTx) => {
  const [row] = await tx.select().from(a).where(eq(a.code, BANK_PARENT_CODE)).for('update');
  if (!row) throw new Error(`PCGE account ${BANK_PARENT_CODE} is missing: the chart is synced on start`);
  return row;
};

/**
 * A new sub-account of 1041 named after the bank account: the next free two digits (104101…104199).
 * The company's own account (`system` false): the PCGE stops at 1041.
 */
export const createBankLedgerAccount = async (tx: DbOrTx, name: string): Promise<number> => {
  const parent = await lockBankParent(tx);
  const [last] = await tx
    .select({ code: sql<string | null>`max(${a.code})` })
    .from(a)
    .where(and(like(a.code, `${BANK_PARENT_CODE}__`), sql`${a.code} ~ '^[0-9]+$'`));
  const next = last?.code ? Number(last.code.slice(BANK_PARENT_CODE.length)) + 1 : 1;
  if (next > 99) throw conflict('INVALID_CHANGE', { bank: [msg('validation.bankLedgerFull')] });
  const code = `${BANK_PARENT_CODE}${String(next).padStart(2, '0')}`;
  const [created] = await tx
    .insert(a)
    .values({ code, name: name.slice(0, 120), parentId: parent.id, depth: code.length, system: false })
    .returning({ id: a.id });
  if (!created) throw new Error('bank ledger account not stored');
  return created.id;
};

/** The sub-account follows the bank account's bank, currency and number when they are edited. */
export const renameBankLedgerAccount = async (tx: DbOrTx, id: number, name: string): Promise<void> => {
  await tx
    .update(a)
    .set({ name: name.slice(0, 120), updatedAt: new Date() })
    .where(eq(a.id, id));
};

/** Id and code of an account, or null. */
export const accountCodeOf = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select({ id: a.id, code: a.code }).from(a).where(eq(a.id, id));
  return row ?? null;
};

/** Ids of PCGE codes (those the chart holds). */
export const accountIdsByCode = async (tx: DbOrTx, codes: readonly string[]) => {
  const rows = await tx
    .select({ id: a.id, code: a.code })
    .from(a)
    .where(inArray(a.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.id]));
};
