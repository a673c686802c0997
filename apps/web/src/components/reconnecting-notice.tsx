import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isReconnecting, subscribeReconnecting } from '../lib/reconnecting';
import { isServerUnavailable, subscribeServerStatus } from '../lib/service-status';
import { StatusBanner } from './status-banner';

/**
 * Says why the screen waits while the session is renewed against a server out of reach: the user
 * stays signed in, and the notice goes as soon as the server answers. (A 503 has its own banner.)
 */
export const ReconnectingNotice = () => {
  const { t } = useTranslation();
  const reconnecting = useSyncExternalStore(subscribeReconnecting, isReconnecting);
  const unavailable = useSyncExternalStore(subscribeServerStatus, isServerUnavailable);
  if (!reconnecting || unavailable) return null;
  return (
    <StatusBanner
      tone="info"
      title={t('common:reconnecting.title')}
      description={t('common:reconnecting.description')}
      testId="reconnecting"
    />
  );
};
