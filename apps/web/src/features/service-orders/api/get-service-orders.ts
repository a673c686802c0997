import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TServiceOrder, TServiceOrderListQuery } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { SERVICE_ORDERS_QUERY_KEY } from './keys';

export type ServiceOrderFilters = NonNullable<TServiceOrderListQuery['filters']>;
export type ServiceOrderListParams = ListParams<ServiceOrderFilters>;

/** POST /api/operations/service-order/list — one page of service orders. */
export const getServiceOrders = (params: ServiceOrderListParams, signal?: AbortSignal) =>
  apiPost<{ data: TServiceOrder[]; total: number }>('/operations/service-order/list', params, { signal });

export const serviceOrdersQueryOptions = (params: ServiceOrderListParams) =>
  queryOptions({
    queryKey: [...SERVICE_ORDERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getServiceOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const useServiceOrders = (params: ServiceOrderListParams) =>
  useQuery(serviceOrdersQueryOptions(params));
