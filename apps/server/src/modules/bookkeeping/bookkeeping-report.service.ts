import {
  type Language,
  msg,
  type TBooksCompany,
  translateMessage,
  type ZLedgerQuery,
  type ZTrialBalanceQuery,
} from '@zerg/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { companyById, listCompanies } from '../references/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { journalEntries } from './journal-entry.table.ts';
import { ledgerOf } from './ledger.repository.ts';
import { trialBalanceOf } from './trial-balance.repository.ts';

type LedgerQuery = z.infer<typeof ZLedgerQuery>;
type TrialBalanceQuery = z.infer<typeof ZTrialBalanceQuery>;

/** Months before 1900 or after 9998 are typing slips, and PostgreSQL has no year 0. */
const checkYears = (from: string, to: string) => {
  const fields: Record<string, string[]> = {};
  if (from < '1900-01' || from > '9998-12') fields.from = [msg('validation.period')];
  if (to < '1900-01' || to > '9998-12') fields.to = [msg('validation.period')];
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
};

export const createBookkeepingReportService = ({ db }: Deps) => {
  const checkCompany = async (companyId: number) => {
    if (!(await companyById(db, companyId)))
      throw badRequest('VALIDATION_ERROR', { companyId: [msg('validation.invalid')] });
  };

  const ledger = async (q: LedgerQuery) => {
    checkYears(q.from, q.to);
    await checkCompany(q.companyId);
    const [account] = await db
      .select({ id: accountingAccounts.id, code: accountingAccounts.code, name: accountingAccounts.name })
      .from(accountingAccounts)
      .where(eq(accountingAccounts.id, q.accountId));
    if (!account) throw notFound();
    const data = await ledgerOf(db, q);
    return { accountId: account.id, accountCode: account.code, accountName: account.name, ...data };
  };

  const trialBalance = async (q: TrialBalanceQuery) => {
    checkYears(q.from, q.to);
    await checkCompany(q.companyId);
    return trialBalanceOf(db, q);
  };

  /**
   * The company the ledger and the trial balance open on: the user's employer when it keeps books
   * here, else the active company with the most entries, else the first active one. Opening on an
   * empty company (the first by id) showed a blank report with nothing saying why.
   */
  const booksCompany = async (actor: Actor): Promise<TBooksCompany> => {
    // The active companies, by id: a few rows, matched here against the books' counts in order.
    const active = (await listCompanies(db)).filter((c) => c.isActive);
    const named = (rows: { companyId: number }[]) => {
      for (const row of rows) {
        const company = active.find((c) => c.id === row.companyId);
        if (company) return { companyId: company.id, companyName: company.name };
      }
      return undefined;
    };
    const entries = db
      .select({ companyId: journalEntries.companyId, n: sql<number>`count(*)::int`.as('n') })
      .from(journalEntries)
      .groupBy(journalEntries.companyId)
      .as('entries');
    const employeeId = actor.user.employeeId;
    const employer =
      employeeId === null ? null : ((await findEmployeeFacts(db, employeeId))?.companyId ?? null);
    if (employer !== null) {
      const own = named(
        await db
          .select({ companyId: entries.companyId })
          .from(entries)
          .where(eq(entries.companyId, employer)),
      );
      if (own) return { ...own, reason: 'own' };
    }
    const busiest = named(
      await db
        .select({ companyId: entries.companyId })
        .from(entries)
        .orderBy(desc(entries.n), asc(entries.companyId)),
    );
    if (busiest) return { ...busiest, reason: 'entries' };
    const [first] = active;
    return { companyId: first?.id ?? null, companyName: first?.name ?? null, reason: 'first' };
  };

  return {
    ledger,
    trialBalance,
    booksCompany,

    exportLedger: async (query: LedgerQuery, lang: Language) => {
      const data = await ledger({ ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = (key: string) => translateMessage(lang, `bookkeeping.columns.${key}`);
      const rows = [
        { number: '', date: '', description: t('opening'), debit: '', credit: '', balance: data.opening },
        ...data.movements,
      ];
      return toXlsx(
        `${t('ledgerSheet')} ${data.accountCode}`,
        [
          { header: t('number'), width: 14, value: (r) => r.number },
          { header: t('date'), width: 12, value: (r) => r.date },
          { header: t('description'), width: 44, value: (r) => r.description },
          { header: t('debit'), width: 14, value: (r) => (r.debit === '' ? null : Number(r.debit)) },
          { header: t('credit'), width: 14, value: (r) => (r.credit === '' ? null : Number(r.credit)) },
          { header: t('balance'), width: 14, value: (r) => Number(r.balance) },
        ],
        rows,
      );
    },

    exportTrialBalance: async (query: TrialBalanceQuery, lang: Language) => {
      const data = await trialBalance(query);
      const t = (key: string) => translateMessage(lang, `bookkeeping.columns.${key}`);
      const rows = [...data.rows, { accountId: 0, code: t('total'), name: '', ...data.totals }];
      const money = (v: string) => Number(v);
      return toXlsx(
        t('trialSheet'),
        [
          { header: t('account'), width: 10, value: (r) => r.code },
          { header: t('accountName'), width: 40, value: (r) => r.name },
          { header: t('openingDebit'), width: 16, value: (r) => money(r.openingDebit) },
          { header: t('openingCredit'), width: 16, value: (r) => money(r.openingCredit) },
          { header: t('debit'), width: 14, value: (r) => money(r.debit) },
          { header: t('credit'), width: 14, value: (r) => money(r.credit) },
          { header: t('closingDebit'), width: 16, value: (r) => money(r.closingDebit) },
          { header: t('closingCredit'), width: 16, value: (r) => money(r.closingCredit) },
        ],
        rows,
      );
    },
  };
};

export type BookkeepingReportService = ReturnType<typeof createBookkeepingReportService>;
