import {
  SECTION_IDS,
  type TServiceOrderListQuery,
  type TTravelOrderListQuery,
  translateMessage,
  ZServiceOrderListQuery,
  ZTravelOrderListQuery,
} from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listTravelOrders } from './operations.repository.ts';
import { listServiceOrders } from './service-order.repository.ts';

/** The service orders' Excel export: a busy year of a client's orders runs to thousands. */
export const serviceOrderExport = defineListExport({
  name: 'service-orders',
  section: SECTION_IDS.SERVICE_ORDERS,
  query: ZServiceOrderListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TServiceOrderListQuery, page) =>
    listServiceOrders(db, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    return {
      title: t('serviceOrders'),
      columns: [
        { header: t('code'), width: 16, value: (r) => r.code },
        { header: t('client'), width: 30, value: (r) => r.clientName },
        { header: t('route'), width: 36, value: (r) => r.routeName },
        { header: t('vehicleType'), width: 16, value: (r) => r.vehicleTypeName },
        { header: t('cargo'), width: 30, value: (r) => r.cargoDescription },
        { header: t('weightKg'), width: 12, value: (r) => Number(r.weightKg) },
        { header: t('startDate'), width: 12, value: (r) => day(r.startDate) },
        { header: t('endDate'), width: 12, value: (r) => day(r.endDate) },
        { header: t('currency'), width: 8, value: (r) => r.currency },
        { header: t('price'), width: 12, value: (r) => Number(r.price) },
        { header: t('priceReason'), width: 30, value: (r) => r.priceReason },
        {
          header: t('status'),
          width: 14,
          value: (r) => translateMessage(lang, `operations.soStatus.${r.status}`),
        },
        { header: t('travelOrders'), width: 10, value: (r) => r.travelOrders },
      ],
    };
  },
});

/** The travel orders' Excel export: every trip of the fleet, thousands a year. */
export const travelOrderExport = defineListExport({
  name: 'travel-orders',
  section: SECTION_IDS.TRAVEL_ORDERS,
  query: ZTravelOrderListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TTravelOrderListQuery, page) =>
    listTravelOrders(db, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('travelOrders'),
      columns: [
        { header: t('code'), width: 16, value: (r) => r.code },
        { header: t('serviceOrder'), width: 16, value: (r) => r.serviceOrderCode },
        { header: t('client'), width: 28, value: (r) => r.clientName },
        { header: t('route'), width: 36, value: (r) => r.routeName },
        { header: t('tractor'), width: 10, value: (r) => r.tractorPlate },
        { header: t('semitrailer'), width: 10, value: (r) => r.semitrailerPlate },
        { header: t('driver'), width: 30, value: (r) => r.driverName },
        { header: t('coDriver'), width: 30, value: (r) => r.coDriverName },
        { header: t('plannedDeparture'), width: 18, value: (r) => new Date(r.plannedDeparture) },
        { header: t('plannedArrival'), width: 18, value: (r) => new Date(r.plannedArrival) },
        { header: t('expectedTolls'), width: 12, value: (r) => Number(r.expectedTolls) },
        { header: t('fuelAllowance'), width: 12, value: (r) => Number(r.fuelAllowance) },
        { header: t('otherAllowance'), width: 12, value: (r) => Number(r.otherAllowance) },
        {
          header: t('status'),
          width: 14,
          value: (r) => translateMessage(lang, `operations.state.${r.state}`),
        },
      ],
    };
  },
});
