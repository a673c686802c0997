import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalType, TEmployeeListResponse } from '@zerg/shared';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';
import { getEmployeePage } from '../../../reference-data/get-employee-page';

export type LiquidationCandidateQuery = { companyId: number; personalType: PersonalType; q: string };

/**
 * The workers of a company's staff a liquidación can be run for,
 * inactive ones included (a liquidación is mostly for someone who has just left).
 */
export const getLiquidationCandidates = (
  query: LiquidationCandidateQuery,
  signal?: AbortSignal,
): Promise<TEmployeeListResponse> =>
  getEmployeePage(
    {
      page: 1,
      perPage: 50,
      q: query.q || undefined,
      sortBy: 'fullName',
      filters: { status: 'all', companyId: query.companyId, personalType: query.personalType },
    },
    signal,
  );

export const liquidationCandidatesQueryOptions = (query: LiquidationCandidateQuery) =>
  queryOptions({
    queryKey: [...EMPLOYEES_QUERY_KEY, 'liquidation-candidates', query],
    queryFn: ({ signal }) => getLiquidationCandidates(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLiquidationCandidates = (query: LiquidationCandidateQuery | null) =>
  useQuery({
    ...liquidationCandidatesQueryOptions(query ?? { companyId: 0, personalType: 'administrative', q: '' }),
    enabled: query !== null && query.companyId > 0,
  });
