import {
  SECTION_IDS,
  type TSalesDocumentListQuery,
  translateMessage,
  ZSalesDocumentListQuery,
} from '@zerg/shared';
import { defineListExport } from '../../platform/export/list-export.ts';
import { visibilityOf } from './document-detail.ts';
import { listSalesDocuments } from './sales-document.repository.ts';

/**
 * The list as Excel, with the list's filters and sort; amounts as numbers so a sheet can add them.
 * A job keeps whether its starter saw drafts; read back, anything else sees none.
 */
export const salesDocumentExport = defineListExport({
  name: 'sales-documents',
  section: SECTION_IDS.SALES_DOCUMENTS,
  query: ZSalesDocumentListQuery,
  scope: {
    of: async (_db, actor) => visibilityOf(actor),
    read: (raw) => ({ drafts: (raw as { drafts?: unknown } | null)?.drafts === true }),
  },
  rows: (db, query: TSalesDocumentListQuery, page, visibility) =>
    listSalesDocuments(db, { ...query, ...page }, visibility),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `billing.columns.${key}`);
    return {
      title: t('salesDocuments'),
      columns: [
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
    };
  },
});
