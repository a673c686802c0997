import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TWorkingDays } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

/** POST /api/rrhh/schedule/get-personal-working-days — the month of the signed-in employee, day by day. */
export const getWorkingDays = (year: number, month: number, signal?: AbortSignal): Promise<TWorkingDays> =>
  apiPost<TWorkingDays>('/rrhh/schedule/get-personal-working-days', { year, month }, { signal });

export const workingDaysQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: [...MARKING_QUERY_KEY, 'month', year, month],
    queryFn: ({ signal }) => getWorkingDays(year, month, signal),
    placeholderData: keepPreviousData,
  });

export const useWorkingDays = (year: number, month: number) => useQuery(workingDaysQueryOptions(year, month));
