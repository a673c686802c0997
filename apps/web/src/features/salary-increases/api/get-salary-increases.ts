import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSalaryIncreaseListQuery, TSalaryIncreaseListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { SALARY_INCREASE_QUERY_KEY } from './keys';

export type SalaryIncreaseFilters = NonNullable<TSalaryIncreaseListQuery['filters']>;
export type SalaryIncreaseListParams = ListParams<SalaryIncreaseFilters>;

/** POST /api/rrhh/salary-increase/list — one page of requests the caller may see. */
export const getSalaryIncreases = (
  params: SalaryIncreaseListParams,
  signal?: AbortSignal,
): Promise<TSalaryIncreaseListResponse> =>
  apiPost<TSalaryIncreaseListResponse>('/rrhh/salary-increase/list', params as TSalaryIncreaseListQuery, {
    signal,
  });

export const salaryIncreasesQueryOptions = (params: SalaryIncreaseListParams) =>
  queryOptions({
    queryKey: [...SALARY_INCREASE_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getSalaryIncreases(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSalaryIncreases = (params: SalaryIncreaseListParams) =>
  useQuery(salaryIncreasesQueryOptions(params));
