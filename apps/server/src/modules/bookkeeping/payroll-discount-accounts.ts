import type { PayslipLine } from '@zerg/payroll-pe';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { discountTypesOfQuotas } from '../payroll-items/index.ts';
import { accountingAccounts, accountingDiscountAccounts } from './accounting-account.table.ts';

/**
 * The account each `discount` line of the slips is credited to, by the type of the discount its
 * quota belongs to (`reference` `quota:<id>`): a loan 1411, damage 1419, a judicial retention 4699…
 * (`accounting_discount_accounts`). A line without a known quota keeps the payroll table's 1419.
 */
export const discountAccountsOf = async (
  tx: DbOrTx,
  slips: readonly { lines: readonly PayslipLine[] }[],
): Promise<Map<string, string>> => {
  const quotaIds = new Set<number>();
  for (const slip of slips)
    for (const line of slip.lines) {
      const [kind, id] = (line.reference ?? '').split(':');
      if (line.concept === 'discount' && kind === 'quota' && Number(id) > 0) quotaIds.add(Number(id));
    }
  if (quotaIds.size === 0) return new Map();
  const types = await discountTypesOfQuotas(tx, [...quotaIds]);
  if (types.size === 0) return new Map();
  const accounts = new Map(
    (
      await tx
        .select({ type: accountingDiscountAccounts.discountType, code: accountingAccounts.code })
        .from(accountingDiscountAccounts)
        .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingDiscountAccounts.accountId))
        .where(inArray(accountingDiscountAccounts.discountType, [...new Set(types.values())]))
    ).map((r) => [r.type, r.code]),
  );
  return new Map(
    [...types].flatMap(([quotaId, type]) => {
      const code = accounts.get(type);
      return code === undefined ? [] : [[`quota:${quotaId}`, code] as const];
    }),
  );
};

/** The account a discount type is owed on, by code (null: not set up). */
export const discountTypeAccount = async (tx: DbOrTx, type: string) => {
  const [row] = await tx
    .select({ id: accountingAccounts.id, code: accountingAccounts.code })
    .from(accountingDiscountAccounts)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingDiscountAccounts.accountId))
    .where(eq(accountingDiscountAccounts.discountType, type as 'loan'));
  return row ?? null;
};
