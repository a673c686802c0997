import {
  msg,
  type TAccountingAccountBody,
  type TAccountingAccountListQuery,
  type TAccountingAccountUpdateBody,
} from '@zerg/shared';
import { eq, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { ledgerAccountHeld } from '../../platform/events/ledger-accounts.ts';
import { accountOptions, findAccount, listAccounts } from './accounting-account.repository.ts';
import { accountingAccounts as a, accountingTransactionTypes as types } from './accounting-account.table.ts';
import { BANK_PARENT_CODE } from './bank-ledger-account.ts';
import { journalLines } from './journal-entry.table.ts';
import { PAYROLL_ACCOUNT_CODES } from './payroll-entry.ts';

export const createAccountingAccountService = ({ db }: Deps) => {
  const get = async (id: number) => {
    const row = await findAccount(db, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    list: (query: TAccountingAccountListQuery) =>
      listAccounts(db, { ...query, page: query.page ?? 1, perPage: query.perPage ?? 10 }),

    get,

    options: (q: string | undefined, postable: boolean | undefined) => accountOptions(db, q, postable),

    /**
     * Below any account, PCGE or the company's own. The parent is locked so that the check "it has no
     * journal lines" holds until the child is written: once an account has children it is no longer
     * postable, and lines already posted to it would sit above every account the ledger of a child shows.
     */
    create: async (actor: Actor, body: TAccountingAccountBody) => {
      const id = await db.transaction(async (tx) => {
        const [parentRow] = await tx.select().from(a).where(eq(a.id, body.parentId)).for('update');
        if (!parentRow) throw badRequest('VALIDATION_ERROR', { parentId: [msg('validation.invalid')] });
        if (!body.code.startsWith(parentRow.code) || body.code.length <= parentRow.code.length)
          throw badRequest('VALIDATION_ERROR', { code: [msg('validation.accountCode')] });
        const [taken] = await tx.select({ id: a.id }).from(a).where(eq(a.code, body.code));
        if (taken)
          throw conflict('ACCOUNT_ALREADY_REGISTERED', { code: [msg('errors.ACCOUNT_ALREADY_REGISTERED')] });
        if (PAYROLL_ACCOUNT_CODES.has(parentRow.code))
          throw conflict('INVALID_CHANGE', { parentId: [msg('validation.accountUsedByPayroll')] });
        const [facts] = await tx
          .select({
            leaf: sql<boolean>`not exists (select 1 from ${a} c where c.parent_id = ${parentRow.id})`,
          })
          .from(a)
          .where(eq(a.id, parentRow.id));
        // A bank account's own sub-account is where treasury posts its movements: it stays a leaf.
        if (await ledgerAccountHeld(tx, parentRow.id))
          throw conflict('INVALID_CHANGE', { parentId: [msg('validation.accountUsedByBank')] });
        // Lines on an account that already has children were moved out when it got its first (1041).
        const [posted] = facts?.leaf
          ? await tx
              .select({ id: journalLines.id })
              .from(journalLines)
              .where(eq(journalLines.accountId, parentRow.id))
              .limit(1)
          : [];
        if (posted) throw conflict('INVALID_CHANGE', { parentId: [msg('validation.accountHasEntries')] });
        // The types name 1041 and the movement's bank account picks the leaf; any other typed account
        // must stay a leaf, or treasury would have no account to post to.
        const [typed] =
          parentRow.code === BANK_PARENT_CODE
            ? []
            : await tx
                .select({ id: types.id })
                .from(types)
                .where(or(eq(types.debitAccountId, parentRow.id), eq(types.creditAccountId, parentRow.id)))
                .limit(1);
        if (typed) throw conflict('INVALID_CHANGE', { parentId: [msg('validation.accountUsedByType')] });
        const [created] = await tx
          .insert(a)
          .values({
            code: body.code,
            name: body.name,
            parentId: parentRow.id,
            depth: body.code.length,
            system: false,
          })
          .onConflictDoNothing()
          .returning({ id: a.id });
        if (!created)
          throw conflict('ACCOUNT_ALREADY_REGISTERED', { code: [msg('errors.ACCOUNT_ALREADY_REGISTERED')] });
        await recordAudit(tx, actor, {
          action: 'accounting_account.create',
          entity: 'accounting_account',
          entityId: created.id,
          after: body,
        });
        return created.id;
      });
      return get(id);
    },

    /** A PCGE account keeps its name; any account stays active while a transaction type posts to it. */
    update: async (actor: Actor, body: TAccountingAccountUpdateBody) => {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(a).where(eq(a.id, body.id)).for('update');
        if (!row) throw notFound();
        if (row.system && row.name !== body.name)
          throw conflict('INVALID_CHANGE', { name: [msg('validation.systemAccountName')] });
        if (row.active && !body.active) {
          if (PAYROLL_ACCOUNT_CODES.has(row.code))
            throw conflict('STILL_IN_USE', { active: [msg('validation.accountUsedByPayroll')] });
          if (await ledgerAccountHeld(tx, row.id))
            throw conflict('STILL_IN_USE', { active: [msg('validation.accountUsedByBank')] });
          const [typed] = await tx
            .select({ id: types.id })
            .from(types)
            .where(sql`${types.debitAccountId} = ${row.id} or ${types.creditAccountId} = ${row.id}`)
            .limit(1);
          if (typed) throw conflict('STILL_IN_USE', { active: [msg('validation.accountUsedByType')] });
        }
        await tx
          .update(a)
          .set({ name: body.name, active: body.active, updatedAt: new Date() })
          .where(eq(a.id, row.id));
        await recordAudit(tx, actor, {
          action: 'accounting_account.update',
          entity: 'accounting_account',
          entityId: row.id,
          before: { name: row.name, active: row.active },
          after: { name: body.name, active: body.active },
        });
      });
      return get(body.id);
    },
  };
};

export type AccountingAccountService = ReturnType<typeof createAccountingAccountService>;
