import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJobDetails } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { OWN_EMPLOYEE_QUERY_KEY } from './own-employee-keys';

/** POST /api/rrhh/employee/get-jobdetails-information — the signed-in user's own job details. */
export const getOwnJobDetails = (id: number, signal?: AbortSignal): Promise<TJobDetails> =>
  apiPost<TJobDetails>('/rrhh/employee/get-jobdetails-information', { employee_id: id }, { signal });

export const ownJobDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...OWN_EMPLOYEE_QUERY_KEY, id, 'job'],
    queryFn: ({ signal }) => getOwnJobDetails(id, signal),
    meta: { handlesErrors: true },
  });

export const useOwnJobDetails = (id: number) => useQuery(ownJobDetailsQueryOptions(id));
