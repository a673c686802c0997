import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSettlement } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SETTLEMENTS_QUERY_KEY } from './keys';

/** POST /api/operations/documentary-settlement/get — one trip's settlement with its lines. */
export const getSettlement = (travelOrderId: number, signal?: AbortSignal): Promise<TSettlement> =>
  apiPost<TSettlement>('/operations/documentary-settlement/get', { travelOrderId }, { signal });

export const settlementQueryOptions = (travelOrderId: number) =>
  queryOptions({
    queryKey: [...SETTLEMENTS_QUERY_KEY, 'one', travelOrderId],
    queryFn: ({ signal }) => getSettlement(travelOrderId, signal),
  });

export const useSettlement = (travelOrderId: number | null) =>
  useQuery({ ...settlementQueryOptions(travelOrderId ?? 0), enabled: travelOrderId !== null });
