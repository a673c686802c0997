import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTollCost } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

export type TollEstimateQuery = {
  routeId: number;
  tractorId: number;
  semitrailerId: number | null;
  /** The departure's day in Lima (YYYY-MM-DD): fares in force that day. */
  date: string;
};

/** POST /api/operations/travel-order/toll-estimate — the route's fares for the vehicles' axles. */
export const getTollEstimate = (query: TollEstimateQuery, signal?: AbortSignal) =>
  apiPost<TTollCost>('/operations/travel-order/toll-estimate', query, { signal });

/** Asks only once route, tractor and departure are all known. */
export const useTollEstimate = (query: TollEstimateQuery | null) =>
  useQuery(
    queryOptions({
      queryKey: [...TRAVEL_ORDERS_QUERY_KEY, 'toll-estimate', query],
      queryFn: ({ signal }) => getTollEstimate(query as TollEstimateQuery, signal),
      enabled: query !== null,
      placeholderData: keepPreviousData,
      meta: { handlesErrors: true },
    }),
  );
