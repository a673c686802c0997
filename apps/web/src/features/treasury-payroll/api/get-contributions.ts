import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TContributionDueList, TContributionQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { CONTRIBUTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/contribution/due — what SUNAT and each AFP are owed for a month. */
export const getContributions = (query: TContributionQuery, signal?: AbortSignal) =>
  apiPost<TContributionDueList>('/treasury/contribution/due', query, { signal });

export const contributionsQueryOptions = (query: Partial<TContributionQuery>) =>
  queryOptions({
    queryKey: [...CONTRIBUTIONS_QUERY_KEY, query],
    queryFn: ({ signal }) => getContributions(query as TContributionQuery, signal),
    enabled: query.companyId !== undefined && query.period !== undefined,
  });

export const useContributions = (query: Partial<TContributionQuery>) =>
  useQuery(contributionsQueryOptions(query));
