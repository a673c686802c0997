import { msg, type TDiscountAccountBody, type TDiscountAccountList } from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { accountingAccounts, accountingDiscountAccounts as da } from './accounting-account.table.ts';

/**
 * The account each payroll discount type is owed on (tab Discount accounts of the chart, section
 * 36): the payroll entry credits it with what a run takes, and an approved damage or shortage
 * debits it. Any active account without sub-accounts (400 `accountId` otherwise).
 */
export const createDiscountAccountService = ({ db }: Deps) => {
  const list = async (): Promise<TDiscountAccountList> => ({
    data: await db
      .select({
        discountType: da.discountType,
        accountId: da.accountId,
        accountCode: accountingAccounts.code,
        accountName: accountingAccounts.name,
      })
      .from(da)
      .innerJoin(accountingAccounts, eq(accountingAccounts.id, da.accountId))
      .orderBy(da.discountType),
  });

  return {
    list,
    update: async (actor: Actor, body: TDiscountAccountBody): Promise<TDiscountAccountList> => {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(da)
          .where(eq(da.discountType, body.discountType))
          .for('update');
        if (!before) throw notFound();
        const [account] = await tx
          .select({ id: accountingAccounts.id })
          .from(accountingAccounts)
          .where(
            and(
              eq(accountingAccounts.id, body.accountId),
              eq(accountingAccounts.active, true),
              sql`not exists (select 1 from ${accountingAccounts} c where c.parent_id = ${accountingAccounts.id})`,
            ),
          );
        if (!account) throw badRequest('VALIDATION_ERROR', { accountId: [msg('validation.notPostable')] });
        await tx
          .update(da)
          .set({ accountId: body.accountId, updatedAt: new Date() })
          .where(eq(da.discountType, body.discountType));
        await recordAudit(tx, actor, {
          action: 'discount_account.update',
          entity: 'discount_account',
          entityId: null,
          before: { discountType: before.discountType, accountId: before.accountId },
          after: body,
        });
      });
      return list();
    },
  };
};

export type DiscountAccountService = ReturnType<typeof createDiscountAccountService>;
