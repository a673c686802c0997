import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEntityGroupCreateBody, TEntityGroupItem, TEntityGroupUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { referenceKey } from '../../../reference-data/keys';
import { ENTITY_GROUPS_QUERY_KEY } from './keys';

/**
 * POST /api/setting/entity-group/create or /update (with an id) — 409 GROUP_ALREADY_REGISTERED
 * (with `errors.name`) on a duplicate name.
 */
export const saveEntityGroup = (
  body: TEntityGroupCreateBody | TEntityGroupUpdateBody,
): Promise<TEntityGroupItem> =>
  'id' in body
    ? apiPost<TEntityGroupItem>('/setting/entity-group/update', body)
    : apiPost<TEntityGroupItem>('/setting/entity-group/create', body);

export const useSaveEntityGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntityGroup,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ENTITY_GROUPS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: referenceKey('entityGroups') });
    },
  });
};
