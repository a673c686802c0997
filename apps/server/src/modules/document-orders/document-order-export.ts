import {
  SECTION_IDS,
  type TDocumentOrderListQuery,
  translateMessage,
  ZDocumentOrderListQuery,
} from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listDocumentOrders } from './document-order.repository.ts';

/** The document orders' Excel export. */
export const documentOrderExport = defineListExport({
  name: 'document-orders',
  section: SECTION_IDS.DOCUMENT_ORDERS,
  query: ZDocumentOrderListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TDocumentOrderListQuery, page) => listDocumentOrders(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `documentOrder.${key}`);
    return {
      title: t('columns.sheet'),
      columns: [
        { header: t('columns.trackingNumber'), width: 24, value: (r) => r.trackingNumber },
        { header: t('columns.travelOrder'), width: 18, value: (r) => r.travelOrderCode },
        { header: t('columns.serviceOrder'), width: 18, value: (r) => r.serviceOrderCode },
        { header: t('columns.client'), width: 34, value: (r) => r.clientName },
        { header: t('columns.vehicle'), width: 12, value: (r) => r.vehiclePlate },
        { header: t('columns.driver'), width: 30, value: (r) => r.driverName },
        { header: t('columns.documents'), width: 12, value: (r) => r.documentCount },
        { header: t('columns.state'), width: 18, value: (r) => t(`state.${r.state}`) },
        { header: t('columns.receivedAt'), width: 20, value: (r) => new Date(r.receivedAt) },
      ],
    };
  },
});
