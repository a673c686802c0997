import { centsToMoney, type Language, moneyToCents } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import { companyById } from '../references/index.ts';
import { serviceOrders } from './service-order.table.ts';
import { travelOrderDetail } from './travel-order-detail.ts';
import { travelOrderPdf } from './travel-order-pdf.ts';

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
