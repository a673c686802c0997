import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDriverReceipt } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/operations/travel-order/receipt/list — the delivery photos the drivers took on a trip. */
export const getTripReceipts = (travelOrderId: number, signal?: AbortSignal) =>
  apiPost<TDriverReceipt[]>('/operations/travel-order/receipt/list', { travelOrderId }, { signal });

/** GET /api/operations/travel-order/receipt/:id — one photo, served with the token. */
export const tripReceiptPath = (id: number) => `/operations/travel-order/receipt/${id}`;

export const useTripReceipts = (travelOrderId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['trip-receipts', travelOrderId],
      queryFn: ({ signal }) => getTripReceipts(travelOrderId, signal),
      enabled: travelOrderId > 0,
    }),
  );
