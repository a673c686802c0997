import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSettlementListQuery, TSettlementListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { SETTLEMENTS_QUERY_KEY } from './keys';

export type SettlementFilters = NonNullable<TSettlementListQuery['filters']>;
export type SettlementListParams = ListParams<SettlementFilters>;

/** POST /api/operations/documentary-settlement/list — finished trips with their balance. */
export const getSettlements = (
  params: SettlementListParams,
  signal?: AbortSignal,
): Promise<TSettlementListResponse> =>
  apiPost<TSettlementListResponse>(
    '/operations/documentary-settlement/list',
    params as TSettlementListQuery,
    {
      signal,
    },
  );

export const settlementsQueryOptions = (params: SettlementListParams) =>
  queryOptions({
    queryKey: [...SETTLEMENTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getSettlements(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSettlements = (params: SettlementListParams) => useQuery(settlementsQueryOptions(params));
