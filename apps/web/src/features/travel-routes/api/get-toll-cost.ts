import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTollCost, TTollCostBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTE_KEY } from './keys';

/** POST /api/setting/travel-route/toll-cost — the tolls of a trip for an axle count on a day. */
export const getTollCost = (body: TTollCostBody, signal?: AbortSignal): Promise<TTollCost> =>
  apiPost<TTollCost>('/setting/travel-route/toll-cost', body, { signal });

export const tollCostQueryOptions = (body: TTollCostBody) =>
  queryOptions({
    queryKey: [...TRAVEL_ROUTE_KEY, 'toll-cost', body],
    queryFn: ({ signal }) => getTollCost(body, signal),
  });

export const useTollCost = (body: TTollCostBody | null) =>
  useQuery({
    ...tollCostQueryOptions(body ?? { routeId: 0, axles: 2, date: '' }),
    enabled: body !== null,
  });
