import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TViaticTracking } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

/** POST /api/rrhh/employee/get-employee-viatic-tracking — one employee's viatics with totals. */
export const getViaticTracking = (employeeId: number, signal?: AbortSignal): Promise<TViaticTracking> =>
  apiPost<TViaticTracking>(
    '/rrhh/employee/get-employee-viatic-tracking',
    { employee_id: employeeId },
    { signal },
  );

export const viaticTrackingQueryOptions = (employeeId: number) =>
  queryOptions({
    queryKey: [...VIATICS_QUERY_KEY, 'tracking', employeeId],
    queryFn: ({ signal }) => getViaticTracking(employeeId, signal),
  });

export const useViaticTracking = (employeeId: number | null) =>
  useQuery({ ...viaticTrackingQueryOptions(employeeId ?? 0), enabled: employeeId !== null });
