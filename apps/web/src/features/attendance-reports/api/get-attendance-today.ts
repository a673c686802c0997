import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTodayQuery, TTodayResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ATTENDANCE_TODAY_QUERY_KEY } from '../../../lib/query-keys';

/** How often monitoring asks again while the page is open. */
export const TODAY_REFRESH_MS = 30_000;

/** POST /api/monitoring/attendance/today — today's attendance, live. */
export const getAttendanceToday = (query: TTodayQuery, signal?: AbortSignal): Promise<TTodayResponse> =>
  apiPost<TTodayResponse>('/monitoring/attendance/today', query, { signal });

export const attendanceTodayQueryOptions = (query: TTodayQuery) =>
  queryOptions({
    queryKey: [...ATTENDANCE_TODAY_QUERY_KEY, query],
    queryFn: ({ signal }) => getAttendanceToday(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: TODAY_REFRESH_MS,
  });

export const useAttendanceToday = (query: TTodayQuery) => useQuery(attendanceTodayQueryOptions(query));
