import {
  SECTION_IDS,
  translateMessage,
  ZIncomeByFunctionQuery,
  ZLedgerQuery,
  ZTrialBalanceQuery,
} from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import {
  type IncomeStatementQuery,
  type LedgerQuery,
  readIncomeStatement,
  readLedger,
  readTrialBalance,
  type TrialBalanceQuery,
} from './book-reports.ts';

const columnsIn = (lang: Parameters<typeof translateMessage>[0]) => (key: string) =>
  translateMessage(lang, `bookkeeping.columns.${key}`);

const money = (v: string) => Number(v);

/**
 * The ledger's Excel export: the balance before the period, then one row per line of the account
 * and its sub-accounts. A busy account over a year runs to thousands of lines, which a job builds.
 */
export const ledgerExport = defineListExport({
  name: 'ledger',
  section: SECTION_IDS.BOOKKEEPING_TRANSACTIONS,
  query: ZLedgerQuery,
  scope: NO_SCOPE,
  rows: async (db, query: LedgerQuery, page) => {
    const data = await readLedger(db, { ...query, ...page });
    const opening = {
      accountCode: data.accountCode,
      number: '',
      date: '',
      description: null as string | null,
      debit: '',
      credit: '',
      balance: data.opening,
    };
    const lines = data.movements.map((m) => ({ ...m, accountCode: data.accountCode }));
    return { total: data.total, data: [opening, ...lines] };
  },
  sheet: (lang, _query, rows) => {
    const t = columnsIn(lang);
    return {
      title: `${t('ledgerSheet')} ${rows[0]?.accountCode ?? ''}`,
      columns: [
        { header: t('number'), width: 14, value: (r) => r.number },
        { header: t('date'), width: 12, value: (r) => r.date },
        { header: t('description'), width: 44, value: (r) => r.description ?? t('opening') },
        { header: t('debit'), width: 14, value: (r) => (r.debit === '' ? null : money(r.debit)) },
        { header: t('credit'), width: 14, value: (r) => (r.credit === '' ? null : money(r.credit)) },
        { header: t('balance'), width: 14, value: (r) => money(r.balance) },
      ],
    };
  },
});

/**
 * The trial balance's export: one row per account with movements, then the totals. Bounded by the
 * chart of accounts, so it is built in the request; the declaration keeps it on the one mechanism.
 */
export const trialBalanceExport = defineListExport({
  name: 'trial-balance',
  section: SECTION_IDS.BOOKKEEPING_TRANSACTIONS,
  query: ZTrialBalanceQuery,
  scope: NO_SCOPE,
  rows: async (db, query: TrialBalanceQuery) => {
    const data = await readTrialBalance(db, query);
    const totals = { accountId: 0, code: null as string | null, name: '', ...data.totals };
    return { total: data.rows.length, data: [...data.rows, totals] };
  },
  sheet: (lang) => {
    const t = columnsIn(lang);
    return {
      title: t('trialSheet'),
      columns: [
        { header: t('account'), width: 10, value: (r) => r.code ?? t('total') },
        { header: t('accountName'), width: 40, value: (r) => r.name },
        { header: t('openingDebit'), width: 16, value: (r) => money(r.openingDebit) },
        { header: t('openingCredit'), width: 16, value: (r) => money(r.openingCredit) },
        { header: t('debit'), width: 14, value: (r) => money(r.debit) },
        { header: t('credit'), width: 14, value: (r) => money(r.credit) },
        { header: t('closingDebit'), width: 16, value: (r) => money(r.closingDebit) },
        { header: t('closingCredit'), width: 16, value: (r) => money(r.closingCredit) },
      ],
    };
  },
});

/** The income statement by function: a fixed set of lines, built in the request by its nature. */
export const incomeStatementExport = defineListExport({
  name: 'income-statement',
  section: SECTION_IDS.BOOKKEEPING_TRANSACTIONS,
  query: ZIncomeByFunctionQuery,
  scope: NO_SCOPE,
  rows: async (db, query: IncomeStatementQuery) => {
    const { rows } = await readIncomeStatement(db, query);
    return { total: rows.length, data: rows };
  },
  sheet: (lang, query) => {
    const t = (key: string) => translateMessage(lang, `bookkeeping.incomeStatement.${key}`);
    return {
      title: `${t('title')} ${query.from} – ${query.to}`,
      columns: [
        { header: t('line'), width: 40, value: (r) => t(r.line) },
        { header: t('amount'), width: 18, value: (r) => Number(r.amount) },
      ],
    };
  },
});
