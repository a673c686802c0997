import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTravelOrderDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/travel-order/get — one trip with its timeline, viatics and allowed changes. */
export const getTravelOrder = (id: number, signal?: AbortSignal) =>
  apiPost<TTravelOrderDetail>('/operations/travel-order/get', { id }, { signal });

export const useTravelOrder = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: [...TRAVEL_ORDERS_QUERY_KEY, 'detail', id],
      queryFn: ({ signal }) => getTravelOrder(id, signal),
      enabled: id > 0,
    }),
  );
