import { msg, type TTravelOrderListQuery } from '@zerg/shared';
import { recordHistory } from '../../platform/audit/audit-history.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { electronicStatesOf } from '../e-documents/index.ts';
import { findVehicle } from '../fleet/index.ts';
import { routeTollCost } from '../routes/index.ts';
import { listTravelOrders, travelOrderFormOptions } from './operations.repository.ts';
import { answerTravelOrder, travelOrderDetail } from './travel-order-detail.ts';
import { GRE_SOURCE } from './travel-order-gre.ts';

/** The page of trips, each with its guide's SUNAT state (one read for the page). */
export const listTravelOrdersOf =
  ({ db }: Pick<Deps, 'db'>) =>
  async (query: TTravelOrderListQuery & { page: number; perPage: number }) => {
    const page = await listTravelOrders(db, query);
    const states = await electronicStatesOf(
      db,
      GRE_SOURCE,
      page.data.map((t) => t.id),
    );
    return { ...page, data: page.data.map((t) => ({ ...t, greState: states.get(t.id)?.state ?? null })) };
  };

export const getTravelOrder =
  ({ db }: Pick<Deps, 'db'>) =>
  (id: number) =>
    travelOrderDetail(db, id);

export const travelOrderHistory =
  ({ db }: Pick<Deps, 'db'>) =>
  async (query: { id: number; page: number; perPage: number }) => {
    await answerTravelOrder(db, query.id);
    return recordHistory(db, 'travel_order', query.id, query);
  };

export const travelOrderFormOptionsOf =
  ({ db }: Pick<Deps, 'db'>) =>
  () =>
    travelOrderFormOptions(db);

export const tollEstimate =
  ({ db }: Pick<Deps, 'db'>) =>
  async (q: { routeId: number; tractorId: number; semitrailerId?: number | null; date: string }) => {
    const tractor = await findVehicle(db, q.tractorId);
    if (!tractor) throw badRequest('VALIDATION_ERROR', { tractorId: [msg('validation.invalid')] });
    const trailer = q.semitrailerId ? await findVehicle(db, q.semitrailerId) : null;
    if (q.semitrailerId && !trailer)
      throw badRequest('VALIDATION_ERROR', { semitrailerId: [msg('validation.invalid')] });
    const cost = await routeTollCost(db, q.routeId, tractor.axles + (trailer?.axles ?? 0), q.date);
    if (!cost) throw badRequest('VALIDATION_ERROR', { routeId: [msg('validation.invalid')] });
    return cost;
  };
