import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTravelOrderDespatchCheck } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/travel-order/despatch/check — what the trip's guide still lacks, if anything. */
export const checkTravelOrderDespatch = (id: number, signal?: AbortSignal) =>
  apiPost<TTravelOrderDespatchCheck>('/operations/travel-order/despatch/check', { id }, { signal });

export const useTravelOrderDespatchCheck = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: [...TRAVEL_ORDERS_QUERY_KEY, 'despatch-check', id],
      queryFn: ({ signal }) => checkTravelOrderDespatch(id, signal),
      enabled: id > 0,
    }),
  );
