import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEntityGroupMember, TEntityGroupMemberBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ENTITY_GROUPS_QUERY_KEY } from './keys';

/** POST /api/setting/entity-group/add-member — 409 USER_ALREADY_IN_GROUP on a duplicate. */
export const addMember = (body: TEntityGroupMemberBody) =>
  apiPost<TEntityGroupMember[]>('/setting/entity-group/add-member', body);

/** POST /api/setting/entity-group/remove-member. */
export const removeMember = (body: TEntityGroupMemberBody) =>
  apiPost<TEntityGroupMember[]>('/setting/entity-group/remove-member', body);

const useMemberChange = (call: typeof addMember) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENTITY_GROUPS_QUERY_KEY }),
  });
};

export const useAddMember = () => useMemberChange(addMember);
export const useRemoveMember = () => useMemberChange(removeMember);
