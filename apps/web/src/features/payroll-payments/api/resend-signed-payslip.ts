import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/payslip/resend — mails one worker's signed boleta again. */
export const resendSignedPayslip = (deliveryId: number) =>
  apiPost<TOk>('/rrhh/payroll/payslip/resend', { deliveryId });

export const useResendSignedPayslip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendSignedPayslip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...PAYROLL_RUN_QUERY_KEY, 'deliveries'] }),
  });
};
