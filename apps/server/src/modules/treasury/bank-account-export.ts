import {
  SECTION_IDS,
  type TCompanyBankAccountListQuery,
  translateMessage,
  ZCompanyBankAccountListQuery,
} from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listBankAccounts } from './bank-account.repository.ts';

/** The company bank accounts' Excel export. */
export const bankAccountExport = defineListExport({
  name: 'bank-accounts',
  section: SECTION_IDS.BANK_ACCOUNTS,
  query: ZCompanyBankAccountListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TCompanyBankAccountListQuery, page) => listBankAccounts(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `treasury.${key}`);
    const c = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('bankAccounts'),
      columns: [
        { header: c('company'), width: 30, value: (r) => r.companyName },
        { header: t('bank'), width: 24, value: (r) => r.bankName },
        { header: t('accountKind'), width: 12, value: (r) => t(`kind_${r.kind}`) },
        { header: c('currency'), width: 8, value: (r) => r.currency },
        { header: t('number'), width: 22, value: (r) => r.number },
        { header: t('cci'), width: 24, value: (r) => r.cci },
        { header: t('openingDate'), width: 12, value: (r) => r.openingDate },
        { header: t('openingBalance'), width: 16, value: (r) => Number(r.openingBalance) },
        { header: c('balance'), width: 16, value: (r) => Number(r.balance) },
        { header: t('available'), width: 16, value: (r) => Number(r.available) },
        { header: c('description'), width: 30, value: (r) => r.description },
        { header: c('status'), width: 10, value: (r) => c(r.status) },
      ],
    };
  },
});
