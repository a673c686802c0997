import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIdBody, TViatic } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

/** POST /api/rrhh/viatic/approve-hr — 409 INVALID_CHANGE when the viatic has moved on meanwhile. */
export const approveViaticHr = (body: TIdBody): Promise<TViatic> =>
  apiPost<TViatic>('/rrhh/viatic/approve-hr', body);

export const useApproveViaticHr = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveViaticHr,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIATICS_QUERY_KEY }),
  });
};
