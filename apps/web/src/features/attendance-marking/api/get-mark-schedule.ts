import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMarkSchedule } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

/** POST /api/rrhh/schedule/get-employee-mark-schedule — today's schedule and marks of the signed-in employee. */
export const getMarkSchedule = (signal?: AbortSignal): Promise<TMarkSchedule> =>
  apiPost<TMarkSchedule>('/rrhh/schedule/get-employee-mark-schedule', {}, { signal });

export const markScheduleQueryOptions = () =>
  queryOptions({
    queryKey: [...MARKING_QUERY_KEY, 'today'],
    queryFn: ({ signal }) => getMarkSchedule(signal),
  });

export const useMarkSchedule = () => useQuery(markScheduleQueryOptions());
