import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TServiceOrderPrice } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SERVICE_ORDERS_QUERY_KEY } from './keys';

type PriceKey = { clientId?: number; routeId?: number; vehicleTypeId?: number; date?: string | null };

/** POST /api/operations/service-order/price — the rate in force, to prefill the price. */
export const getServiceOrderPrice = (key: Required<PriceKey>, signal?: AbortSignal) =>
  apiPost<TServiceOrderPrice>('/operations/service-order/price', key, { signal });

export const useServiceOrderPrice = (key: PriceKey) =>
  useQuery(
    queryOptions({
      queryKey: [...SERVICE_ORDERS_QUERY_KEY, 'price', key],
      queryFn: ({ signal }) => getServiceOrderPrice(key as Required<PriceKey>, signal),
      enabled: Boolean(key.clientId && key.routeId && key.vehicleTypeId && key.date),
    }),
  );
