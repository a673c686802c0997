import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLabourCertificates, TLabourCertificatesBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

export const OWN_LABOUR_CERTIFICATES_QUERY_KEY = ['profile', 'labour-certificates'] as const;

/**
 * POST /api/rrhh/payroll/certificates/list — what can be issued for a worker: the work certificate
 * once ceased, a quinta certificate per year with slips. The signed-in worker's own without an id.
 */
export const getLabourCertificates = (employeeId?: number, signal?: AbortSignal) =>
  apiPost<TLabourCertificates>(
    '/rrhh/payroll/certificates/list',
    (employeeId ? { employeeId } : {}) satisfies TLabourCertificatesBody,
    { signal },
  );

export const labourCertificatesQueryOptions = (employeeId?: number) =>
  queryOptions({
    queryKey: employeeId
      ? [...employeeRecordKey(employeeId), 'labour-certificates']
      : OWN_LABOUR_CERTIFICATES_QUERY_KEY,
    queryFn: ({ signal }) => getLabourCertificates(employeeId, signal),
  });

export const useLabourCertificates = (employeeId?: number) =>
  useQuery(labourCertificatesQueryOptions(employeeId));
