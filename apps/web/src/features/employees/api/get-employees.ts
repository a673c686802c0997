import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeListQuery, TEmployeeListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

export type EmployeeFilters = NonNullable<TEmployeeListQuery['filters']>;
export type EmployeeListParams = ListParams<EmployeeFilters>;
export type EmployeeListItem = TEmployeeListResponse['data'][number];

/** POST /api/rrhh/employee/list — one page of employees (active ones unless `status` says otherwise). */
export const getEmployees = (
  params: EmployeeListParams,
  signal?: AbortSignal,
): Promise<TEmployeeListResponse> =>
  apiPost<TEmployeeListResponse>('/rrhh/employee/list', params as TEmployeeListQuery, { signal });

export const employeesQueryOptions = (params: EmployeeListParams) =>
  queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getEmployees(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (params: EmployeeListParams) => useQuery(employeesQueryOptions(params));
