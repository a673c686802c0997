import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { AttendanceStatus, TDriverMonthDay } from '@zerg/shared';
import { Button, Card, Col, Flex, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { DRIVER_ATTENDANCE_TABS, RouteTabs } from '../../../components/route-tabs';
import { formatQuantity, formatTime, limaToday } from '../../../lib/format-date';
import { monthHeading } from '../../../lib/month-heading';
import { useDriverMonth } from '../api/get-driver-month';

const STATUS_COLORS: Record<AttendanceStatus, string> = {
  marked: 'green',
  unmarked: 'red',
  holiday: 'purple',
  remote: 'blue',
  not_working: 'default',
  vacation: 'cyan',
  justified: 'gold',
};

const limaTime = (iso: string | null) => formatTime(iso);

const DayLine = ({ day }: { day: TDriverMonthDay }) => {
  const { t, i18n } = useTranslation();
  const weekday = new Date(`${day.date}T12:00:00Z`).toLocaleDateString(i18n.language, {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const detail = [
    day.scheduledEntry ? `${day.scheduledEntry}–${day.scheduledExit ?? ''}` : '',
    day.firstEntryAt ? `${limaTime(day.firstEntryAt)}–${limaTime(day.lastExitAt)}` : '',
    day.lateMinutes ? t('driver:month.late', { minutes: day.lateMinutes }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={8}
      style={{ width: '100%' }}
      data-testid={`day-${day.date}`}
    >
      <span style={{ width: 64, flexShrink: 0 }}>
        <Typography.Text strong>{day.date.slice(8)}</Typography.Text>{' '}
        <Typography.Text type="secondary">{weekday}</Typography.Text>
      </span>
      <Typography.Text type="secondary" style={{ flex: 1, fontSize: 12, minWidth: 0 }}>
        {detail}
      </Typography.Text>
      {!day.employed ? (
        <Tag style={{ marginInlineEnd: 0 }}>{t('driver:month.notEmployed')}</Tag>
      ) : day.status ? (
        <Tag color={STATUS_COLORS[day.status]} style={{ marginInlineEnd: 0 }}>
          {t(`driver:status.${day.status}`)}
        </Tag>
      ) : (
        <Tag bordered={false} style={{ marginInlineEnd: 0 }} data-testid="day-pending">
          {t(day.date === limaToday() ? 'driver:month.inProgress' : 'driver:month.pending')}
        </Tag>
      )}
    </Flex>
  );
};

/** /driver/attendance/month (section 16): the driver's days of a month and its totals, phone first. */
export const DriverMonthPage = () => {
  const { t, i18n } = useTranslation();
  const now = new Date(Date.now() - 5 * 3_600_000);
  const [shown, setShown] = useState({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
  const month = useDriverMonth(shown.year, shown.month);
  const shift = (by: number) =>
    setShown(({ year, month: m }) => {
      const index = year * 12 + (m - 1) + by;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const label = monthHeading(shown.year, shown.month, i18n.language);
  const totals = month.data?.totals;

  return (
    <Flex
      vertical
      gap={12}
      style={{ maxWidth: 640, margin: '0 auto', width: '100%' }}
      data-testid="driver-month"
    >
      <RouteTabs tabs={DRIVER_ATTENDANCE_TABS} />
      <Flex justify="space-between" align="center">
        <Button
          size="large"
          icon={<LeftOutlined />}
          onClick={() => shift(-1)}
          aria-label={t('driver:month.previous')}
          data-testid="month-previous"
        />
        <Typography.Text strong style={{ fontSize: 16 }} data-testid="month-label">
          {label}
        </Typography.Text>
        <Button
          size="large"
          icon={<RightOutlined />}
          onClick={() => shift(1)}
          aria-label={t('driver:month.next')}
          data-testid="month-next"
        />
      </Flex>
      {month.isError ? (
        <Card size="small">
          <ErrorState error={month.error} onRetry={() => void month.refetch()} />
        </Card>
      ) : month.isPending || !totals ? (
        <Skeleton active />
      ) : (
        <>
          <Card size="small">
            <Row gutter={[8, 8]} data-testid="month-totals">
              <Col span={12}>
                <Statistic title={t('driver:month.marked')} value={totals.marked} />
              </Col>
              <Col span={12}>
                <Statistic title={t('driver:month.unmarked')} value={totals.unmarked} />
              </Col>
              <Col span={12}>
                <Statistic
                  title={t('driver:month.lateDays')}
                  value={totals.lateDays}
                  suffix={<span style={{ fontSize: 13 }}>({totals.lateMinutes} min)</span>}
                />
              </Col>
              <Col span={12}>
                <Statistic
                  title={t('driver:month.worked')}
                  value={formatQuantity(totals.workedMinutes / 60, 1)}
                  suffix={<span style={{ fontSize: 13 }}>h</span>}
                />
              </Col>
            </Row>
          </Card>
          <Card size="small">
            <List
              size="small"
              dataSource={month.data.days}
              data-testid="month-days"
              renderItem={(day) => (
                <List.Item style={{ paddingInline: 0 }}>
                  <DayLine day={day} />
                </List.Item>
              )}
            />
          </Card>
        </>
      )}
    </Flex>
  );
};
