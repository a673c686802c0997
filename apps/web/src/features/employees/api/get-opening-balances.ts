import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOpeningBalanceList } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/opening-balance/list — months paid before the system, in month order. */
export const getOpeningBalances = (id: number, signal?: AbortSignal): Promise<TOpeningBalanceList> =>
  apiPost<TOpeningBalanceList>('/rrhh/employee/opening-balance/list', { employee_id: id }, { signal });

export const openingBalancesKey = (id: number) => [...employeeRecordKey(id), 'opening-balances'] as const;

export const openingBalancesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: openingBalancesKey(id),
    queryFn: ({ signal }) => getOpeningBalances(id, signal),
    meta: { handlesErrors: true },
  });

export const useOpeningBalances = (id: number) => useQuery(openingBalancesQueryOptions(id));
