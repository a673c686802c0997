import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeVacations } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { OWN_EMPLOYEE_QUERY_KEY } from './own-employee-keys';

/** POST /api/rrhh/employee/get-employee-vacations — the signed-in user's own vacation balances and periods. */
export const getOwnVacations = (id: number, signal?: AbortSignal): Promise<TEmployeeVacations> =>
  apiPost<TEmployeeVacations>('/rrhh/employee/get-employee-vacations', { employee_id: id }, { signal });

export const ownVacationsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...OWN_EMPLOYEE_QUERY_KEY, id, 'vacations'],
    queryFn: ({ signal }) => getOwnVacations(id, signal),
    meta: { handlesErrors: true },
  });

export const useOwnVacations = (id: number) => useQuery(ownVacationsQueryOptions(id));
