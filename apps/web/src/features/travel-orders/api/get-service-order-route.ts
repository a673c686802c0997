import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TServiceOrder } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/service-order/get — read here for the route the trip's tolls are on. */
export const getServiceOrder = (id: number, signal?: AbortSignal) =>
  apiPost<TServiceOrder>('/operations/service-order/get', { id }, { signal });

/** The route of the picked service order; `undefined` while none is picked. */
export const useServiceOrderRoute = (serviceOrderId: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [...TRAVEL_ORDERS_QUERY_KEY, 'service-order-route', serviceOrderId ?? 0],
      queryFn: ({ signal }) => getServiceOrder(serviceOrderId ?? 0, signal),
      select: (order) => order.routeId,
      enabled: serviceOrderId !== undefined && serviceOrderId > 0,
      meta: { handlesErrors: true },
    }),
  );
