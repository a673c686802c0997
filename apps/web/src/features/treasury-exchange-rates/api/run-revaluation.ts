import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRevaluationRunBody, TRevaluationRunResult } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EXCHANGE_RATES_QUERY_KEY } from './keys';

/**
 * POST /api/treasury/revaluation/run — revalues the company's USD accounts at the month's closing
 * purchase rate; 409 EXCHANGE_RATE_MISSING on `period` when that day has no rate.
 */
export const runRevaluation = (body: TRevaluationRunBody): Promise<TRevaluationRunResult> =>
  apiPost<TRevaluationRunResult>('/treasury/revaluation/run', body);

export const useRunRevaluation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRevaluation,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXCHANGE_RATES_QUERY_KEY }),
  });
};
