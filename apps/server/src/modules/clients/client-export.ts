import { SECTION_IDS, type TClientListQuery, translateMessage, ZClientListQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listClients } from './client.repository.ts';

/** The clients' Excel export. */
export const clientExport = defineListExport({
  name: 'clients',
  section: SECTION_IDS.CLIENTS,
  query: ZClientListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TClientListQuery, page) => listClients(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('clients'),
      columns: [
        { header: t('documentType'), width: 10, value: (r) => r.documentType },
        { header: t('documentNumber'), width: 14, value: (r) => r.documentNumber },
        { header: t('legalName'), width: 40, value: (r) => r.legalName },
        { header: t('tradeName'), width: 28, value: (r) => r.tradeName },
        { header: t('paymentTermDays'), width: 12, value: (r) => r.paymentTermDays },
        { header: t('currency'), width: 10, value: (r) => r.currency },
        // Exact: the cell holds the decimal as PostgreSQL gave it, formatted as a number.
        { header: t('creditLimit'), width: 16, value: (r) => Number(r.creditLimit) },
        { header: t('deliveryPoints'), width: 12, value: (r) => r.deliveryPoints },
        { header: t('mainContact'), width: 28, value: (r) => r.mainContact },
        { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
      ],
    };
  },
});
