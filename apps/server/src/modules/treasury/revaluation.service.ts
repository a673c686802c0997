import {
  centsToMoney,
  moneyToCents,
  msg,
  type TRevaluationItem,
  type TRevaluationListQuery,
  type TRevaluationRunBody,
  type TRevaluationRunResult,
} from '@zerg/shared';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { accountIdsByCode, postedLines as posted, postJournalEntry } from '../bookkeeping/index.ts';
import { companyById } from '../references/index.ts';
import { exchangeRateOn } from './exchange-rate.repository.ts';
import { listRevaluations, revaluationItems } from './revaluation.repository.ts';
import { lastDayOfPeriod, revaluationOf } from './revaluation.ts';
import { treasuryBankAccounts as accounts, treasuryRevaluations as revaluations } from './treasury.table.ts';

/** Gain and loss accounts (PCGE 2019): 776 Diferencia en cambio, 676 Diferencia de cambio. */
const GAIN = '776';
const LOSS = '676';

/** The account's dollars at the close: opening balance plus the movements processed by then. */
const balanceUsdAt = async (tx: DbOrTx, id: number, closing: string) => {
  const result = await tx.execute<{ balance: string }>(sql`
    select (case when a.opening_date <= ${closing}::date then a.opening_balance else 0 end
      + coalesce((select sum(case when t.direction = 'income' then t.amount else -t.amount end)
          from treasury_transactions t
         where t.bank_account_id = a.id and t.state = 'processed' and t.processed_on <= ${closing}::date), 0)
      )::numeric(16,2)::text as balance
      from treasury_bank_accounts a where a.id = ${id}`);
  return result.rows[0]?.balance ?? '0.00';
};

/** What the account's sub-account holds in soles for the company at the close (every entry up to it). */
const bookPenAt = async (tx: DbOrTx, companyId: number, ledgerAccountId: number, closing: string) => {
  const [row] = await tx
    .select({ net: sql<string>`coalesce(sum(${posted.debit} - ${posted.credit}), 0)::text` })
    .from(posted)
    .where(
      and(
        eq(posted.accountId, ledgerAccountId),
        eq(posted.companyId, companyId),
        lte(posted.entryDate, closing),
      ),
    );
  return row?.net ?? '0';
};

export const createRevaluationService = ({ db }: Deps) => ({
  list: (query: TRevaluationListQuery & { page: number; perPage: number }) => listRevaluations(db, query),

  /**
   * Revalues every USD account of the company at the period's closing purchase rate (the rate of its
   * last calendar day, as SUNAT lists it). Idempotent: the book value read includes the earlier
   * revaluations, so a second run finds nothing left; after new movements it posts only what remains.
   * No rate for that day → 409 EXCHANGE_RATE_MISSING naming the date, nothing written.
   */
  run: async (actor: Actor, body: TRevaluationRunBody): Promise<TRevaluationRunResult> => {
    const closing = lastDayOfPeriod(body.period);
    if (!(await companyById(db, body.companyId)))
      throw badRequest('VALIDATION_ERROR', { companyId: [msg('validation.invalid')] });
    const rate = await exchangeRateOn(db, closing);
    if (!rate)
      throw conflict(
        'EXCHANGE_RATE_MISSING',
        { period: [msg('validation.rateMissing', { date: closing })] },
        { date: closing },
      );
    let unchanged = 0;
    const ids = await db.transaction(async (tx) => {
      const usd = await tx
        .select({ id: accounts.id, ledgerAccountId: accounts.ledgerAccountId })
        .from(accounts)
        .where(and(eq(accounts.companyId, body.companyId), eq(accounts.currency, 'USD')))
        .orderBy(accounts.id)
        .for('update');
      const codes = await accountIdsByCode(tx, [GAIN, LOSS]);
      const written: number[] = [];
      for (const account of usd) {
        if (!account.ledgerAccountId) continue;
        const balanceUsd = await balanceUsdAt(tx, account.id, closing);
        const bookPen = await bookPenAt(tx, body.companyId, account.ledgerAccountId, closing);
        const { revaluedPen, difference, cents } = revaluationOf(balanceUsd, bookPen, rate.purchase);
        if (cents === 0n) {
          unchanged++;
          continue;
        }
        const [row] = await tx
          .insert(revaluations)
          .values({
            bankAccountId: account.id,
            period: body.period,
            closingDate: closing,
            rate: rate.purchase,
            balanceUsd,
            bookPen: centsToMoney(moneyToCents(bookPen)),
            revaluedPen,
            difference,
            createdBy: actor.user.id,
          })
          .returning({ id: revaluations.id });
        if (!row) throw new Error('revaluation not stored');
        const amount = centsToMoney(cents > 0n ? cents : -cents);
        const other = codes.get(cents > 0n ? GAIN : LOSS);
        if (!other) throw new Error('PCGE accounts 676/776 are missing: the chart is synced on start');
        const bank = { accountId: account.ledgerAccountId, currency: 'USD' };
        const entryId = await postJournalEntry(tx, actor.user.id, {
          companyId: body.companyId,
          date: closing,
          description: `Diferencia de cambio ${body.period}: US$ ${balanceUsd} a ${rate.purchase} (compra SBS)`,
          origin: 'revaluation',
          sourceKind: 'treasury_revaluation',
          sourceId: row.id,
          lines:
            cents > 0n
              ? [
                  { ...bank, debit: amount, credit: '0.00' },
                  { accountId: other, debit: '0.00', credit: amount, costCentre: null },
                ]
              : [
                  { accountId: other, debit: amount, credit: '0.00', costCentre: null },
                  { ...bank, debit: '0.00', credit: amount },
                ],
        });
        await tx.update(revaluations).set({ journalEntryId: entryId }).where(eq(revaluations.id, row.id));
        written.push(row.id);
      }
      await recordAudit(tx, actor, {
        action: 'revalue',
        entity: 'treasury_revaluation',
        entityId: null,
        after: { companyId: body.companyId, period: body.period, rate: rate.purchase, revaluations: written },
      });
      return written;
    });
    const posted: TRevaluationItem[] = ids.length
      ? await revaluationItems(db, inArray(revaluations.id, ids))
      : [];
    return { period: body.period, closingDate: closing, rate: rate.purchase, posted, unchanged };
  },
});

export type RevaluationService = ReturnType<typeof createRevaluationService>;
