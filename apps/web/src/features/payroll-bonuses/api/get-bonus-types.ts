import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBonusTypeOptions } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_BONUSES_QUERY_KEY } from './keys';

export type BonusTypeOption = TBonusTypeOptions['data'][number];

/** POST /api/setting/payroll/bonus/get-bonus-for-select (SPEC §7) — the active bonus types. */
export const getBonusTypes = (signal?: AbortSignal): Promise<TBonusTypeOptions> =>
  apiPost<TBonusTypeOptions>('/setting/payroll/bonus/get-bonus-for-select', {}, { signal });

export const bonusTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...PAYROLL_BONUSES_QUERY_KEY, 'types'],
    queryFn: ({ signal }) => getBonusTypes(signal),
    staleTime: 60_000,
  });

export const useBonusTypes = () => useQuery(bonusTypesQueryOptions());
