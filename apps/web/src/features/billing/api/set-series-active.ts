import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingSeries, TBillingSeriesActiveBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/series/set-active — an inactive series is kept with its numbers but offered no more. */
export const setSeriesActive = (body: TBillingSeriesActiveBody): Promise<TBillingSeries> =>
  apiPost<TBillingSeries>('/billing/series/set-active', body);

export const useSetSeriesActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSeriesActive,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
