import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationsResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/**
 * The real-time socket refreshes the bell the moment a notification is written; this slow poll is
 * only a safety net (a proxy that blocks WebSockets, a browser without them).
 */
export const NOTIFICATIONS_POLL_MS = 300_000;

/** POST /api/commons/notifications/get-notifications — unread, newest first, with their total. */
export const getNotifications = (signal?: AbortSignal): Promise<TNotificationsResponse> =>
  apiPost<TNotificationsResponse>('/commons/notifications/get-notifications', {}, { signal });

export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread'],
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    // A failed poll must not toast every minute; the bell shows its own error line.
    meta: { handlesErrors: true },
  });

export const useUnreadNotifications = (enabled = true) =>
  useQuery({ ...unreadNotificationsQueryOptions(), enabled });
