import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useDriverTrips } from '../api/get-driver-trips';
import { TripRouteLine } from './trip-route-line';
import { limaDateTime } from './trip-when';

const SHOWN = 10;

/** The registered trips still to come, by departure; the one in focus above is left out. */
export const NextTrips = ({ exceptId }: { exceptId: number | null }) => {
  const { t, i18n } = useTranslation();
  const trips = useDriverTrips({ scope: 'next', page: 1, perPage: SHOWN + 1 });
  const rows = trips.data?.data.filter((trip) => trip.id !== exceptId).slice(0, SHOWN) ?? [];
  return (
    <Card size="small" title={t('driver:dashboard.nextTrips')} data-testid="next-trips">
      {trips.isError ? (
        <ErrorState error={trips.error} onRetry={() => void trips.refetch()} />
      ) : trips.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('driver:dashboard.noNextTrips')} />
      ) : (
        <Flex vertical gap={12}>
          {rows.map((trip) => (
            <div key={trip.id} data-testid={`next-trip-${trip.id}`}>
              <TripRouteLine trip={trip} level={5} />
              <Typography.Text style={{ display: 'block', fontSize: 13 }}>
                {limaDateTime(trip.plannedDeparture, i18n.language)} · {trip.tractorPlate} · {trip.clientName}
              </Typography.Text>
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
};
