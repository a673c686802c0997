import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeSchedule } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { OWN_EMPLOYEE_QUERY_KEY } from './own-employee-keys';

/** POST /api/rrhh/employee/get-employee-schedule — the signed-in user's own schedules. */
export const getOwnSchedule = (id: number, signal?: AbortSignal): Promise<TEmployeeSchedule> =>
  apiPost<TEmployeeSchedule>('/rrhh/employee/get-employee-schedule', { employee_id: id }, { signal });

export const ownScheduleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...OWN_EMPLOYEE_QUERY_KEY, id, 'schedule'],
    queryFn: ({ signal }) => getOwnSchedule(id, signal),
    meta: { handlesErrors: true },
  });

export const useOwnSchedule = (id: number) => useQuery(ownScheduleQueryOptions(id));
