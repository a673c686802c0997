import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyCertificateAnswer } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { organisationKey } from './keys';

/** POST /api/setting/company/certificate/get — the company's signing certificate, or null. */
export const getCompanyCertificate = (companyId: number, signal?: AbortSignal) =>
  apiPost<TCompanyCertificateAnswer>('/setting/company/certificate/get', { id: companyId }, { signal });

export const companyCertificateQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...organisationKey('companies'), 'certificate', companyId],
    queryFn: ({ signal }) => getCompanyCertificate(companyId, signal),
  });

export const useCompanyCertificate = (companyId: number) =>
  useQuery(companyCertificateQueryOptions(companyId));
