import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmailEventItem, TEmailEventListQuery } from '@zerg/shared';
import type { ListParams, ListResponse } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { EMAIL_SETTINGS_QUERY_KEY } from './keys';

export type EmailEventFilters = NonNullable<TEmailEventListQuery['filters']>;
export type EmailEventListParams = ListParams<EmailEventFilters>;

/** POST /api/setting/email/event/list — the catalogue of events with their switch and recipient counts. */
export const getEmailEvents = (params: EmailEventListParams, signal?: AbortSignal) =>
  apiPost<ListResponse<TEmailEventItem>>('/setting/email/event/list', params as TEmailEventListQuery, {
    signal,
  });

export const emailEventsQueryOptions = (params: EmailEventListParams) =>
  queryOptions({
    queryKey: [...EMAIL_SETTINGS_QUERY_KEY, 'email-events', params],
    queryFn: ({ signal }) => getEmailEvents(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEmailEvents = (params: EmailEventListParams) => useQuery(emailEventsQueryOptions(params));
