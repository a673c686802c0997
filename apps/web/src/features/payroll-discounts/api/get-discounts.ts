import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDiscountListQuery, TDiscountListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_DISCOUNTS_QUERY_KEY } from './keys';

export type DiscountFilters = NonNullable<TDiscountListQuery['filters']>;
export type DiscountListParams = ListParams<DiscountFilters>;

/** POST /api/rrhh/payroll/discount/list — one page of discounts (payroll and workshop origin). */
export const getDiscounts = (
  params: DiscountListParams,
  signal?: AbortSignal,
): Promise<TDiscountListResponse> =>
  apiPost<TDiscountListResponse>('/rrhh/payroll/discount/list', params as TDiscountListQuery, { signal });

export const discountsQueryOptions = (params: DiscountListParams) =>
  queryOptions({
    queryKey: [...PAYROLL_DISCOUNTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getDiscounts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDiscounts = (params: DiscountListParams) => useQuery(discountsQueryOptions(params));
