import {
  msg,
  type TIncomeByFunction,
  type ZIncomeByFunctionQuery,
  type ZLedgerQuery,
  type ZTrialBalanceQuery,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { companyById } from '../references/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { incomeStatement, incomeSums } from './income-statement.ts';
import { ledgerOf } from './ledger.repository.ts';
import { trialBalanceOf } from './trial-balance.repository.ts';

export type LedgerQuery = z.infer<typeof ZLedgerQuery>;
export type TrialBalanceQuery = z.infer<typeof ZTrialBalanceQuery>;
export type IncomeStatementQuery = z.infer<typeof ZIncomeByFunctionQuery>;

/** Months before 1900 or after 9998 are typing slips, and PostgreSQL has no year 0. */
const yearSlips = (from: string, to: string) => {
  const fields: Record<string, string[]> = {};
  if (from < '1900-01' || from > '9998-12') fields.from = [msg('validation.period')];
  if (to < '1900-01' || to > '9998-12') fields.to = [msg('validation.period')];
  return fields;
};

const checkYears = (from: string, to: string) => {
  const fields = yearSlips(from, to);
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
};

const checkCompany = async (db: DbOrTx, companyId: number) => {
  if (!(await companyById(db, companyId)))
    throw badRequest('VALIDATION_ERROR', { companyId: [msg('validation.invalid')] });
};

/**
 * The ledger, the trial balance and the income statement with their checks, read alike by the
 * screens and by their exports (in the request or in a job).
 */
export const readLedger = async (db: DbOrTx, q: LedgerQuery) => {
  checkYears(q.from, q.to);
  await checkCompany(db, q.companyId);
  const [account] = await db
    .select({ id: accountingAccounts.id, code: accountingAccounts.code, name: accountingAccounts.name })
    .from(accountingAccounts)
    .where(eq(accountingAccounts.id, q.accountId));
  if (!account) throw notFound();
  const data = await ledgerOf(db, q);
  return { accountId: account.id, accountCode: account.code, accountName: account.name, ...data };
};

export const readTrialBalance = async (db: DbOrTx, q: TrialBalanceQuery) => {
  checkYears(q.from, q.to);
  await checkCompany(db, q.companyId);
  return trialBalanceOf(db, q);
};

export const readIncomeStatement = async (
  db: DbOrTx,
  q: IncomeStatementQuery,
): Promise<TIncomeByFunction> => {
  const fields = yearSlips(q.from, q.to);
  if (!(await companyById(db, q.companyId))) fields.companyId = [msg('validation.invalid')];
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
  return { from: q.from, to: q.to, rows: incomeStatement(await incomeSums(db, q)) };
};
