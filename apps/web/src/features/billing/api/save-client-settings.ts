import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingClientSettings, TBillingClientSettingsBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/settings/client/save — one invoice per service order or per period, and the documents' language. */
export const saveClientSettings = (body: TBillingClientSettingsBody): Promise<TBillingClientSettings> =>
  apiPost<TBillingClientSettings>('/billing/settings/client/save', body);

export const useSaveClientSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientSettings,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
