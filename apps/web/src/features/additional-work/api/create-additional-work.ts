import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdditionalWork, TAdditionalWorkCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ADDITIONAL_WORK_QUERY_KEY } from './keys';

/** POST /api/rrhh/additional-work/create — bad fields come back named. */
export const createAdditionalWork = (body: TAdditionalWorkCreateBody): Promise<TAdditionalWork> =>
  apiPost<TAdditionalWork>('/rrhh/additional-work/create', body);

export const useCreateAdditionalWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdditionalWork,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDITIONAL_WORK_QUERY_KEY }),
  });
};
