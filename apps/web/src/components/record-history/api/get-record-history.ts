import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type { THistoryPage } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST …/history/list — one page of a record's audit entries, newest first. Each record's screen
 * names its route (`/rrhh/employee/history/list`, `/setting/vehicle/history/list`…) and the body
 * naming the record; the key sits under the record's own key so a save refreshes its history.
 */
export const getRecordHistory = (
  url: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<THistoryPage> => apiPost<THistoryPage>(url, body, { signal });

export const recordHistoryQueryOptions = (
  key: QueryKey,
  url: string,
  record: Record<string, number>,
  page: number,
  perPage: number,
) =>
  queryOptions({
    queryKey: [...key, 'history', page, perPage],
    queryFn: ({ signal }) => getRecordHistory(url, { ...record, page, perPage }, signal),
    placeholderData: keepPreviousData,
    // Opening the tab after a save shows that save.
    refetchOnMount: 'always',
  });

export const useRecordHistory = (
  key: QueryKey,
  url: string,
  record: Record<string, number>,
  page: number,
  perPage: number,
) => useQuery(recordHistoryQueryOptions(key, url, record, page, perPage));
