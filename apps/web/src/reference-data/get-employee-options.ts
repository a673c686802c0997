import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeOption } from '@zerg/shared';
import { apiGet } from '../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../lib/query-keys';

/** GET /api/rrhh/employee/list-select — active employees (`Surname, Names`), e.g. to pick a chief. */
export const getEmployeeOptions = (signal?: AbortSignal): Promise<TEmployeeOption[]> =>
  apiGet<TEmployeeOption[]>('/rrhh/employee/list-select', { signal });

export const employeeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'options'],
    queryFn: ({ signal }) => getEmployeeOptions(signal),
    staleTime: 60_000,
  });

export const useEmployeeOptions = () => useQuery(employeeOptionsQueryOptions());
