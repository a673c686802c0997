import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS, type RealtimeServerMessage } from '@zerg/shared';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyDocumentBatchEvent,
  refetchDocumentBatches,
} from '../../../components/document-batch/document-batch-events';
import { refreshSession } from '../../../lib/api-client';
import { ATTENDANCE_TODAY_QUERY_KEY } from '../../../lib/query-keys';
import { readAgain } from '../../../lib/read-again';
import { createRealtimeClient, realtimeUrl } from '../../../lib/realtime-client';
import { readAccessToken } from '../../../lib/storage';
import { NOTIFICATIONS_QUERY_KEY } from '../api/get-notifications';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The signed-in user's live connection: a new notification refreshes the bell at once; a driver's
 * comment (human-resources channel, heard only by holders of a module-9 section) also shows an
 * alert; an attendance change (monitoring channel) refetches today's monitoring; a document batch's
 * progress updates the batch shown and the user's documents; after a reconnection or a server
 * resync the bell and the batches are refetched to catch up. Mounted with the
 * user's id as its key, so another user signing in starts a new connection.
 */
export const LiveNotifications = () => {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation();
  // The latest translator and toaster, without restarting the socket when the language changes.
  const latest = useRef({ t, notification });
  latest.current = { t, notification };

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    const refetchBell = () => void readAgain(queryClient, NOTIFICATIONS_QUERY_KEY);
    const catchUp = () => {
      refetchBell();
      refetchDocumentBatches(queryClient);
    };
    const onMessage = (message: RealtimeServerMessage) => {
      if (message.type === 'resync') return catchUp();
      if (message.type !== 'event') return;
      if (message.event === REALTIME_EVENTS.documentBatch)
        return applyDocumentBatchEvent(queryClient, message.payload);
      if (message.event === REALTIME_EVENTS.notification) return refetchBell();
      // Monitoring channel: whatever shows today's attendance refetches.
      if (message.event === REALTIME_EVENTS.attendanceChanged)
        return void readAgain(queryClient, ATTENDANCE_TODAY_QUERY_KEY);
      if (message.event === REALTIME_EVENTS.driverComment) {
        refetchBell();
        latest.current.notification.info({
          message: latest.current.t('notifications:live.driverComment', {
            name: text(message.payload.driver_name),
          }),
          description: text(message.payload.comment),
          placement: 'topRight',
        });
      }
    };
    const client = createRealtimeClient({
      url: realtimeUrl(window.location),
      getToken: readAccessToken,
      refresh: refreshSession,
      onMessage,
      onReady: ({ reconnected }) => {
        if (reconnected) catchUp();
        // A batch read while the socket was still opening (a job started right after the page
        // loaded) may have moved, or ended, before its steps could reach this tab.
        else refetchDocumentBatches(queryClient);
      },
    });
    client.start();
    return () => client.stop();
  }, [queryClient]);

  return null;
};
