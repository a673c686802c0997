import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentBatchStarted } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/payslip/send — signs and mails the run's boletas in a document batch. */
export const sendSignedPayslips = (runId: number) =>
  apiPost<TDocumentBatchStarted>('/rrhh/payroll/payslip/send', { runId });

export const useSendSignedPayslips = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSignedPayslips,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...PAYROLL_RUN_QUERY_KEY, 'deliveries'] }),
  });
};
