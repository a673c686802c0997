import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEntityGroupMember } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ENTITY_GROUPS_QUERY_KEY } from './keys';

/** POST /api/setting/entity-group/members — the users of one group. */
export const getMembers = (groupId: number, signal?: AbortSignal) =>
  apiPost<TEntityGroupMember[]>('/setting/entity-group/members', { groupId }, { signal });

export const membersQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [...ENTITY_GROUPS_QUERY_KEY, 'members', groupId],
    queryFn: ({ signal }) => getMembers(groupId, signal),
  });

export const useMembers = (groupId: number | null) =>
  useQuery({ ...membersQueryOptions(groupId ?? 0), enabled: groupId !== null });
