import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAreaAccessBody, TAreaAccessItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/areas-module/update — replaces what an area's people may be given; no modules lifts the limit. */
export const updateAreaAccess = (body: TAreaAccessBody): Promise<TAreaAccessItem> =>
  apiPost<TAreaAccessItem>('/setting/areas-module/update', body);

export const useUpdateAreaAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAreaAccess,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient),
  });
};
