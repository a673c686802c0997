import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLastEmployeeId } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/** GET /api/rrhh/employee/get-last-employee-id — the last id and the personal code likely next. */
export const getNextPersonalCode = (signal?: AbortSignal): Promise<TLastEmployeeId> =>
  apiGet<TLastEmployeeId>('/rrhh/employee/get-last-employee-id', { signal });

export const nextPersonalCodeQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'next-code'],
    queryFn: ({ signal }) => getNextPersonalCode(signal),
    staleTime: 0,
    // Only a hint on the create page: no toast if it fails.
    meta: { handlesErrors: true },
  });

export const useNextPersonalCode = () => useQuery(nextPersonalCodeQueryOptions());
