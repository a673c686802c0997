import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompany } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEE_REFERENCES_QUERY_KEY, REFERENCE_STALE_TIME } from './keys';

/** POST /api/rrhh/employee/get-companies — the employer companies (name and RUC). */
export const getCompanies = (signal?: AbortSignal): Promise<TCompany[]> =>
  apiPost<TCompany[]>('/rrhh/employee/get-companies', {}, { signal });

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEE_REFERENCES_QUERY_KEY, 'companies'],
    queryFn: ({ signal }) => getCompanies(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useCompanies = () => useQuery(companiesQueryOptions());
