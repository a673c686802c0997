import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EDocumentState, TTravelOrder, TTravelOrderListQuery } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

export type TravelOrderFilters = NonNullable<TTravelOrderListQuery['filters']>;
export type TravelOrderListParams = ListParams<TravelOrderFilters>;
/** A trip of the list, with its guide's SUNAT state (null before the trip issued one). */
export type TravelOrderRow = TTravelOrder & { greState: EDocumentState | null };

/** POST /api/operations/travel-order/list — one page of trips. */
export const getTravelOrders = (params: TravelOrderListParams, signal?: AbortSignal) =>
  apiPost<{ data: TravelOrderRow[]; total: number }>('/operations/travel-order/list', params, { signal });

export const travelOrdersQueryOptions = (params: TravelOrderListParams) =>
  queryOptions({
    queryKey: [...TRAVEL_ORDERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getTravelOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTravelOrders = (params: TravelOrderListParams) => useQuery(travelOrdersQueryOptions(params));
