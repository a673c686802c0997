import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankNameOf } from '../references/index.ts';
import { employeeBankAccounts } from './employee-bank-account.table.ts';

/*
 * The employees' active bank accounts, as the documents and bank files that pay them read them: where
 * the pay goes, where the CTS is deposited, whether a worker is paid by deposit at all.
 */

export type ActiveBankAccount = {
  employeeId: number;
  accountType: string;
  bank: string;
  bankName: string;
  accountNumber: string;
  cci: string;
  currency: 'PEN' | 'USD';
};

/** The active accounts of these employees, oldest first (the order the payers choose by). */
export const activeBankAccountsOf = async (
  db: DbOrTx,
  employeeIds: readonly number[],
): Promise<ActiveBankAccount[]> => {
  const wanted = [...new Set(employeeIds)];
  if (!wanted.length) return [];
  return db
    .select({
      employeeId: employeeBankAccounts.employeeId,
      accountType: employeeBankAccounts.accountType,
      bank: employeeBankAccounts.bank,
      bankName: bankNameOf(employeeBankAccounts.bank),
      accountNumber: employeeBankAccounts.accountNumber,
      cci: employeeBankAccounts.cci,
      currency: employeeBankAccounts.currency,
    })
    .from(employeeBankAccounts)
    .where(and(inArray(employeeBankAccounts.employeeId, wanted), eq(employeeBankAccounts.isActive, true)))
    .orderBy(asc(employeeBankAccounts.id));
};
