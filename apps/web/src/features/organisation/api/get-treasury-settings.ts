import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTreasurySettings } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { organisationKey } from './keys';

/** POST /api/treasury/settings/get — the company's treasury rules (one person's limit). */
export const getTreasurySettings = (companyId: number, signal?: AbortSignal) =>
  apiPost<TTreasurySettings>('/treasury/settings/get', { companyId }, { signal });

export const treasurySettingsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...organisationKey('companies'), 'treasury', companyId],
    queryFn: ({ signal }) => getTreasurySettings(companyId, signal),
  });

export const useTreasurySettings = (companyId: number) => useQuery(treasurySettingsQueryOptions(companyId));
