import type { TEmployeeListQuery, TEmployeeListResponse } from '@zerg/shared';
import { apiPost } from '../lib/api-client';

/**
 * POST /api/rrhh/employee/list — one page of employees, active ones unless `status` says otherwise.
 * The employee list and the liquidación's worker picker both page through it.
 */
export const getEmployeePage = (
  query: TEmployeeListQuery,
  signal?: AbortSignal,
): Promise<TEmployeeListResponse> => apiPost<TEmployeeListResponse>('/rrhh/employee/list', query, { signal });
