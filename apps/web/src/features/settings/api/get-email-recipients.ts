import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmailRecipientItem, TEmailRecipientListQuery } from '@zerg/shared';
import type { ListParams, ListResponse } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { EMAIL_SETTINGS_QUERY_KEY } from './keys';

export type EmailRecipientFilters = NonNullable<TEmailRecipientListQuery['filters']>;
export type EmailRecipientListParams = ListParams<EmailRecipientFilters>;

/** POST /api/setting/email/recipient/list — the users and addresses told of each event. */
export const getEmailRecipients = (params: EmailRecipientListParams, signal?: AbortSignal) =>
  apiPost<ListResponse<TEmailRecipientItem>>(
    '/setting/email/recipient/list',
    params as TEmailRecipientListQuery,
    { signal },
  );

export const emailRecipientsQueryOptions = (params: EmailRecipientListParams) =>
  queryOptions({
    queryKey: [...EMAIL_SETTINGS_QUERY_KEY, 'email-recipients', params],
    queryFn: ({ signal }) => getEmailRecipients(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEmailRecipients = (params: EmailRecipientListParams) =>
  useQuery(emailRecipientsQueryOptions(params));
