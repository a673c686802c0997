import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeInformation } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { OWN_EMPLOYEE_QUERY_KEY } from './own-employee-keys';

/** POST /api/rrhh/employee/get-employee-information — the signed-in user's own record (owners may read it). */
export const getOwnEmployeeInformation = (id: number, signal?: AbortSignal): Promise<TEmployeeInformation> =>
  apiPost<TEmployeeInformation>('/rrhh/employee/get-employee-information', { employee_id: id }, { signal });

export const ownEmployeeInformationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...OWN_EMPLOYEE_QUERY_KEY, id, 'information'],
    queryFn: ({ signal }) => getOwnEmployeeInformation(id, signal),
    meta: { handlesErrors: true },
  });

export const useOwnEmployeeInformation = (id: number) => useQuery(ownEmployeeInformationQueryOptions(id));
