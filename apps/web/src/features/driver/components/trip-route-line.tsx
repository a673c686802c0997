import { ArrowRightOutlined } from '@ant-design/icons';
import type { TDriverTripSummary } from '@zerg/shared';
import { Flex, Typography } from 'antd';

/** "Lima → Trujillo" as large as a phone allows, with the route's code beneath. */
export const TripRouteLine = ({ trip, level = 4 }: { trip: TDriverTripSummary; level?: 4 | 5 }) => (
  <div>
    <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
      <Typography.Title
        level={level}
        style={{ margin: 0, overflowWrap: 'anywhere' }}
        data-testid="trip-route"
      >
        {trip.origin} <ArrowRightOutlined style={{ fontSize: '0.8em' }} /> {trip.destination}
      </Typography.Title>
    </Flex>
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      <span data-testid="trip-code">{trip.code}</span> · {trip.routeCode}
    </Typography.Text>
  </div>
);
