import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentBatchStarted } from '@zerg/shared';
import { MY_DOCUMENT_BATCHES_QUERY_KEY } from '../../../components/document-batch/get-my-document-batches';
import { apiPost } from '../../../lib/api-client';

export type PayslipsBatchKind = 'pdf' | 'zip';

const ROUTES: Record<PayslipsBatchKind, string> = {
  pdf: '/rrhh/payroll/payslip/all-pdf',
  zip: '/rrhh/payroll/payslip/zip',
};

/**
 * POST /api/rrhh/payroll/payslip/all-pdf | zip — starts the document batch that makes the run's
 * payslips in one PDF or one per worker in a zip; its progress comes over the real-time socket.
 */
export const startPayslipsBatch = (runId: number, kind: PayslipsBatchKind) =>
  apiPost<TDocumentBatchStarted>(ROUTES[kind], { runId });

/** Starts the batch; the user's documents (navbar) are read again so it shows there at once. */
export const useStartPayslipsBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, kind }: { runId: number; kind: PayslipsBatchKind }) =>
      startPayslipsBatch(runId, kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_DOCUMENT_BATCHES_QUERY_KEY }),
  });
};
