import { FieldTimeOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmployeeAvatar } from '../../../components/employee-avatar';
import { ErrorState } from '../../../components/error-state';
import { SelfServiceLinks } from '../../../components/self-service-links';
import { useDriverInformation } from '../api/get-driver-information';
import { CommentBox } from '../components/comment-box';
import { NextTrips } from '../components/next-trips';
import { TripCard } from '../components/trip-card';
import { DRIVER_PATHS } from '../screens';

/**
 * /driver/dashboard (section 18): the driver's phone. Designed for 390×844 — one column, big
 * buttons, the side menu hidden (SPEC §4): the trip on the road (or the next one, to start it),
 * a note to operations and HR, and the trips to come.
 */
export const DriverDashboardPage = () => {
  const { t } = useTranslation();
  const info = useDriverInformation();
  const focus = info.data?.currentTrip ?? info.data?.nextTrip ?? null;

  return (
    <Flex
      vertical
      gap={12}
      style={{ maxWidth: 640, margin: '0 auto', width: '100%' }}
      data-testid="driver-dashboard"
    >
      {info.isError ? (
        <Card size="small">
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        </Card>
      ) : info.isPending ? (
        <Skeleton active avatar />
      ) : (
        <>
          <Flex align="center" gap={12} data-testid="driver-card">
            <EmployeeAvatar
              employeeId={info.data.employeeId}
              fullName={info.data.fullName}
              hasPhoto={info.data.photoUrl !== null}
              size={52}
            />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong style={{ fontSize: 17, display: 'block' }} ellipsis>
                {info.data.fullName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 13 }} ellipsis>
                {[info.data.positionName, info.data.companyName].filter(Boolean).join(' · ')}
              </Typography.Text>
            </div>
            <Link to={DRIVER_PATHS.month} aria-label={t('driver:month.menu')}>
              <Button shape="circle" size="large" icon={<FieldTimeOutlined />} />
            </Link>
          </Flex>
          {focus ? (
            <TripCard id={focus.id} current={info.data.currentTrip !== null} />
          ) : (
            <Card size="small">
              <Empty description={t('driver:dashboard.noTrips')} data-testid="driver-no-trips" />
            </Card>
          )}
          <CommentBox travelOrderId={info.data.currentTrip?.id ?? null} />
          <NextTrips exceptId={focus?.id ?? null} />
        </>
      )}
      <SelfServiceLinks />
    </Flex>
  );
};
