import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeInformation } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/get-employee-information — the whole personal record; 403 outside the user's scope. */
export const getEmployeeInformation = (id: number, signal?: AbortSignal): Promise<TEmployeeInformation> =>
  apiPost<TEmployeeInformation>('/rrhh/employee/get-employee-information', { employee_id: id }, { signal });

export const employeeInformationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeeRecordKey(id), 'information'],
    queryFn: ({ signal }) => getEmployeeInformation(id, signal),
    // The page shows its own not-found / not-authorized state.
    meta: { handlesErrors: true },
  });

export const useEmployeeInformation = (id: number) =>
  useQuery({ ...employeeInformationQueryOptions(id), enabled: id > 0 });
