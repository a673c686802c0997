import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDriverReceipt } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { DRIVER_QUERY_KEY } from './keys';

export type ReceiptInput = { travelOrderId: number; file: File };

/** POST /api/driver/travel-order/receipt — multipart `travel_order_id` then `file` (JPEG or PNG, 8 MB). */
export const uploadDriverReceipt = ({ travelOrderId, file }: ReceiptInput): Promise<TDriverReceipt> =>
  apiUpload<TDriverReceipt>('/driver/travel-order/receipt', [
    ['travel_order_id', String(travelOrderId)],
    ['file', file],
  ]);

export const useUploadDriverReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDriverReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVER_QUERY_KEY }),
  });
};

/** GET /api/driver/travel-order/receipt/:id — fetched with the token by `useProtectedFile`. */
export const driverReceiptPath = (id: number) => `/driver/travel-order/receipt/${id}`;
