import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasuryTransactionDetail } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/attachment/upload (multipart `transaction_id`, then `file`); 413 when too large. */
export const uploadAttachment = ({
  transactionId,
  file,
}: {
  transactionId: number;
  file: File;
}): Promise<TTreasuryTransactionDetail> =>
  apiUpload<TTreasuryTransactionDetail>('/treasury/transaction/attachment/upload', [
    ['transaction_id', String(transactionId)],
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
