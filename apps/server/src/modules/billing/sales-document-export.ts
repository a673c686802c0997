import { type Language, type TSalesDocumentListQuery, translateMessage } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { type DocumentVisibility, listSalesDocuments } from './sales-document.repository.ts';

/** The list as Excel, with the list's filters and sort; amounts as numbers so a sheet can add them. */
export const exportSalesDocuments = async (
  db: DbOrTx,
  query: TSalesDocumentListQuery,
  visibility: DocumentVisibility,
  lang: Language,
) => {
  const { data } = await listSalesDocuments(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS }, visibility);
  const t = (key: string) => translateMessage(lang, `billing.columns.${key}`);
  return toXlsx(
    t('salesDocuments'),
    [
      {
        header: t('documentType'),
        width: 24,
        value: (r) => translateMessage(lang, `billing.documentType.${r.documentType}`),
      },
      { header: t('number'), width: 16, value: (r) => r.fullNumber ?? '' },
      { header: t('issueDate'), value: (r) => r.issueDate },
      { header: t('dueDate'), value: (r) => r.dueDate },
      { header: t('client'), width: 32, value: (r) => r.clientName },
      { header: t('clientDocument'), width: 14, value: (r) => r.clientDocument },
      { header: t('company'), width: 28, value: (r) => r.companyName },
      { header: t('currency'), value: (r) => r.currency },
      { header: t('total'), value: (r) => Number(r.totalAmount) },
      { header: t('totalPen'), value: (r) => Number(r.totalPen) },
      { header: t('detraction'), value: (r) => Number(r.detractionAmountPen) },
      { header: t('reference'), width: 16, value: (r) => r.referenceFullNumber },
      { header: t('state'), value: (r) => translateMessage(lang, `billing.stateName.${r.state}`) },
    ],
    data,
  );
};
