import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContributionCreateBody, TTreasuryTransactionDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { CONTRIBUTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/contribution/create — a pending movement paying one payee's month. */
export const createContribution = (body: TContributionCreateBody) =>
  apiPost<TTreasuryTransactionDetail>('/treasury/contribution/create', body);

export const useCreateContribution = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContribution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRIBUTIONS_QUERY_KEY }),
  });
};
