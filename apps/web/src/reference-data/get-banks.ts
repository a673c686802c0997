import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCodeName } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/rrhh/banks/get-banks — Peruvian banks by their three-digit code. */
export const getBanks = (signal?: AbortSignal): Promise<TCodeName[]> =>
  apiPost<TCodeName[]>('/rrhh/banks/get-banks', {}, { signal });

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('banks'),
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useBanks = () => useQuery(banksQueryOptions());
