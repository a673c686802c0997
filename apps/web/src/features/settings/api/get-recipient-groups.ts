import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmailRecipientGroupItem, TEmailRecipientGroupListQuery } from '@zerg/shared';
import type { ListParams, ListResponse } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { EMAIL_SETTINGS_QUERY_KEY } from './keys';

export type RecipientGroupFilters = NonNullable<TEmailRecipientGroupListQuery['filters']>;
export type RecipientGroupListParams = ListParams<RecipientGroupFilters>;

/** POST /api/setting/email/recipient-group/list — the entity groups told of each event. */
export const getRecipientGroups = (params: RecipientGroupListParams, signal?: AbortSignal) =>
  apiPost<ListResponse<TEmailRecipientGroupItem>>(
    '/setting/email/recipient-group/list',
    params as TEmailRecipientGroupListQuery,
    { signal },
  );

export const recipientGroupsQueryOptions = (params: RecipientGroupListParams) =>
  queryOptions({
    queryKey: [...EMAIL_SETTINGS_QUERY_KEY, 'recipient-groups', params],
    queryFn: ({ signal }) => getRecipientGroups(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRecipientGroups = (params: RecipientGroupListParams) =>
  useQuery(recipientGroupsQueryOptions(params));
