import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSalaryIncrease } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';
import { SALARY_INCREASE_QUERY_KEY } from './keys';

/** POST /api/rrhh/salary-increase/approve — writes the salary history of the employee. */
export const approveSalaryIncrease = (id: number): Promise<TSalaryIncrease> =>
  apiPost<TSalaryIncrease>('/rrhh/salary-increase/approve', { id });

export const useApproveSalaryIncrease = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveSalaryIncrease,
    meta: { handlesErrors: true },
    onSuccess: (item) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SALARY_INCREASE_QUERY_KEY }),
        // The employee's record shows the new salary and history row.
        queryClient.invalidateQueries({ queryKey: employeeRecordKey(item.employeeId) }),
      ]),
  });
};
