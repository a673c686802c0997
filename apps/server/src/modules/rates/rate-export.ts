import { SECTION_IDS, type TRateListQuery, translateMessage, ZRateListQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listRates } from './rate.repository.ts';

/** The rates' Excel export. */
export const rateExport = defineListExport({
  name: 'rates',
  section: SECTION_IDS.CLIENTS,
  query: ZRateListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TRateListQuery, page) => listRates(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('rates'),
      columns: [
        { header: t('client'), width: 32, value: (r) => r.clientName },
        { header: t('route'), width: 40, value: (r) => r.routeName },
        { header: t('vehicleType'), width: 20, value: (r) => r.vehicleTypeName },
        { header: t('currency'), value: (r) => r.currency },
        // Excel shows money as a number; the API keeps the exact decimal string.
        { header: t('amount'), value: (r) => Number(r.amount) },
        { header: t('validFrom'), value: (r) => r.validFrom },
        { header: t('validTo'), value: (r) => r.validTo },
        { header: t('status'), value: (r) => t(r.status) },
        { header: t('notes'), width: 32, value: (r) => r.notes },
        { header: t('createdBy'), width: 28, value: (r) => r.createdByName },
        { header: t('createdAt'), value: (r) => new Date(r.createdAt) },
      ],
    };
  },
});
