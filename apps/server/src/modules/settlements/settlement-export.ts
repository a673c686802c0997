import { SECTION_IDS, type TSettlementListQuery, translateMessage, ZSettlementListQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listSettlements } from './settlement.repository.ts';

/** The documentary settlements' Excel export. */
export const settlementExport = defineListExport({
  name: 'documentary-settlements',
  section: SECTION_IDS.DOCUMENTARY_SETTLEMENTS,
  query: ZSettlementListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TSettlementListQuery, page) => listSettlements(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `settlement.${key}`);
    return {
      title: t('columns.sheet'),
      columns: [
        { header: t('columns.travelOrder'), width: 18, value: (r) => r.travelOrderCode },
        { header: t('columns.client'), width: 34, value: (r) => r.clientName },
        { header: t('columns.vehicle'), width: 12, value: (r) => r.vehiclePlate },
        { header: t('columns.driver'), width: 30, value: (r) => r.driverName },
        {
          header: t('columns.finishedAt'),
          width: 20,
          value: (r) => (r.finishedAt ? new Date(r.finishedAt) : null),
        },
        { header: t('columns.advanced'), width: 14, value: (r) => Number(r.advanced) },
        { header: t('columns.spent'), width: 14, value: (r) => Number(r.spent) },
        { header: t('columns.balance'), width: 14, value: (r) => Number(r.balance) },
        { header: t('columns.state'), width: 14, value: (r) => t(`state.${r.state}`) },
      ],
    };
  },
});
