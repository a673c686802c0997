import type { TEmployeeSelectOption } from '@zerg/shared';
import { type RemoteSearch, remoteSearchParams } from '../components/remote-search-select';
import { apiGet } from '../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../lib/query-keys';

/** The employee picker's cached searches; a write to an employee refreshes them. */
export const EMPLOYEE_OPTIONS_KEY = [...EMPLOYEES_QUERY_KEY, 'options'] as const;

/** A picker's search, leaving one worker out (an employee is not his own chief). */
export type EmployeeSearch = RemoteSearch & { exclude?: number };

/**
 * GET /api/rrhh/employee/list-select — the first active employees (`Surname, Names`) matching the
 * search, or the chosen ones by id.
 */
export const getEmployeeOptions = (
  signal: AbortSignal,
  { exclude, ...search }: EmployeeSearch,
): Promise<TEmployeeSelectOption[]> => {
  const params = remoteSearchParams(search);
  if (exclude !== undefined) params.set('exclude', String(exclude));
  return apiGet<TEmployeeSelectOption[]>(`/rrhh/employee/list-select?${params}`, { signal });
};
