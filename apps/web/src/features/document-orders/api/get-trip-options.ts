import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/document-order/trip-options — trips without a document order yet. */
export const getTripOptions = (signal?: AbortSignal): Promise<TOption[]> =>
  apiPost<TOption[]>('/operations/document-order/trip-options', {}, { signal });

export const tripOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...DOCUMENT_ORDERS_QUERY_KEY, 'trips'],
    queryFn: ({ signal }) => getTripOptions(signal),
  });

export const useTripOptions = (enabled: boolean) => useQuery({ ...tripOptionsQueryOptions(), enabled });
