import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasuryAttachment } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/attachment/upload (multipart `transactionId`, then `file`); 413 when too large. */
export const uploadAttachment = ({
  transactionId,
  file,
}: {
  transactionId: number;
  file: File;
}): Promise<TTreasuryAttachment> =>
  apiUpload<TTreasuryAttachment>('/treasury/transaction/attachment/upload', [
    ['transactionId', String(transactionId)],
    ['file', file],
  ]);

export const useUploadAttachment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAttachment,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
};
