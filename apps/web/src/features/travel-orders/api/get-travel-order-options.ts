import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTravelOrderFormOptions } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/travel-order/form-options — the pickers of the form. */
export const getTravelOrderOptions = (signal?: AbortSignal) =>
  apiPost<TTravelOrderFormOptions>('/operations/travel-order/form-options', {}, { signal });

export const useTravelOrderOptions = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...TRAVEL_ORDERS_QUERY_KEY, 'options'],
      queryFn: ({ signal }) => getTravelOrderOptions(signal),
      enabled,
    }),
  );
