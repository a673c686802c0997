import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingCompanySettings, TBillingCompanySettingsBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/settings/company/save — the Banco de la Nación account the detracción is deposited in. */
export const saveCompanySettings = (body: TBillingCompanySettingsBody): Promise<TBillingCompanySettings> =>
  apiPost<TBillingCompanySettings>('/billing/settings/company/save', body);

export const useSaveCompanySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
