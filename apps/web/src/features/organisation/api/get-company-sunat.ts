import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSunatCredentialsAnswer } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { organisationKey } from './keys';

/** POST /api/setting/company/sunat/get — the company's SUNAT credentials (no secret) and certificate validity. */
export const getCompanySunat = (companyId: number, signal?: AbortSignal) =>
  apiPost<TSunatCredentialsAnswer>('/setting/company/sunat/get', { id: companyId }, { signal });

export const companySunatQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...organisationKey('companies'), 'sunat', companyId],
    queryFn: ({ signal }) => getCompanySunat(companyId, signal),
  });

export const useCompanySunat = (companyId: number) => useQuery(companySunatQueryOptions(companyId));
