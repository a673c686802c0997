import {
  msg,
  type TreasuryDirection,
  type TTransactionTypeBody,
  type TTransactionTypeListQuery,
  type TTransactionTypeUpdateBody,
} from '@zerg/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { postableExpr } from './accounting-account.repository.ts';
import { accountingAccounts, accountingTransactionTypes as t } from './accounting-account.table.ts';
import { BANK_PARENT_CODE } from './bank-ledger-account.ts';
import { SYSTEM_TRANSACTION_TYPES } from './pcge-sync.ts';
import {
  findTransactionType,
  listTransactionTypes,
  transactionTypeOptions,
} from './transaction-type.repository.ts';

const SYSTEM_CODES = new Set(SYSTEM_TRANSACTION_TYPES.map((s) => s.code));

/** Both accounts exist, are active and postable (leaves, or 1041 whose leaf the bank account picks), and differ. */
const checkAccounts = async (tx: Tx, body: TTransactionTypeBody) => {
  const fields: Record<string, string[]> = {};
  if (body.debitAccountId === body.creditAccountId) fields.creditAccountId = [msg('validation.sameAccount')];
  const usable = new Set(
    (
      await tx
        .select({ id: accountingAccounts.id })
        .from(accountingAccounts)
        .where(
          and(
            inArray(accountingAccounts.id, [body.debitAccountId, body.creditAccountId]),
            eq(accountingAccounts.active, true),
            // 1041 once the bank accounts are its sub-accounts: the movement's bank account picks the leaf.
            or(postableExpr, eq(accountingAccounts.code, BANK_PARENT_CODE)),
          ),
        )
    ).map((r) => r.id),
  );
  if (!usable.has(body.debitAccountId)) fields.debitAccountId = [msg('validation.notPostable')];
  if (!usable.has(body.creditAccountId)) fields.creditAccountId = [msg('validation.notPostable')];
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
};

const taken = () =>
  conflict('TRANSACTION_TYPE_ALREADY_REGISTERED', {
    code: [msg('errors.TRANSACTION_TYPE_ALREADY_REGISTERED')],
  });

export const createTransactionTypeService = ({ db }: Deps) => {
  const get = async (id: number) => {
    const row = await findTransactionType(db, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    list: (query: TTransactionTypeListQuery) =>
      listTransactionTypes(db, { ...query, page: query.page ?? 1, perPage: query.perPage ?? 10 }),

    get,

    options: (direction: TreasuryDirection | undefined) => transactionTypeOptions(db, direction),

    create: async (actor: Actor, body: TTransactionTypeBody) => {
      const id = await db.transaction(async (tx) => {
        const [existing] = await tx.select({ id: t.id }).from(t).where(eq(t.code, body.code));
        if (existing) throw taken();
        await checkAccounts(tx, body);
        const [created] = await tx
          .insert(t)
          .values({
            code: body.code,
            name: body.name,
            direction: body.direction,
            debitAccountId: body.debitAccountId,
            creditAccountId: body.creditAccountId,
          })
          .onConflictDoNothing()
          .returning({ id: t.id });
        if (!created) throw taken();
        await recordAudit(tx, actor, {
          action: 'transaction_type.create',
          entity: 'transaction_type',
          entityId: created.id,
          after: body,
        });
        return created.id;
      });
      return get(id);
    },

    /**
     * A system type (seeded, fixed code) may change its name and accounts but not its code or
     * direction; a type that movements arriving from a source take stays active.
     */
    update: async (actor: Actor, body: TTransactionTypeUpdateBody) => {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(t).where(eq(t.id, body.id)).for('update');
        if (!row) throw notFound();
        if (SYSTEM_CODES.has(row.code)) {
          const fields: Record<string, string[]> = {};
          if (body.code !== row.code) fields.code = [msg('validation.systemType')];
          if (body.direction !== row.direction) fields.direction = [msg('validation.systemType')];
          if (Object.keys(fields).length) throw conflict('INVALID_CHANGE', fields);
        }
        if (row.sourceKind && !body.active)
          throw conflict('INVALID_CHANGE', { active: [msg('validation.sourceTypeActive')] });
        if (body.code !== row.code) {
          const [existing] = await tx
            .select({ id: t.id })
            .from(t)
            .where(sql`${t.code} = ${body.code} and ${t.id} <> ${row.id}`);
          if (existing) throw taken();
        }
        await checkAccounts(tx, body);
        await tx
          .update(t)
          .set({
            code: body.code,
            name: body.name,
            direction: body.direction,
            debitAccountId: body.debitAccountId,
            creditAccountId: body.creditAccountId,
            active: body.active,
            updatedAt: new Date(),
          })
          .where(eq(t.id, row.id));
        await recordAudit(tx, actor, {
          action: 'transaction_type.update',
          entity: 'transaction_type',
          entityId: row.id,
          before: row,
          after: body,
        });
      });
      return get(body.id);
    },
  };
};

export type TransactionTypeService = ReturnType<typeof createTransactionTypeService>;
