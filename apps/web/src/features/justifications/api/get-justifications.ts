import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TJustificationListQuery, TJustificationListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { JUSTIFICATIONS_QUERY_KEY } from './keys';

export type JustificationFilters = NonNullable<TJustificationListQuery['filters']>;
export type JustificationListParams = ListParams<JustificationFilters>;

/** POST /api/rrhh/justification/list — HR's list (payroll, section 14). */
export const getJustifications = (
  params: JustificationListParams,
  signal?: AbortSignal,
): Promise<TJustificationListResponse> =>
  apiPost<TJustificationListResponse>('/rrhh/justification/list', params as TJustificationListQuery, {
    signal,
  });

export const justificationsQueryOptions = (params: JustificationListParams) =>
  queryOptions({
    queryKey: [...JUSTIFICATIONS_QUERY_KEY, 'hr', params],
    queryFn: ({ signal }) => getJustifications(params, signal),
    placeholderData: keepPreviousData,
  });

export const useJustifications = (params: JustificationListParams) =>
  useQuery(justificationsQueryOptions(params));
