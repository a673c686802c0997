import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeListQuery, TEmployeeListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';
import { getEmployeePage } from '../../../reference-data/get-employee-page';

export type EmployeeFilters = NonNullable<TEmployeeListQuery['filters']>;
export type EmployeeListParams = ListParams<EmployeeFilters>;
export type EmployeeListItem = TEmployeeListResponse['data'][number];

/** One page of the employee list with the screen's search, sorting and filters. */
export const getEmployees = (
  params: EmployeeListParams,
  signal?: AbortSignal,
): Promise<TEmployeeListResponse> => getEmployeePage(params as TEmployeeListQuery, signal);

export const employeesQueryOptions = (params: EmployeeListParams) =>
  queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getEmployees(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (params: EmployeeListParams) => useQuery(employeesQueryOptions(params));
