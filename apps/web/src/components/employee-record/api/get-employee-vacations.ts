import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeVacations } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/get-employee-vacations — regime, balances per service year and periods. */
export const getEmployeeVacations = (id: number, signal?: AbortSignal): Promise<TEmployeeVacations> =>
  apiPost<TEmployeeVacations>('/rrhh/employee/get-employee-vacations', { employee_id: id }, { signal });

export const employeeVacationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeeRecordKey(id), 'vacations'],
    queryFn: ({ signal }) => getEmployeeVacations(id, signal),
    meta: { handlesErrors: true },
  });

export const useEmployeeVacations = (id: number) => useQuery(employeeVacationsQueryOptions(id));
