import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBonusTypeListQuery, TBonusTypeListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { BONUS_TYPES_QUERY_KEY } from './keys';

export type BonusTypeFilters = NonNullable<TBonusTypeListQuery['filters']>;
export type BonusTypeListParams = ListParams<BonusTypeFilters>;

/** POST /api/setting/payroll/bonus/list — the bonus types. */
export const getBonusTypes = (params: BonusTypeListParams, signal?: AbortSignal) =>
  apiPost<TBonusTypeListResponse>('/setting/payroll/bonus/list', params as TBonusTypeListQuery, { signal });

export const bonusTypesQueryOptions = (params: BonusTypeListParams) =>
  queryOptions({
    queryKey: [...BONUS_TYPES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getBonusTypes(params, signal),
    placeholderData: keepPreviousData,
  });

export const useBonusTypes = (params: BonusTypeListParams) => useQuery(bonusTypesQueryOptions(params));
