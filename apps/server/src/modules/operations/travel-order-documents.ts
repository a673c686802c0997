import {
  centsToMoney,
  type Language,
  moneyToCents,
  type TTravelOrderListQuery,
  translateMessage,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { companyById } from '../references/index.ts';
import { listTravelOrders } from './operations.repository.ts';
import { serviceOrders } from './service-order.table.ts';
import { travelOrderDetail } from './travel-order-detail.ts';
import { travelOrderPdf } from './travel-order-pdf.ts';

export const exportTravelOrders =
  ({ db }: Pick<Deps, 'db'>) =>
  async (query: TTravelOrderListQuery, lang: Language) => {
    const { data } = await listTravelOrders(db, {
      ...query,
      page: 1,
      perPage: EXPORT_MAX_ROWS,
      sortDesc: query.sortDesc ?? false,
    });
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return toXlsx(
      t('travelOrders'),
      [
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
      data,
    );
  };

export const travelOrderDocument =
  ({ db }: Pick<Deps, 'db'>) =>
  async (id: number, lang: Language) => {
    const trip = await travelOrderDetail(db, id);
    const [order] = await db
      .select({ companyId: serviceOrders.companyId })
      .from(serviceOrders)
      .where(eq(serviceOrders.id, trip.serviceOrderId));
    const found = order && (await companyById(db, order.companyId));
    const company = found ? { name: found.name, ruc: found.ruc, address: found.address } : undefined;
    const advanced = centsToMoney(
      moneyToCents(trip.expectedTolls) + moneyToCents(trip.fuelAllowance) + moneyToCents(trip.otherAllowance),
    );
    return {
      pdf: await travelOrderPdf(lang, { trip, company: company ?? null, advanced }),
      fileName: `${trip.code}.pdf`,
    };
  };
