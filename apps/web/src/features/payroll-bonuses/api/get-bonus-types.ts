import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_BONUSES_QUERY_KEY } from './keys';

export type BonusTypeOption = { id: number; name: string };

/** POST /api/rrhh/payroll/bonus/types — the bonus types of the payroll settings. */
export const getBonusTypes = (signal?: AbortSignal): Promise<{ data: BonusTypeOption[] }> =>
  apiPost<{ data: BonusTypeOption[] }>('/rrhh/payroll/bonus/types', {}, { signal });

export const bonusTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...PAYROLL_BONUSES_QUERY_KEY, 'types'],
    queryFn: ({ signal }) => getBonusTypes(signal),
    staleTime: 60_000,
  });

export const useBonusTypes = () => useQuery(bonusTypesQueryOptions());
