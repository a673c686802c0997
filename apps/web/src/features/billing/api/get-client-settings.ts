import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillingClientSettings } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/settings/client/get — how a client is invoiced (grouping, language) and its credit days. */
export const getClientSettings = (clientId: number, signal?: AbortSignal): Promise<TBillingClientSettings> =>
  apiPost<TBillingClientSettings>('/billing/settings/client/get', { clientId }, { signal });

export const clientSettingsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'client-settings', clientId],
    queryFn: ({ signal }) => getClientSettings(clientId, signal),
  });

export const useClientSettings = (clientId: number | undefined) =>
  useQuery({ ...clientSettingsQueryOptions(clientId ?? 0), enabled: clientId !== undefined && clientId > 0 });
