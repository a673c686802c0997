import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEDocumentDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { E_DOCUMENTS_QUERY_KEY } from '../../../lib/query-keys';

/**
 * POST /api/e-documents/resend — a failed record (or one SUNAT rejected without registering it)
 * back to pending and queued; 409 naming why otherwise (a rejected number is spent).
 */
export const resendEDocument = (id: number): Promise<TEDocumentDetail> =>
  apiPost<TEDocumentDetail>('/e-documents/resend', { id });

export const useResendEDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEDocument,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: E_DOCUMENTS_QUERY_KEY }),
  });
};
