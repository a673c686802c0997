import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeSchedule } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/get-employee-schedule — the schedule in force, upcoming ones and history. */
export const getEmployeeSchedule = (id: number, signal?: AbortSignal): Promise<TEmployeeSchedule> =>
  apiPost<TEmployeeSchedule>('/rrhh/employee/get-employee-schedule', { employee_id: id }, { signal });

export const employeeScheduleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeeRecordKey(id), 'schedule'],
    queryFn: ({ signal }) => getEmployeeSchedule(id, signal),
    meta: { handlesErrors: true },
  });

export const useEmployeeSchedule = (id: number) => useQuery(employeeScheduleQueryOptions(id));
