import type { TreasuryDirection, TreasurySourceKind } from '@zerg/shared';
import { and, eq } from 'drizzle-orm';
import { accountingAccounts, accountingTransactionTypes } from '../../src/modules/bookkeeping/index.ts';
import type { TestContext } from './test-app.ts';

/*
 * The accounts and transaction types the treasury tests post to, written straight into the test
 * database. Codes are 8 digits, the prefix then a 9 and a counter: they never meet the seeded chart
 * (the PCGE's divisionary accounts stop at fewer digits under their own parents) and a test bank
 * account is never under 1041, whose movements treasury moves to each bank account's sub-account.
 * A source's type is the one bookkeeping seeded when there is one, else a new one.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
const code8 = (prefix: string) => `${prefix}9${String(next()).padStart(7 - prefix.length, '0')}`;

export const insertTestAccount = async (ctx: TestContext, prefix: string, name: string) => {
  const code = code8(prefix);
  const [row] = await ctx.database.db
    .insert(accountingAccounts)
    .values({ code, name, parentId: null, depth: code.length })
    .returning({ id: accountingAccounts.id });
  if (!row) throw new Error('test account not inserted');
  return row.id;
};

export const insertTestType = async (
  ctx: TestContext,
  options: {
    direction: TreasuryDirection;
    debitAccountId: number;
    creditAccountId: number;
    sourceKind?: TreasurySourceKind;
    active?: boolean;
  },
) => {
  const [row] = await ctx.database.db
    .insert(accountingTransactionTypes)
    .values({
      code: `T${String(next()).padStart(9, '0')}`,
      name: `Prueba ${options.direction}`,
      direction: options.direction,
      debitAccountId: options.debitAccountId,
      creditAccountId: options.creditAccountId,
      sourceKind: options.sourceKind ?? null,
      active: options.active ?? true,
    })
    .returning({ id: accountingTransactionTypes.id });
  if (!row) throw new Error('test type not inserted');
  return row.id;
};

export type TreasuryFixture = {
  bankAccount: number;
  incomeAccount: number;
  expenseAccount: number;
  incomeType: number;
  expenseType: number;
  inactiveType: number;
  sourceType: (kind: TreasurySourceKind, direction: TreasuryDirection) => Promise<number>;
};

export const treasuryFixture = async (ctx: TestContext): Promise<TreasuryFixture> => {
  const bankAccount = await insertTestAccount(ctx, '104', 'Banco de prueba');
  const incomeAccount = await insertTestAccount(ctx, '121', 'Clientes de prueba');
  const expenseAccount = await insertTestAccount(ctx, '421', 'Proveedores de prueba');
  const incomeType = await insertTestType(ctx, {
    direction: 'income',
    debitAccountId: bankAccount,
    creditAccountId: incomeAccount,
  });
  const expenseType = await insertTestType(ctx, {
    direction: 'expense',
    debitAccountId: expenseAccount,
    creditAccountId: bankAccount,
  });
  const inactiveType = await insertTestType(ctx, {
    direction: 'expense',
    debitAccountId: expenseAccount,
    creditAccountId: bankAccount,
    active: false,
  });
  const sourceType = async (kind: TreasurySourceKind, direction: TreasuryDirection) => {
    const [seeded] = await ctx.database.db
      .select({ id: accountingTransactionTypes.id })
      .from(accountingTransactionTypes)
      .where(
        and(
          eq(accountingTransactionTypes.sourceKind, kind),
          eq(accountingTransactionTypes.direction, direction),
        ),
      );
    if (seeded) return seeded.id;
    return insertTestType(ctx, {
      direction,
      debitAccountId: direction === 'expense' ? expenseAccount : bankAccount,
      creditAccountId: direction === 'expense' ? bankAccount : incomeAccount,
      sourceKind: kind,
    });
  };
  return { bankAccount, incomeAccount, expenseAccount, incomeType, expenseType, inactiveType, sourceType };
};
