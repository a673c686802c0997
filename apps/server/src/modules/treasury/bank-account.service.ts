import {
  msg,
  type TCompanyBankAccountBody,
  type TCompanyBankAccountListQuery,
  type TCompanyBankAccountStatusBody,
  type TCompanyBankAccountUpdateBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, type FieldErrors, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { renameBankLedgerAccount } from '../bookkeeping/index.ts';
import { bankNamesByCode, companyById } from '../references/index.ts';
import {
  bankAccountOptions,
  findBankAccount,
  findByBankAndNumber,
  listBankAccounts,
} from './bank-account.repository.ts';
import { bankAccountExport } from './bank-account-export.ts';
import { ensureBankLedgerAccounts, ledgerName } from './bank-ledger.ts';
import { treasuryBankAccounts as accounts, treasuryTransactions } from './treasury.table.ts';

const taken = () =>
  conflict('BANK_ACCOUNT_ALREADY_REGISTERED', { number: ['errors.BANK_ACCOUNT_ALREADY_REGISTERED'] });

/** Once a movement names the account, these make its history say something else: they stay. */
const LOCKED_FIELDS = ['companyId', 'currency', 'openingBalance', 'openingDate'] as const;

const checkReferences = async (db: DbOrTx, body: TCompanyBankAccountBody): Promise<void> => {
  const errors: FieldErrors = {};
  if (!(await companyById(db, body.companyId))) errors.companyId = [msg('validation.notFoundRef')];
  if (!(await bankNamesByCode(db, [body.bank])).has(body.bank)) errors.bank = [msg('validation.notFoundRef')];
  if (Object.keys(errors).length) throw badRequest('VALIDATION_ERROR', errors);
};

const hasMovements = async (db: DbOrTx, id: number) =>
  (
    await db
      .select({ id: treasuryTransactions.id })
      .from(treasuryTransactions)
      .where(eq(treasuryTransactions.bankAccountId, id))
      .limit(1)
  ).length > 0;

export const createBankAccountService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const getOne = async (id: number) => {
    const account = await findBankAccount(db, id);
    if (!account) throw notFound();
    return account;
  };

  const lockRow = async (tx: DbOrTx, id: number) => {
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  };

  return {
    list: (query: TCompanyBankAccountListQuery & { page: number; perPage: number }) =>
      listBankAccounts(db, query),

    export: bankAccountExport.answer.bind(null, deps),

    getOne,

    options: (companyId: number | undefined) => bankAccountOptions(db, companyId),

    create: async (actor: Actor, body: TCompanyBankAccountBody) => {
      await checkReferences(db, body);
      if (await findByBankAndNumber(db, body.bank, body.number)) throw taken();
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(accounts)
            .values({ ...body, createdBy: actor.user.id })
            .returning({ id: accounts.id });
          if (!row) throw new Error('bank account not stored');
          // Its own sub-account of 1041, where treasury posts its movements.
          await ensureBankLedgerAccounts(tx);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'treasury_bank_account',
            entityId: row.id,
            after: body,
          });
          return row.id;
        });
        return getOne(id);
      } catch (err) {
        if (isUniqueViolation(err, 'treasury_bank_accounts_number_idx')) throw taken();
        throw err;
      }
    },

    /**
     * Company, currency, opening balance and opening date cannot change once any movement names the
     * account: 409 INVALID_CHANGE naming the fields that tried to.
     */
    update: async (actor: Actor, body: TCompanyBankAccountUpdateBody) => {
      const { id, ...input } = body;
      await checkReferences(db, input);
      const other = await findByBankAndNumber(db, input.bank, input.number);
      if (other && other.id !== id) throw taken();
      try {
        await db.transaction(async (tx) => {
          const before = await lockRow(tx, id);
          if (await hasMovements(tx, id)) {
            const changed: FieldErrors = {};
            for (const field of LOCKED_FIELDS)
              if (String(before[field]) !== String(input[field]))
                changed[field] = [msg('validation.lockedByMovements')];
            if (Object.keys(changed).length) throw conflict('INVALID_CHANGE', changed);
          }
          await tx
            .update(accounts)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(accounts.id, id));
          if (before.ledgerAccountId) {
            const bankName = (await bankNamesByCode(tx, [input.bank])).get(input.bank);
            await renameBankLedgerAccount(
              tx,
              before.ledgerAccountId,
              ledgerName(bankName ?? input.bank, input.currency, input.number),
            );
          }
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'treasury_bank_account',
            entityId: id,
            before,
            after: input,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err, 'treasury_bank_accounts_number_idx')) throw taken();
        throw err;
      }
      return getOne(id);
    },

    changeStatus: async (actor: Actor, body: TCompanyBankAccountStatusBody) => {
      await db.transaction(async (tx) => {
        const before = await lockRow(tx, body.id);
        if (before.status === body.status) throw conflict('INVALID_CHANGE');
        await tx
          .update(accounts)
          .set({ status: body.status, updatedAt: new Date() })
          .where(eq(accounts.id, body.id));
        await recordAudit(tx, actor, {
          action: 'change_status',
          entity: 'treasury_bank_account',
          entityId: body.id,
          before: { status: before.status },
          after: { status: body.status },
        });
      });
      return getOne(body.id);
    },

    /** Only an account no movement names: its history would otherwise lose its account. */
    delete: async (actor: Actor, id: number) => {
      // The row lock keeps a movement from naming the account meanwhile (movements take it `for share`).
      await db.transaction(async (tx) => {
        const before = await lockRow(tx, id);
        if (await hasMovements(tx, id)) throw conflict('BANK_ACCOUNT_DELETE_FAILED');
        await tx.delete(accounts).where(eq(accounts.id, id));
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'treasury_bank_account',
          entityId: id,
          before,
        });
      });
      return { ok: true as const };
    },
  };
};

export type BankAccountService = ReturnType<typeof createBankAccountService>;
