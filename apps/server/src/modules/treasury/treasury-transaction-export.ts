import {
  SECTION_IDS,
  type TTreasuryTransactionListQuery,
  translateMessage,
  treasuryConceptText,
  treasuryCounterpartyText,
  ZTreasuryTransactionListQuery,
} from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listTransactions } from './treasury-transaction.repository.ts';

/** The movements' Excel export: a few years of a busy account run to thousands of rows. */
export const transactionExport = defineListExport({
  name: 'treasury-transactions',
  section: SECTION_IDS.TREASURY_TRANSACTIONS,
  query: ZTreasuryTransactionListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TTreasuryTransactionListQuery, page) => listTransactions(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `treasury.${key}`);
    const c = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('transactions'),
      columns: [
        { header: c('code'), width: 16, value: (r) => r.code },
        { header: c('date'), width: 12, value: (r) => r.date },
        { header: c('company'), width: 28, value: (r) => r.companyName },
        { header: t('bankAccount'), width: 32, value: (r) => r.bankAccountName },
        { header: t('direction'), width: 10, value: (r) => t(`direction_${r.direction}`) },
        { header: t('transactionType'), width: 24, value: (r) => r.transactionTypeName },
        {
          header: t('counterparty'),
          width: 30,
          value: (r) => treasuryCounterpartyText(lang, r, translateMessage),
        },
        { header: t('document'), width: 14, value: (r) => r.counterpartyDocument },
        { header: t('concept'), width: 36, value: (r) => treasuryConceptText(lang, r, translateMessage) },
        { header: c('currency'), width: 8, value: (r) => r.currency },
        { header: c('amount'), width: 14, value: (r) => Number(r.amount) },
        { header: t('exchangeRate'), width: 10, value: (r) => Number(r.exchangeRate) },
        { header: t('amountPen'), width: 14, value: (r) => Number(r.amountPen) },
        { header: t('reference'), width: 16, value: (r) => r.referenceDocument },
        { header: t('state'), width: 12, value: (r) => t(`state_${r.state}`) },
        { header: t('source'), width: 18, value: (r) => (r.sourceKind ? t(`source_${r.sourceKind}`) : '') },
      ],
    };
  },
});
