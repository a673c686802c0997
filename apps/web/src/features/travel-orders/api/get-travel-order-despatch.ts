import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTravelOrderDespatch } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/travel-order/despatch/get — the trip's GRE part, or what the trip suggests. */
export const getTravelOrderDespatch = (id: number, signal?: AbortSignal) =>
  apiPost<TTravelOrderDespatch>('/operations/travel-order/despatch/get', { id }, { signal });

export const useTravelOrderDespatch = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: [...TRAVEL_ORDERS_QUERY_KEY, 'despatch', id],
      queryFn: ({ signal }) => getTravelOrderDespatch(id, signal),
      enabled: id > 0,
    }),
  );
