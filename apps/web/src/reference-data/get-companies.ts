import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompany } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/rrhh/employee/get-companies — the employer companies (name and RUC). */
export const getCompanies = (signal?: AbortSignal): Promise<TCompany[]> =>
  apiPost<TCompany[]>('/rrhh/employee/get-companies', {}, { signal });

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('companies'),
    queryFn: ({ signal }) => getCompanies(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useCompanies = () => useQuery(companiesQueryOptions());
