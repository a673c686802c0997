import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnavailable, subscribeServerStatus } from '../lib/service-status';
import { StatusBanner } from './status-banner';

/**
 * A calm notice on top of every screen while the server answers 503: what the user sees is a
 * pause, not a crash, and the screens' queries retry on their own (lib/query-client.ts).
 */
export const ServiceUnavailableBanner = () => {
  const { t } = useTranslation();
  const unavailable = useSyncExternalStore(subscribeServerStatus, isServerUnavailable);
  if (!unavailable) return null;
  return (
    <StatusBanner
      tone="warning"
      title={t('common:serviceUnavailable.title')}
      description={t('common:serviceUnavailable.retrying')}
      testId="service-unavailable"
    />
  );
};
