import { SECTION_IDS, type TViaticRateListQuery, translateMessage, ZViaticRateListQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { listRates } from './viatic-rate.repository.ts';

/** The viatic rates' Excel export; the rate in force is the one of the day the file is made. */
export const viaticRateExport = defineListExport({
  name: 'viatic-rates',
  section: SECTION_IDS.PAYROLL_SETTINGS,
  query: ZViaticRateListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TViaticRateListQuery, page) =>
    listRates(db, limaToday(), { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('viaticRates'),
      columns: [
        { header: t('zone'), width: 24, value: (r) => r.zoneName },
        { header: t('validFrom'), width: 14, value: (r) => new Date(`${r.validFrom}T00:00:00Z`) },
        { header: t('food'), width: 14, value: (r) => Number(r.food) },
        { header: t('lodging'), width: 14, value: (r) => Number(r.lodging) },
        { header: t('localTransport'), width: 16, value: (r) => Number(r.localTransport) },
      ],
    };
  },
});
