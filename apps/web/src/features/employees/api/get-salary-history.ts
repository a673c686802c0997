import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSalaryHistoryItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/get-historial-sueldos — every salary change, newest first. */
export const getSalaryHistory = (id: number, signal?: AbortSignal): Promise<TSalaryHistoryItem[]> =>
  apiPost<TSalaryHistoryItem[]>('/rrhh/employee/get-historial-sueldos', { employee_id: id }, { signal });

export const salaryHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeeRecordKey(id), 'salary-history'],
    queryFn: ({ signal }) => getSalaryHistory(id, signal),
    meta: { handlesErrors: true },
  });

export const useSalaryHistory = (id: number) => useQuery(salaryHistoryQueryOptions(id));
