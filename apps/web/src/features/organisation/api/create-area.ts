import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAreaBody, TAreaItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/area/create — 409 AREA_ALREADY_REGISTERED (with `errors.name`). */
export const createArea = (body: TAreaBody): Promise<TAreaItem> =>
  apiPost<TAreaItem>('/setting/area/create', body);

export const useCreateArea = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArea,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'areas'),
  });
};
