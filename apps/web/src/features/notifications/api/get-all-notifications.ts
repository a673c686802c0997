import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAllNotificationsQuery, TNotificationsResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export type NotificationFilters = NonNullable<TAllNotificationsQuery['filters']>;
export type NotificationListParams = ListParams<NotificationFilters>;

/** POST /api/commons/notifications/get-all-notifications — every notification, paged. */
export const getAllNotifications = (
  params: NotificationListParams,
  signal?: AbortSignal,
): Promise<TNotificationsResponse> =>
  apiPost<TNotificationsResponse>(
    '/commons/notifications/get-all-notifications',
    params as TAllNotificationsQuery,
    { signal },
  );

export const allNotificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'all', params],
    queryFn: ({ signal }) => getAllNotifications(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAllNotifications = (params: NotificationListParams) =>
  useQuery(allNotificationsQueryOptions(params));
