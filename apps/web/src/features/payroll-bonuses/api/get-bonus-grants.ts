import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBonusGrantListQuery, TBonusGrantListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_BONUSES_QUERY_KEY } from './keys';

export type BonusGrantFilters = NonNullable<TBonusGrantListQuery['filters']>;
export type BonusGrantListParams = ListParams<BonusGrantFilters>;

/** POST /api/rrhh/payroll/bonus/list — one page of bonus grants. */
export const getBonusGrants = (
  params: BonusGrantListParams,
  signal?: AbortSignal,
): Promise<TBonusGrantListResponse> =>
  apiPost<TBonusGrantListResponse>('/rrhh/payroll/bonus/list', params as TBonusGrantListQuery, { signal });

export const bonusGrantsQueryOptions = (params: BonusGrantListParams) =>
  queryOptions({
    queryKey: [...PAYROLL_BONUSES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getBonusGrants(params, signal),
    placeholderData: keepPreviousData,
  });

export const useBonusGrants = (params: BonusGrantListParams) => useQuery(bonusGrantsQueryOptions(params));
