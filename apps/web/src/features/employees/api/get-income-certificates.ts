import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TIncomeCertificateList } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/income-certificate/list — previous employers' certificates, by year. */
export const getIncomeCertificates = (id: number, signal?: AbortSignal): Promise<TIncomeCertificateList> =>
  apiPost<TIncomeCertificateList>('/rrhh/employee/income-certificate/list', { employee_id: id }, { signal });

export const incomeCertificatesKey = (id: number) =>
  [...employeeRecordKey(id), 'income-certificates'] as const;

export const incomeCertificatesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: incomeCertificatesKey(id),
    queryFn: ({ signal }) => getIncomeCertificates(id, signal),
    meta: { handlesErrors: true },
  });

export const useIncomeCertificates = (id: number) => useQuery(incomeCertificatesQueryOptions(id));
