import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyListQuery, TCompanyListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { organisationKey } from './keys';

export type CompanyFilters = NonNullable<TCompanyListQuery['filters']>;
export type CompanyListParams = ListParams<CompanyFilters>;

/** POST /api/setting/company/list — one page of companies. */
export const getCompanyList = (
  params: CompanyListParams,
  signal?: AbortSignal,
): Promise<TCompanyListResponse> =>
  apiPost<TCompanyListResponse>('/setting/company/list', params as TCompanyListQuery, { signal });

export const companyListQueryOptions = (params: CompanyListParams) =>
  queryOptions({
    queryKey: [...organisationKey('companies'), 'list', params],
    queryFn: ({ signal }) => getCompanyList(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanyList = (params: CompanyListParams) => useQuery(companyListQueryOptions(params));
