import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttendanceCode } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/get-code-attendance — the current code and its QR, without replacing it. */
export const getAttendanceCode = (id: number, signal?: AbortSignal): Promise<TAttendanceCode> =>
  apiPost<TAttendanceCode>('/rrhh/employee/get-code-attendance', { employee_id: id }, { signal });

export const attendanceCodeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeeRecordKey(id), 'attendance-code'],
    queryFn: ({ signal }) => getAttendanceCode(id, signal),
    meta: { handlesErrors: true },
  });

/** Only asked for when the employee has a code (the server answers 404 otherwise). */
export const useAttendanceCode = (id: number, enabled: boolean) =>
  useQuery({ ...attendanceCodeQueryOptions(id), enabled });
