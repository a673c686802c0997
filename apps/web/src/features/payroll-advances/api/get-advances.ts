import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdvanceListQuery, TAdvanceListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_ADVANCES_QUERY_KEY } from './keys';

export type AdvanceFilters = NonNullable<TAdvanceListQuery['filters']>;
export type AdvanceListParams = ListParams<AdvanceFilters>;

/** POST /api/rrhh/payroll/advance/list — one page of salary advances. */
export const getAdvances = (params: AdvanceListParams, signal?: AbortSignal): Promise<TAdvanceListResponse> =>
  apiPost<TAdvanceListResponse>('/rrhh/payroll/advance/list', params as TAdvanceListQuery, { signal });

export const advancesQueryOptions = (params: AdvanceListParams) =>
  queryOptions({
    queryKey: [...PAYROLL_ADVANCES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getAdvances(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdvances = (params: AdvanceListParams) => useQuery(advancesQueryOptions(params));
