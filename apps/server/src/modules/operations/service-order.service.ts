import { moneyToCents, msg, type TServiceOrderCreateBody, type TServiceOrderListQuery } from '@zerg/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { assertClient, deliveryPointOfClient, listDeliveryPoints } from '../clients/index.ts';
import { vehicleTypeIsActive } from '../fleet/index.ts';
import { rateInForce } from '../rates/index.ts';
import { listCompanies } from '../references/index.ts';
import { travelRouteIsActive } from '../routes/index.ts';
import { nextCode } from './operations.repository.ts';
import { serviceOrderExport } from './order-exports.ts';
import { findServiceOrderItem, listServiceOrders } from './service-order.repository.ts';
import { serviceOrders } from './service-order.table.ts';

/** Advisory lock class of the yearly code series (second key: the year). */
export const SERVICE_ORDER_CODE_LOCK = 32_000;

const blankToNull = <T>(v: T | '' | null | undefined): T | null => (v === '' || v === undefined ? null : v);

/**
 * The price of an order: the rate in force for client, route and vehicle type on the start date.
 * A price other than the rate's (or any price when no rate is in force) needs `priceReason`.
 */
const priceOf = async (db: DbOrTx, body: TServiceOrderCreateBody) => {
  const rate = await rateInForce(db, {
    clientId: body.clientId,
    routeId: body.routeId,
    vehicleTypeId: body.vehicleTypeId,
    date: body.startDate,
  });
  const entered = blankToNull(body.price);
  const reason = body.priceReason ?? null;
  if (!rate) {
    if (entered === null) throw badRequest('NO_RATE_IN_FORCE', { price: [msg('validation.priceRequired')] });
    if (!reason)
      throw badRequest('VALIDATION_ERROR', { priceReason: [msg('validation.priceReasonRequired')] });
    return { rateId: null, ratePrice: null, currency: 'PEN' as const, price: entered, priceReason: reason };
  }
  const price = entered ?? rate.amount;
  const differs = moneyToCents(price) !== moneyToCents(rate.amount);
  if (differs && !reason)
    throw badRequest('VALIDATION_ERROR', { priceReason: [msg('validation.priceReasonRequired')] });
  return {
    rateId: rate.id,
    ratePrice: rate.amount,
    currency: rate.currency,
    price,
    priceReason: differs ? reason : null,
  };
};

export const createServiceOrderService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const answer = async (id: number) => {
    const item = await findServiceOrderItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  /** Client known, delivery points of that client; then the price. */
  const columnsOf = async (tx: DbOrTx, body: TServiceOrderCreateBody) => {
    await assertClient(tx, body.clientId);
    for (const field of ['originPointId', 'destinationPointId'] as const) {
      const point = blankToNull(body[field]);
      if (point !== null && !(await deliveryPointOfClient(tx, body.clientId, point)))
        throw badRequest('VALIDATION_ERROR', { [field]: [msg('validation.pointNotOfClient')] });
    }
    if (!(await travelRouteIsActive(tx, body.routeId)))
      throw badRequest('VALIDATION_ERROR', { routeId: [msg('validation.invalid')] });
    if (!(await vehicleTypeIsActive(tx, body.vehicleTypeId)))
      throw badRequest('VALIDATION_ERROR', { vehicleTypeId: [msg('validation.invalid')] });
    const priced = await priceOf(tx, body);
    return {
      clientId: body.clientId,
      originPointId: blankToNull(body.originPointId),
      destinationPointId: blankToNull(body.destinationPointId),
      routeId: body.routeId,
      vehicleTypeId: body.vehicleTypeId,
      cargoDescription: body.cargoDescription,
      weightKg: body.weightKg,
      volumeM3: blankToNull(body.volumeM3),
      packages: body.packages,
      startDate: body.startDate,
      endDate: body.endDate,
      observations: body.observations ?? null,
      ...priced,
    };
  };

  return {
    list: (query: TServiceOrderListQuery & { page: number; perPage: number }) => listServiceOrders(db, query),

    get: (id: number) => answer(id),

    deliveryPoints: async (clientId: number) =>
      (await listDeliveryPoints(db, clientId)).map((p) => ({ id: p.id, name: `${p.name} · ${p.address}` })),

    price: async (q: { clientId: number; routeId: number; vehicleTypeId: number; date: string }) => {
      const rate = await rateInForce(db, q);
      return rate
        ? { rateId: rate.id, amount: rate.amount, currency: rate.currency }
        : { rateId: null, amount: null, currency: null };
    },

    create: async (actor: Actor, body: TServiceOrderCreateBody) => {
      const id = await db.transaction(async (tx) => {
        const columns = await columnsOf(tx, body);
        const year = body.startDate.slice(0, 4);
        // One writer per year's series at a time: two orders at once never take the same number.
        await tx.execute(sql`select pg_advisory_xact_lock(${SERVICE_ORDER_CODE_LOCK}, ${Number(year)})`);
        const code = await nextCode(tx, 'service_orders', `OS-${year}-`);
        const [company] = await listCompanies(tx);
        const [row] = await tx
          .insert(serviceOrders)
          .values({
            ...columns,
            code,
            companyId: Number(company?.id ?? 1),
            createdBy: actor.user.id,
            updatedBy: actor.user.id,
          })
          .returning({ id: serviceOrders.id });
        if (!row) throw notFound();
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'service_order',
          entityId: row.id,
          after: { code, ...columns },
        });
        return row.id;
      });
      return answer(id);
    },

    /** Only while registered; the price is re-read from the rate with the new data. */
    update: async (actor: Actor, body: TServiceOrderCreateBody & { id: number }) => {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(serviceOrders)
          .where(eq(serviceOrders.id, body.id))
          .for('update');
        if (!before) throw notFound();
        if (before.status !== 'registered') throw conflict('INVALID_CHANGE');
        const columns = await columnsOf(tx, body);
        await tx
          .update(serviceOrders)
          .set({ ...columns, updatedBy: actor.user.id, updatedAt: new Date() })
          .where(eq(serviceOrders.id, body.id));
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'service_order',
          entityId: body.id,
          before,
          after: columns,
        });
      });
      return answer(body.id);
    },

    /** A registered order whose trips are all canceled (or none) may be canceled. */
    cancel: async (actor: Actor, id: number) => {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(serviceOrders).where(eq(serviceOrders.id, id)).for('update');
        if (!before) throw notFound();
        const live = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from travel_orders where service_order_id = ${id} and state <> 'canceled'`,
        );
        if (before.status !== 'registered' || Number(live.rows[0]?.n ?? 0) > 0)
          throw conflict('INVALID_CHANGE');
        await tx
          .update(serviceOrders)
          .set({ status: 'canceled', updatedBy: actor.user.id, updatedAt: new Date() })
          .where(eq(serviceOrders.id, id));
        await recordAudit(tx, actor, {
          action: 'cancel',
          entity: 'service_order',
          entityId: id,
          before: { status: before.status },
          after: { status: 'canceled' },
        });
      });
      return answer(id);
    },

    export: serviceOrderExport.answer.bind(null, deps),
  };
};

export type ServiceOrderService = ReturnType<typeof createServiceOrderService>;
