import { SECTION_IDS, type TCollectionListQuery, translateMessage, ZCollectionListQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listCollections } from './collection.repository.ts';

/** The collections list as Excel, with the list's filters and sort; amounts as numbers. */
export const collectionExport = defineListExport({
  name: 'collections',
  section: SECTION_IDS.RECEIVABLES,
  query: ZCollectionListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TCollectionListQuery, page) => listCollections(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `receivables.columns.${key}`);
    return {
      title: t('collections'),
      columns: [
        { header: t('code'), width: 16, value: (r) => r.code },
        { header: t('date'), value: (r) => r.date },
        { header: t('client'), width: 32, value: (r) => r.clientName },
        { header: t('clientDocument'), width: 14, value: (r) => r.clientDocument },
        { header: t('company'), width: 28, value: (r) => r.companyName },
        { header: t('kind'), width: 18, value: (r) => translateMessage(lang, `receivables.kind.${r.kind}`) },
        { header: t('account'), width: 28, value: (r) => r.accountLabel },
        { header: t('currency'), value: (r) => r.currency },
        { header: t('amount'), value: (r) => Number(r.amount) },
        { header: t('exchangeRate'), value: (r) => Number(r.exchangeRate) },
        { header: t('amountPen'), value: (r) => Number(r.amountPen) },
        { header: t('exchangeDifference'), value: (r) => Number(r.exchangeDifferencePen) },
        { header: t('documents'), width: 36, value: (r) => r.documents },
        { header: t('reference'), width: 18, value: (r) => r.reference },
        { header: t('constancia'), width: 18, value: (r) => r.constanciaNumber },
        { header: t('createdBy'), width: 24, value: (r) => r.createdByName },
      ],
    };
  },
});
