import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMinimumWage } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/setting/payroll/parameter/minimum-wage — the RMV in force on a day. */
export const getMinimumWage = (date: string, signal?: AbortSignal): Promise<TMinimumWage> =>
  apiPost<TMinimumWage>('/setting/payroll/parameter/minimum-wage', { date }, { signal });

export const minimumWageQueryOptions = (date: string) =>
  queryOptions({
    queryKey: referenceKey('minimumWage', date),
    queryFn: ({ signal }) => getMinimumWage(date, signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useMinimumWage = (date: string) => useQuery(minimumWageQueryOptions(date));
