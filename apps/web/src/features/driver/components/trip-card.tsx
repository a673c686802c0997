import { FilePdfOutlined } from '@ant-design/icons';
import type { TDriverTrip } from '@zerg/shared';
import { Card, Descriptions, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { ErrorState } from '../../../components/error-state';
import { ReceiptThumb } from '../../../components/receipt-thumb';
import { formatDate, formatQuantity } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { downloadDriverGre } from '../api/download-driver-gre';
import { useDriverTrip } from '../api/get-driver-trip';
import { driverReceiptPath } from '../api/upload-driver-receipt';
import { TripActions } from './trip-actions';
import { TripRouteLine } from './trip-route-line';
import { TripStateTag } from './trip-state-tag';
import { limaDateTime } from './trip-when';

const TIMELINE_SHOWN = 5;

const TripBody = ({ trip }: { trip: TDriverTrip }) => {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => limaDateTime(iso, i18n.language);
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="start" gap={8}>
        <TripRouteLine trip={trip} />
        <TripStateTag state={trip.state} />
      </Flex>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'client', label: t('driver:trip.client'), children: trip.clientName },
          {
            key: 'vehicles',
            label: t('driver:trip.vehicles'),
            children: (
              <span data-testid="trip-vehicles">
                {trip.tractorPlate}
                {trip.semitrailerPlate ? ` + ${trip.semitrailerPlate}` : ''}
              </span>
            ),
          },
          { key: 'departure', label: t('driver:trip.departure'), children: when(trip.plannedDeparture) },
          { key: 'arrival', label: t('driver:trip.arrival'), children: when(trip.plannedArrival) },
          ...(trip.startedAt
            ? [{ key: 'started', label: t('driver:trip.startedAt'), children: when(trip.startedAt) }]
            : []),
          ...(trip.returnedAt
            ? [{ key: 'returned', label: t('driver:trip.returnedAt'), children: when(trip.returnedAt) }]
            : []),
          {
            key: 'cargo',
            label: t('driver:trip.cargo'),
            children: `${trip.cargoDescription} · ${formatQuantity(trip.weightKg, 2, i18n.language)} kg`,
          },
          ...(trip.coDriverName
            ? [
                {
                  key: 'crew',
                  label: t(trip.role === 'driver' ? 'driver:trip.coDriver' : 'driver:trip.driver'),
                  children: trip.role === 'driver' ? trip.coDriverName : trip.driverName,
                },
              ]
            : []),
        ]}
      />
      <TripActions trip={trip} />
      {trip.greLabel && (
        <DownloadButton
          block
          icon={<FilePdfOutlined />}
          download={() => downloadDriverGre(trip.id, trip.greLabel ?? '')}
          data-testid="trip-gre-pdf"
        >
          {t('driver:grePdf')} · {trip.greLabel}
        </DownloadButton>
      )}
      <Descriptions
        size="small"
        column={3}
        layout="vertical"
        title={
          <Flex gap={8} align="center" wrap>
            <span style={{ fontSize: 14 }}>{t('driver:trip.allowances')}</span>
            {Number(trip.expectedTolls) + Number(trip.fuelAllowance) + Number(trip.otherAllowance) > 0 && (
              <Tag color={trip.advancePaidAt ? 'green' : 'gold'} data-testid="trip-advance-state">
                {trip.advancePaidAt
                  ? t('driver:trip.advancePaid', { date: formatDate(trip.advancePaidAt) })
                  : t('driver:trip.advancePending')}
              </Tag>
            )}
          </Flex>
        }
        items={[
          { key: 'tolls', label: t('driver:trip.tolls'), children: money(trip.expectedTolls) },
          { key: 'fuel', label: t('driver:trip.fuel'), children: money(trip.fuelAllowance) },
          { key: 'other', label: t('driver:trip.other'), children: money(trip.otherAllowance) },
        ]}
      />
      {trip.viatics.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('driver:trip.viatics', {
            count: trip.viatics.length,
            total: money(
              String(trip.viatics.reduce((sum, v) => sum + Math.round(Number(v.total) * 100), 0) / 100),
            ),
          })}
        </Typography.Text>
      )}
      {trip.receipts.length > 0 && (
        <div>
          <Typography.Text strong style={{ fontSize: 14 }}>
            {t('driver:receipt.title', { count: trip.receipts.length })}
          </Typography.Text>
          <Flex gap={8} wrap style={{ marginTop: 6 }} data-testid="receipts">
            {trip.receipts.map((r) => (
              <ReceiptThumb key={r.id} path={driverReceiptPath(r.id)} testId={`receipt-${r.id}`} />
            ))}
          </Flex>
        </div>
      )}
      {trip.observations && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
          {trip.observations}
        </Typography.Paragraph>
      )}
      {trip.timeline.length > 0 && (
        <Timeline
          style={{ marginTop: 8 }}
          items={trip.timeline.slice(0, TIMELINE_SHOWN).map((e) => ({
            key: e.id,
            children: (
              <div style={{ fontSize: 13 }} data-testid={`timeline-${e.kind}`}>
                <Typography.Text strong>
                  {e.kind === 'state' && e.toState
                    ? t(`driver:states.${e.toState}`)
                    : t(`driver:events.${e.kind}`)}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">{when(e.at)}</Typography.Text>
                {e.kind === 'comment' && e.note && (
                  <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
                    {e.note}
                  </Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      )}
    </Flex>
  );
};

/** The trip in focus: the one on the road, or else the next one to start. */
export const TripCard = ({ id, current }: { id: number; current: boolean }) => {
  const { t } = useTranslation();
  const trip = useDriverTrip(id);
  return (
    <Card
      size="small"
      title={t(current ? 'driver:dashboard.currentTrip' : 'driver:dashboard.nextTrip')}
      data-testid="focus-trip"
    >
      {trip.isError ? (
        <ErrorState error={trip.error} onRetry={() => void trip.refetch()} />
      ) : trip.isPending ? (
        <Skeleton active />
      ) : (
        <TripBody trip={trip.data} />
      )}
    </Card>
  );
};
