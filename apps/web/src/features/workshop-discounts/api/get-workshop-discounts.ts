import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDiscountListQuery, TDiscountListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { WORKSHOP_DISCOUNTS_QUERY_KEY } from './keys';

export type WorkshopDiscountFilters = NonNullable<TDiscountListQuery['filters']>;
export type WorkshopDiscountListParams = ListParams<WorkshopDiscountFilters>;

/** POST /api/workshop/discount/list — one page of the workshop's own discounts. */
export const getWorkshopDiscounts = (
  params: WorkshopDiscountListParams,
  signal?: AbortSignal,
): Promise<TDiscountListResponse> =>
  apiPost<TDiscountListResponse>('/workshop/discount/list', params as TDiscountListQuery, { signal });

export const workshopDiscountsQueryOptions = (params: WorkshopDiscountListParams) =>
  queryOptions({
    queryKey: [...WORKSHOP_DISCOUNTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getWorkshopDiscounts(params, signal),
    placeholderData: keepPreviousData,
    // HR decides from another screen: a tab opened again asks anew, so a decided one leaves Pending.
    staleTime: 0,
  });

export const useWorkshopDiscounts = (params: WorkshopDiscountListParams) =>
  useQuery(workshopDiscountsQueryOptions(params));
