import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillingCompanySettings } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/settings/company/get — the company's Banco de la Nación detracción account. */
export const getCompanySettings = (
  companyId: number,
  signal?: AbortSignal,
): Promise<TBillingCompanySettings> =>
  apiPost<TBillingCompanySettings>('/billing/settings/company/get', { companyId }, { signal });

export const companySettingsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'company-settings', companyId],
    queryFn: ({ signal }) => getCompanySettings(companyId, signal),
  });

export const useCompanySettings = (companyId: number | undefined) =>
  useQuery({
    ...companySettingsQueryOptions(companyId ?? 0),
    enabled: companyId !== undefined && companyId > 0,
  });
