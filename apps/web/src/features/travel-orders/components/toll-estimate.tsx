import { limaDate } from '@zerg/shared';
import { Alert, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/format-money';
import { useServiceOrderRoute } from '../api/get-service-order-route';
import { useTollEstimate } from '../api/get-toll-estimate';

export type TollEstimateProps = {
  serviceOrderId: number | undefined;
  tractorId: number | undefined;
  semitrailerId: number | null | undefined;
  departure: Dayjs | null | undefined;
};

/**
 * The tolls the trip will be advanced, as soon as the route (from the service order), the vehicles
 * and the departure are picked: the same estimate the server stores on save.
 */
export const TollEstimate = ({ serviceOrderId, tractorId, semitrailerId, departure }: TollEstimateProps) => {
  const { t, i18n } = useTranslation();
  const route = useServiceOrderRoute(serviceOrderId);
  const ready = route.data !== undefined && tractorId !== undefined && departure?.isValid();
  const estimate = useTollEstimate(
    ready && departure
      ? {
          routeId: route.data as number,
          tractorId,
          semitrailerId: semitrailerId ?? null,
          date: limaDate(departure.toDate()),
        }
      : null,
  );
  if (!ready) {
    return (
      <Alert type="info" showIcon data-testid="to-toll-estimate" title={t('travel-orders:tolls.pick')} />
    );
  }
  if (estimate.isError || route.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="to-toll-estimate"
        title={errorMessage(t, estimate.error ?? route.error)}
      />
    );
  }
  if (!estimate.data) return <Spin size="small" data-testid="to-toll-estimate" />;
  const e = estimate.data;
  return (
    <Alert
      type={e.complete ? 'success' : 'warning'}
      showIcon
      data-testid="to-toll-estimate"
      title={t('travel-orders:tolls.estimate', {
        amount: formatMoney(e.total, 'PEN', i18n.language),
        tolls: e.lines.length,
      })}
      description={
        e.complete
          ? undefined
          : t('travel-orders:tolls.missing', { names: e.missing.map((m) => m.name).join(', ') })
      }
    />
  );
};
