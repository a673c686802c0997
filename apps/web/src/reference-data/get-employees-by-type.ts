import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalType, TEmployeeOption } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../lib/query-keys';

/** POST /api/rrhh/employee/get-employee-by-type — active employees of a personal type the user may see. */
export const getEmployeesByType = (type: PersonalType, signal?: AbortSignal): Promise<TEmployeeOption[]> =>
  apiPost<TEmployeeOption[]>('/rrhh/employee/get-employee-by-type', { personal_type: type }, { signal });

export const employeesByTypeQueryOptions = (type: PersonalType) =>
  queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'by-type', type],
    queryFn: ({ signal }) => getEmployeesByType(type, signal),
    staleTime: 60_000,
  });

export const useEmployeesByType = (type: PersonalType, enabled = true) =>
  useQuery({ ...employeesByTypeQueryOptions(type), enabled });
