import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCodeName } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEE_REFERENCES_QUERY_KEY, REFERENCE_STALE_TIME } from './keys';

/** POST /api/rrhh/banks/get-banks — Peruvian banks by their three-digit code. */
export const getBanks = (signal?: AbortSignal): Promise<TCodeName[]> =>
  apiPost<TCodeName[]>('/rrhh/banks/get-banks', {}, { signal });

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEE_REFERENCES_QUERY_KEY, 'banks'],
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useBanks = () => useQuery(banksQueryOptions());
