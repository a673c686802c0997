import { SECTION_IDS, type TVehicleListQuery, translateMessage, ZVehicleListQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { listVehicles } from './vehicle.repository.ts';

/** The vehicles' Excel export; the next expiry is counted from the day the file is made. */
export const vehicleExport = defineListExport({
  name: 'vehicles',
  section: SECTION_IDS.VEHICLES,
  query: ZVehicleListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TVehicleListQuery, page) => listVehicles(db, { ...query, ...page }, limaToday()),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('vehicles'),
      columns: [
        { header: t('plate'), width: 12, value: (r) => r.plate },
        { header: t('brand'), width: 18, value: (r) => r.brandName },
        { header: t('model'), width: 20, value: (r) => r.modelName },
        { header: t('type'), width: 20, value: (r) => r.typeName },
        { header: t('year'), width: 8, value: (r) => r.year },
        { header: t('axles'), width: 8, value: (r) => r.axles },
        { header: t('odometerKm'), width: 12, value: (r) => r.odometerKm },
        { header: t('payloadKg'), width: 12, value: (r) => Number(r.payloadKg) },
        { header: t('company'), width: 30, value: (r) => r.companyName },
        {
          header: t('nextExpiry'),
          width: 14,
          value: (r) => (r.nextExpiry ? new Date(`${r.nextExpiry}T00:00:00Z`) : null),
        },
        { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
      ],
    };
  },
});
