import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJobDetails, TUpdateJobBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/**
 * POST /api/rrhh/employee/update-employee-job-detail — a different salary or currency adds a row to
 * the salary history with `salaryChangeReason`.
 */
export const updateJobDetails = (body: TUpdateJobBody): Promise<TJobDetails> =>
  apiPost<TJobDetails>('/rrhh/employee/update-employee-job-detail', body);

export const useUpdateJobDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobDetails,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
};
