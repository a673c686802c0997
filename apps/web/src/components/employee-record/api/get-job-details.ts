import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobDetails } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/get-jobdetails-information — company, area, position, contract and pay. */
export const getJobDetails = (id: number, signal?: AbortSignal): Promise<TJobDetails> =>
  apiPost<TJobDetails>('/rrhh/employee/get-jobdetails-information', { employee_id: id }, { signal });

export const jobDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeeRecordKey(id), 'job'],
    queryFn: ({ signal }) => getJobDetails(id, signal),
    meta: { handlesErrors: true },
  });

/** `null` asks nothing (e.g. a user without an employee record). */
export const useJobDetails = (id: number | null) =>
  useQuery({ ...jobDetailsQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
