import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { THolidayListQuery, THolidayListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './keys';

export type HolidayFilters = NonNullable<THolidayListQuery['filters']>;
export type HolidayListParams = ListParams<HolidayFilters>;

/** POST /api/setting/holiday/list — one page of holidays (a year's national ones appear on first ask). */
export const getHolidays = (params: HolidayListParams, signal?: AbortSignal): Promise<THolidayListResponse> =>
  apiPost<THolidayListResponse>('/setting/holiday/list', params as THolidayListQuery, { signal });

export const holidaysQueryOptions = (params: HolidayListParams) =>
  queryOptions({
    queryKey: [...HOLIDAYS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getHolidays(params, signal),
    placeholderData: keepPreviousData,
  });

export const useHolidays = (params: HolidayListParams, enabled = true) =>
  useQuery({ ...holidaysQueryOptions(params), enabled });
