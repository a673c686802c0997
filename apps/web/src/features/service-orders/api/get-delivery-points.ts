import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SERVICE_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/service-order/delivery-points — a client's delivery points for the form. */
export const getDeliveryPoints = (clientId: number, signal?: AbortSignal) =>
  apiPost<TOption[]>('/operations/service-order/delivery-points', { id: clientId }, { signal });

export const useDeliveryPoints = (clientId?: number) =>
  useQuery(
    queryOptions({
      queryKey: [...SERVICE_ORDERS_QUERY_KEY, 'points', clientId],
      queryFn: ({ signal }) => getDeliveryPoints(clientId ?? 0, signal),
      enabled: Boolean(clientId),
    }),
  );
