import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSalaryIncrease, TSalaryIncreaseCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SALARY_INCREASE_QUERY_KEY } from './keys';

/** POST /api/rrhh/salary-increase/create — 409 SAME_AS_OLD_VALUE lands on `errors.newSalary`. */
export const createSalaryIncrease = (body: TSalaryIncreaseCreateBody): Promise<TSalaryIncrease> =>
  apiPost<TSalaryIncrease>('/rrhh/salary-increase/create', body);

export const useCreateSalaryIncrease = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSalaryIncrease,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SALARY_INCREASE_QUERY_KEY }),
  });
};
