import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeFile } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/list-files — the employee's documents, newest first. */
export const getEmployeeFiles = (id: number, signal?: AbortSignal): Promise<TEmployeeFile[]> =>
  apiPost<TEmployeeFile[]>('/rrhh/employee/list-files', { employee_id: id }, { signal });

export const employeeFilesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeeRecordKey(id), 'files'],
    queryFn: ({ signal }) => getEmployeeFiles(id, signal),
    meta: { handlesErrors: true },
  });

export const useEmployeeFiles = (id: number) => useQuery(employeeFilesQueryOptions(id));
