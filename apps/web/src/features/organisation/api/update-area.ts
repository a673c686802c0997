import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAreaItem, TAreaUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/area/update — 409 AREA_ALREADY_REGISTERED (with `errors.name`). */
export const updateArea = (body: TAreaUpdateBody): Promise<TAreaItem> =>
  apiPost<TAreaItem>('/setting/area/update', body);

export const useUpdateArea = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArea,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'areas'),
  });
};
