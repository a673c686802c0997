import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TJustificationListQuery, TJustificationListResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import type { JustificationListParams } from './get-justifications';
import { JUSTIFICATIONS_QUERY_KEY } from './keys';

/** POST /api/attendance/justification/team — the justifications of the areas the caller is chief of. */
export const getTeamJustifications = (
  params: JustificationListParams,
  signal?: AbortSignal,
): Promise<TJustificationListResponse> =>
  apiPost<TJustificationListResponse>('/attendance/justification/team', params as TJustificationListQuery, {
    signal,
  });

export const teamJustificationsQueryOptions = (params: JustificationListParams, enabled = true) =>
  queryOptions({
    queryKey: [...JUSTIFICATIONS_QUERY_KEY, 'team', params],
    queryFn: ({ signal }) => getTeamJustifications(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useTeamJustifications = (params: JustificationListParams, enabled = true) =>
  useQuery(teamJustificationsQueryOptions(params, enabled));
