import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActiveBody, TAreaItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/area/set-active — 409 AREA_IN_USE naming how many employees still work there. */
export const setAreaActive = (body: TActiveBody): Promise<TAreaItem> =>
  apiPost<TAreaItem>('/setting/area/set-active', body);

export const useSetAreaActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAreaActive,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'areas'),
  });
};
