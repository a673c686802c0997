import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TJustificationListQuery, TJustificationListResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import type { JustificationListParams } from './get-justifications';
import { JUSTIFICATIONS_QUERY_KEY } from './keys';

/** POST /api/attendance/justification/mine — the signed-in employee's own justifications. */
export const getMyJustifications = (
  params: JustificationListParams,
  signal?: AbortSignal,
): Promise<TJustificationListResponse> =>
  apiPost<TJustificationListResponse>('/attendance/justification/mine', params as TJustificationListQuery, {
    signal,
  });

export const myJustificationsQueryOptions = (params: JustificationListParams) =>
  queryOptions({
    queryKey: [...JUSTIFICATIONS_QUERY_KEY, 'mine', params],
    queryFn: ({ signal }) => getMyJustifications(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMyJustifications = (params: JustificationListParams) =>
  useQuery(myJustificationsQueryOptions(params));
