import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeOption } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { USER_CATALOG_QUERY_KEY } from './keys';

/** GET /api/rrhh/employee/list-select — employees a user account can be linked to. */
export const getEmployeeOptions = (signal?: AbortSignal): Promise<TEmployeeOption[]> =>
  apiGet<TEmployeeOption[]>('/rrhh/employee/list-select', { signal });

export const employeeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...USER_CATALOG_QUERY_KEY, 'employees'],
    queryFn: ({ signal }) => getEmployeeOptions(signal),
    staleTime: 60_000,
  });

export const useEmployeeOptions = () => useQuery(employeeOptionsQueryOptions());
