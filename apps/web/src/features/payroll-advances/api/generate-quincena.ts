import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQuincenaBody, TQuincenaResult } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_ADVANCES_QUERY_KEY } from './keys';

/**
 * POST /api/rrhh/payroll/advance/generate-quincena — the month's quincena for a company: how many
 * advances were created, how many workers already had one, and the total.
 */
export const generateQuincena = (body: TQuincenaBody): Promise<TQuincenaResult> =>
  apiPost<TQuincenaResult>('/rrhh/payroll/advance/generate-quincena', body);

export const useGenerateQuincena = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQuincena,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_ADVANCES_QUERY_KEY }),
  });
};
