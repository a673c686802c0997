import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSettlementLineScans } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { SETTLEMENTS_QUERY_KEY } from './keys';

export type UploadLineScanInput = { lineId: number; file: File };

/** POST /api/operations/documentary-settlement/line-scan/upload — multipart `lineId`, then `file` (PDF or photo); 409 once closed. */
export const uploadSettlementLineScan = ({ lineId, file }: UploadLineScanInput) =>
  apiUpload<TSettlementLineScans>('/operations/documentary-settlement/line-scan/upload', [
    ['lineId', String(lineId)],
    ['file', file],
  ]);

export const useUploadSettlementLineScan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSettlementLineScan,
    meta: { handlesErrors: true },
    // The settlement too: its lines carry their scan count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTLEMENTS_QUERY_KEY }),
  });
};
