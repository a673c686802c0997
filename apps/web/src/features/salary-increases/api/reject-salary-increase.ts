import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRejectBody, TSalaryIncrease } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SALARY_INCREASE_QUERY_KEY } from './keys';

/** POST /api/rrhh/salary-increase/reject — a reason is required. */
export const rejectSalaryIncrease = (body: TRejectBody): Promise<TSalaryIncrease> =>
  apiPost<TSalaryIncrease>('/rrhh/salary-increase/reject', body);

export const useRejectSalaryIncrease = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectSalaryIncrease,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALARY_INCREASE_QUERY_KEY }),
  });
};
