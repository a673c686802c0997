import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/opening-balance/delete — 409 once that month's payroll is approved. */
export const deleteOpeningBalance = (id: number): Promise<{ id: number }> =>
  apiPost<{ id: number }>('/rrhh/employee/opening-balance/delete', { id });

export const useDeleteOpeningBalance = (employeeId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOpeningBalance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeRecordKey(employeeId) }),
  });
};
