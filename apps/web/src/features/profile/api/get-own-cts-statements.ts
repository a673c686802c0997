import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnCtsStatements } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/** POST /api/rrhh/payroll/cts/own/list — the signed-in worker's CTS deposit statements. */
export const getOwnCtsStatements = (signal?: AbortSignal) =>
  apiPost<TOwnCtsStatements>('/rrhh/payroll/cts/own/list', {}, { signal });

export const ownCtsStatementsQueryOptions = () =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, 'cts-statements'],
    queryFn: ({ signal }) => getOwnCtsStatements(signal),
  });

export const useOwnCtsStatements = () => useQuery(ownCtsStatementsQueryOptions());
