import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk, TStatusChangeBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/inactive-employee-by-id — date and reason; 409 INVALID_CHANGE if already inactive. */
export const inactivateEmployee = (body: TStatusChangeBody): Promise<TOk> =>
  apiPost<TOk>('/rrhh/employee/inactive-employee-by-id', body);

export const useInactivateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inactivateEmployee,
    meta: { handlesErrors: true },
    // A 409 means someone else changed it first: refresh either way so the screen shows the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
};
