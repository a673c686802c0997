import { type Language, type TCollectionListQuery, translateMessage } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { listCollections } from './collection.repository.ts';

/** The collections list as Excel, with the list's filters and sort; amounts as numbers. */
export const exportCollections = async (db: DbOrTx, query: TCollectionListQuery, lang: Language) => {
  const { data } = await listCollections(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
  const t = (key: string) => translateMessage(lang, `receivables.columns.${key}`);
  return toXlsx(
    t('collections'),
    [
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
    data,
  );
};
